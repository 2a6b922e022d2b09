import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { ACCOUNT_MESSAGES, newPasswordError } from '../auth/validation';

/** "Change password": the current password, the new one twice; other devices are signed out. */
export function ChangePasswordCard() {
  const trpc = useTRPC();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value.length > 0 ? null : ACCOUNT_MESSAGES.passwordRequired),
      newPassword: newPasswordError,
      confirmPassword: (value, values) =>
        value.length === 0
          ? ACCOUNT_MESSAGES.confirmRequired
          : value === values.newPassword
            ? null
            : ACCOUNT_MESSAGES.passwordsDontMatch,
    },
  });
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: (data) => {
        form.reset();
        showToast({ title: 'Password changed', message: data.message, color: 'green' });
      },
      onError: (error) => {
        showToast({
          title: 'Error',
          message: errorMessage(error, 'The password could not be changed'),
          color: 'red',
        });
      },
    }),
  );
  return (
    <Card withBorder p="lg" component="section" aria-labelledby="change-password-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="change-password-title">
            Change password
          </Title>
          <Text size="sm" c="dimmed">
            Every other device signed in to your account will be signed out.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
