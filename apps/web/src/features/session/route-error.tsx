import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Shown when a screen fails to render: a short explanation and a reload button. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be displayed. Reload the page to try again.</Text>
        {detail ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {detail}
          </Text>
        ) : null}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
