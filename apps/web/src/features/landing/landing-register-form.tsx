import {
  Button,
  Card,
  Container,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { showToast } from '../../lib/toast';
import { ACCOUNT_MESSAGES, isValidEmail, MIN_PASSWORD_LENGTH } from '../auth/validation';
import { useLandingRegistration } from './use-landing-registration';

const PLATFORM_INCLUDES = [
  "The Owner's Playbook (PDF)",
  'Property Sale Analyzer with NOI, cap rates, cash-on-cash and IRR',
  'Multi-tenant rent roll and NNN lease modeling',
  'Unlimited saved projects',
  'CSV and PDF analysis reports',
  'Market insights for commercial property owners',
  'Direct line to a licensed commercial broker',
];

/** Landing-page sign-up form with its own validation, next to the platform-includes list. */
export function LandingRegisterForm() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: {
      email: (value) =>
        value.trim() === ''
          ? 'Email is required'
          : isValidEmail(value)
            ? null
            : ACCOUNT_MESSAGES.invalidEmail,
      password: (value) =>
        value === ''
          ? ACCOUNT_MESSAGES.passwordRequired
          : value.length < MIN_PASSWORD_LENGTH
            ? ACCOUNT_MESSAGES.passwordTooShort
            : null,
      confirmPassword: (value) => (value === '' ? 'Please confirm your password' : null),
    },
  });
  const register = useLandingRegistration(() => form.reset());

  const submit = form.onSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      form.setFieldError('confirmPassword', ACCOUNT_MESSAGES.passwordsDoNotMatch);
      showToast({ title: 'Error', message: ACCOUNT_MESSAGES.passwordsDoNotMatch, color: 'red' });
      return;
    }
    register.mutate({ email: values.email.trim(), password: values.password });
  });

  return (
    <Container
      size="lg"
      py={{ base: 48, md: 72 }}
      component="section"
      id="register"
      aria-labelledby="register-heading"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
        <Stack gap="md">
          <Title order={2} id="register-heading" fz={{ base: 26, md: 34 }}>
            Create your free account
          </Title>
          <Text c="dimmed">
            One account unlocks the playbook and the analyzer. No credit card, no obligation.
          </Text>
          <Title order={3} fz="lg" mt="sm">
            The platform includes
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon color="green" size={24} radius="xl" variant="light" aria-hidden>
                <IconCircleCheck size={16} />
              </ThemeIcon>
            }
          >
            {PLATFORM_INCLUDES.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <Card p="xl" shadow="md">
          <form noValidate onSubmit={submit} aria-label="Create your free account">
            <Stack gap="md">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" size="md" loading={register.isPending} disabled={register.isPending}>
                Create Free Account
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                By creating an account you agree to be contacted about your property.
              </Text>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
