import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title';

/** The signed-in not-found page: "404 - Page Not Found" with a "Return Home" button to "/". */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={34} />
        </ThemeIcon>
        <Title order={1}>404 - Page Not Found</Title>
        <Text c="dimmed">The page you're looking for doesn't exist or has been moved.</Text>
        <Button component={Link} to="/" size="md">
          Return Home
        </Button>
      </Stack>
    </Center>
  );
}
