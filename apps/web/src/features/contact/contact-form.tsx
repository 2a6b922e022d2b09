import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { isValidEmail } from '../auth/validation';

/** Contact form (name, email, message) sending `contact.send` to the broker named `brokerName`. */
export function ContactForm({
  brokerName,
  defaultEmail = '',
}: {
  brokerName: string;
  defaultEmail?: string;
}) {
  const trpc = useTRPC();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: defaultEmail, message: '' },
    validate: {
      name: (value) => (value.trim() ? null : 'Name is required'),
      email: (value) =>
        value.trim() === ''
          ? 'Email is required'
          : isValidEmail(value)
            ? null
            : 'Please enter a valid email address',
      message: (value) => (value.trim() ? null : 'Message is required'),
    },
  });
  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        showToast({ message: `Message Sent! ${brokerName} will get back to you soon.`, color: 'green' });
        form.reset();
      },
      onError: () => {
        showToast({
          title: 'Error',
          message: 'Failed to send message. Please call or email directly.',
          color: 'red',
        });
      },
    }),
  );
  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={form.onSubmit((values) =>
        send.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() }),
      )}
    >
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea label="Message" minRows={4} autosize withAsterisk {...form.getInputProps('message')} />
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
