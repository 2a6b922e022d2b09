import { Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useForgetSession } from '../../lib/auth';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { ACCOUNT_MESSAGES } from '../auth/validation';

/**
 * The danger zone: "Delete account" opens a dialog that asks for the password; on success the
 * browser is signed out and goes to the landing page with "Your account has been deleted.".
 */
export function DeleteAccountCard() {
  const trpc = useTRPC();
  const forgetSession = useForgetSession();
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value.length > 0 ? null : ACCOUNT_MESSAGES.passwordRequired) },
  });
  const remove = useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: async (data) => {
        close();
        await forgetSession(() =>
          showToast({ title: 'Account deleted', message: data.message, color: 'navy' }),
        );
      },
      onError: (error) => {
        form.setFieldError('password', errorMessage(error, 'The account could not be deleted'));
      },
    }),
  );
  const cancel = () => {
    close();
    form.reset();
  };
  return (
    <Card
      withBorder
      p="lg"
      component="section"
      aria-labelledby="delete-account-title"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" c="red" id="delete-account-title">
          Delete account
        </Title>
        <Text size="sm">
          Deleting your account removes every project, rent roll, scenario and share link with it. This cannot
          be undone; export your data first if you want to keep it.
        </Text>
        <Button color="red" onClick={open} style={{ alignSelf: 'flex-start' }}>
          Delete account
        </Button>
      </Stack>
      <Modal opened={opened} onClose={cancel} title="Delete your account?">
        <form noValidate onSubmit={form.onSubmit((values) => remove.mutate({ password: values.password }))}>
          <Stack gap="md">
            <Text size="sm">Enter your password to confirm. Every project goes with the account.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
