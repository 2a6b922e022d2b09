import { AppHeader } from '@cre/ui';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LINK_UNAVAILABLE } from './share-api';

/** The way back to the product from a shared page. */
function HomeButton({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  return (
    <Button component={Link} to="/" variant={variant} leftSection={<IconHome size={16} />}>
      Go to CRE Sale Analyzer
    </Button>
  );
}

/** The shared page's header: the product name and the way home. */
export function SharedHeader() {
  return <AppHeader title="Property Sale Analyzer" badge="Shared analysis" actions={<HomeButton />} />;
}

/** A centred message in a card (loading, dead link, failure). */
export function StateCard({ children }: { children: ReactNode }) {
  return (
    <Center py={64}>
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

export function LoadingState() {
  return (
    <StateCard>
      <Loader aria-label="Loading the shared analysis" />
      <Text c="dimmed">Loading the shared analysis…</Text>
    </StateCard>
  );
}

/** A revoked, expired or unknown link: the neutral text and nothing else about the project. */
export function DeadLink() {
  return (
    <StateCard>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconLinkOff size={26} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        {LINK_UNAVAILABLE}
      </Title>
      <HomeButton variant="light" />
    </StateCard>
  );
}

export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateCard>
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        The shared analysis could not be loaded
      </Title>
      <Text c="dimmed" size="sm">
        {message}
      </Text>
      <Button leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StateCard>
  );
}

/** Saved inputs the engine refuses: nothing to show but this. */
export function NotCalculable() {
  return (
    <StateCard>
      <Title order={1} fz="h3">
        This analysis could not be calculated
      </Title>
      <Text c="dimmed" size="sm">
        Its saved inputs are incomplete. Ask the person who shared it to open and save it again.
      </Text>
    </StateCard>
  );
}
