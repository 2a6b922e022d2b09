import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AuthLayout } from './auth-layout';
import { ACCOUNT_MESSAGES, isValidEmail, MIN_PASSWORD_LENGTH } from './validation';

const SUCCESS_MESSAGE = 'Account created successfully! Please check your email to verify your account.';

/** The sign-up page: email, password, confirm password, "Create Account" and a sign-in button. */
export function RegisterPage() {
  usePageTitle('Create Account');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: {
      email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
      password: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : ACCOUNT_MESSAGES.passwordTooShort),
      confirmPassword: (value, values) => {
        if (value.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.confirmRequired;
        return value === values.password ? null : ACCOUNT_MESSAGES.passwordsDontMatch;
      },
    },
  });
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async (result) => {
        const { message, user } = result;
        setCurrentUser(user);
        showToast({ title: 'Success', message: message || SUCCESS_MESSAGE, color: 'green' });
        await navigate({ to: '/dashboard' });
      },
      onError: (error) => {
        showToast({ title: 'Error', message: errorMessage(error, 'Registration failed'), color: 'red' });
      },
    }),
  );
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free access to the property analyzer and the owner's playbook."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          register.mutate({ email: values.email.trim(), password: values.password }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.getInputProps('email')}
          />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" loading={register.isPending} disabled={register.isPending}>
            Create Account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?
          </Text>
          <Button component={Link} to="/login" variant="default">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
