import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AuthLayout } from './auth-layout';
import { ACCOUNT_MESSAGES, isValidEmail } from './validation';

/**
 * /forgot-password: an Email field and "Send reset link"; then the server's neutral answer
 * ("If an account exists for that email, …"), the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const trpc = useTRPC();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail) },
  });
  const request = useMutation(
    trpc.account.forgotPassword.mutationOptions({
      onError: (error) => {
        showToast({
          title: 'Error',
          message: errorMessage(error, 'The reset link could not be sent'),
          color: 'red',
        });
      },
    }),
  );
  return (
    <AuthLayout title="Forgot password?" subtitle="We will email you a link to choose a new password.">
      {request.data ? (
        <Stack gap="md">
          <Alert color="green" title="Check your email">
            {request.data.message}
          </Alert>
          <Text size="sm">The link is valid for one hour and works once.</Text>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate({ email: values.email.trim() }))}>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" loading={request.isPending}>
              Send reset link
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
