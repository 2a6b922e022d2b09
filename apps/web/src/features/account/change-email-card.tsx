import { Alert, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { ACCOUNT_MESSAGES, isValidEmail } from '../auth/validation';

/**
 * "Change email": the new address and the password. The server emails a link to the new address
 * (development mode: its answer holds the link); the email changes only when it is opened.
 */
export function ChangeEmailCard({ email }: { email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.account.pendingEmailChange.queryOptions());
  const form = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '', password: '' },
    validate: {
      newEmail: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
      password: (value) => (value.length > 0 ? null : ACCOUNT_MESSAGES.passwordRequired),
    },
  });
  const change = useMutation(
    trpc.account.changeEmail.mutationOptions({
      onSuccess: async (data) => {
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.account.pendingEmailChange.queryKey() });
        showToast({
          title: data.developmentMode ? 'Development Mode' : 'Check your inbox',
          message: data.message,
          color: data.developmentMode ? 'orange' : 'green',
        });
      },
      onError: (error) => {
        showToast({
          title: 'Error',
          message: errorMessage(error, 'The email could not be changed'),
          color: 'red',
        });
      },
    }),
  );
  return (
    <Card withBorder p="lg" component="section" aria-labelledby="change-email-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate({ newEmail: values.newEmail.trim(), password: values.password }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="change-email-title">
            Change email
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Your email is {email}. We send a link to the new address; your email changes when you open it.
          </Text>
          {pending.data && !change.data ? (
            <Alert color="blue" style={{ overflowWrap: 'anywhere' }}>
              Waiting for you to open the link sent to {pending.data.newEmail}.
            </Alert>
          ) : null}
          {change.data ? (
            <Alert
              color={change.data.developmentMode ? 'orange' : 'green'}
              style={{ overflowWrap: 'anywhere' }}
            >
              {change.data.message}
            </Alert>
          ) : null}
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('newEmail')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change email
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
