import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AuthLayout } from './auth-layout';
import { ACCOUNT_MESSAGES, newPasswordError } from './validation';

/**
 * /reset-password?token=…: "New password" and "Confirm password"; on success, /login with a toast.
 * A bad, expired or used link shows the server's message with a way to request a new one.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  usePageTitle('Reset password');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: newPasswordError,
      confirmPassword: (value, values) =>
        value.length === 0
          ? ACCOUNT_MESSAGES.confirmRequired
          : value === values.password
            ? null
            : ACCOUNT_MESSAGES.passwordsDontMatch,
    },
  });
  const reset = useMutation(
    trpc.account.resetPassword.mutationOptions({
      onSuccess: async (data) => {
        showToast({ title: 'Password reset', message: data.message, color: 'green' });
        await navigate({ to: '/login' });
      },
    }),
  );
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => reset.mutate({ token, password: values.password }))}
      >
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" title="Password not reset">
              <Stack gap={4}>
                <Text size="sm">{errorMessage(reset.error, 'The password could not be reset')}</Text>
                <Anchor component={Link} to="/forgot-password" size="sm">
                  Request a new link
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
