import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../lib/auth';
import { emailName } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { EmailVerificationNotice } from '../account/email-verification-notice';
import { DashboardHeader } from './dashboard-header';
import { GettingStartedCard } from './getting-started';
import { MarketInsightsCard } from './market-insights-card';
import { RecentProjectsCard, YourProjectsCard } from './projects-cards';
import { QuickActions } from './quick-actions';

/** The signed-in home screen (routes "/" and "/dashboard"). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <DashboardHeader user={user} />
      <Container size="xl" py="xl" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              Welcome back, {emailName(user.email)}!
            </Title>
            <Text c="dimmed">Analyze deals, track your projects and plan your sale.</Text>
          </div>
          <EmailVerificationNotice user={user} />
          <QuickActions email={user.email} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <YourProjectsCard />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <RecentProjectsCard />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MarketInsightsCard />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <GettingStartedCard />
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
