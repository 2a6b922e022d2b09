import { AppHeader } from '@cre/ui';
import { Button, Card, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePageTitle } from '../../lib/page-title';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post-view';

/** Shown instead of the blog to signed-out visitors. */
export function MarketInsightsAccess() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Card maw={440} p="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Market Insights Access
          </Title>
          <Text c="dimmed">Sign in to read market insights for commercial property owners.</Text>
          <Button component={Link} to="/login" size="md">
            Sign In to Continue
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}

/** Props of {@link BlogPage}: the post being read (from the URL) and how to change it. */
export interface BlogPageProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
  onBack: () => void;
}

/** Market insights (/blog, /market-insights): the post grid or the selected post (`?post=3`). */
export function BlogPage({ selectedId, onSelect, onBack }: BlogPageProps) {
  usePageTitle('Market Insights');
  const { user } = useCurrentUser();
  const { config } = useBrokerConfig();
  if (!user) return <MarketInsightsAccess />;
  return (
    <>
      <AppHeader
        title={config?.productTitle ?? 'CRE Sale Analyzer'}
        badge="Market Insights"
        subtitle={`Welcome, ${user.email}`}
        actions={
          selectedId === null ? (
            <Button
              component={Link}
              to="/dashboard"
              variant="default"
              leftSection={<IconLayoutDashboard size={16} />}
            >
              Dashboard
            </Button>
          ) : null
        }
      />
      <Container size="xl" py="xl" component="main">
        {selectedId === null ? (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                Market Insights
              </Title>
              <Text c="dimmed">
                Guidance on valuation, financing and timing for commercial property owners.
              </Text>
            </div>
            <BlogList onSelect={onSelect} />
          </Stack>
        ) : (
          <BlogPostView id={selectedId} onBack={onBack} />
        )}
      </Container>
    </>
  );
}
