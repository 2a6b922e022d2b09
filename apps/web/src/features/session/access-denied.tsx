import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** "Access Denied" notice for pages the user may not see. */
export function AccessDenied() {
  return (
    <Center mih="60vh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1}>Access Denied</Title>
        <Text c="dimmed">You don't have permission to access this page.</Text>
        <Button component={Link} to="/" variant="light">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
