import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen "Loading..." indicator shown while the session loads. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
