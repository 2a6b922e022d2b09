import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AuthLayout } from './auth-layout';
import { ACCOUNT_MESSAGES, isValidEmail } from './validation';

/**
 * The sign-in page: email and password, a "Forgot password?" link to /forgot-password, "Sign In",
 * and a "Sign up" link to /register.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
      password: (value) => (value.length > 0 ? null : ACCOUNT_MESSAGES.passwordRequired),
    },
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        setCurrentUser(user);
        showToast({ title: 'Success', message: 'Logged in successfully!', color: 'green' });
        await navigate({ to: '/dashboard' });
      },
      onError: (error) => {
        showToast({ title: 'Error', message: errorMessage(error, 'Login failed'), color: 'red' });
      },
    }),
  );
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to analyze deals and manage your projects.">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          login.mutate({ email: values.email.trim(), password: values.password }),
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="right" mt={-8}>
            Forgot password?
          </Anchor>
          <Button type="submit" size="md" loading={login.isPending} disabled={login.isPending}>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            Don't have an account?{' '}
            <Anchor component={Link} to="/register" fw={600}>
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
