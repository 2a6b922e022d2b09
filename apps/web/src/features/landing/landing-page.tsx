import { Anchor, Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePageTitle } from '../../lib/page-title';
import { InsightsTeaser } from './insights-teaser';
import { LandingBenefits } from './landing-benefits';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { LandingRegisterForm } from './landing-register-form';

function LandingNav() {
  const { user } = useCurrentUser();
  const { config } = useBrokerConfig();
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={34} radius="md" aria-hidden>
                <IconBuildingSkyscraper size={20} />
              </ThemeIcon>
              <Text fw={800}>{config?.productTitle ?? 'CRE Sale Analyzer'}</Text>
            </Group>
          </Anchor>
          {user ? (
            <Button component={Link} to="/dashboard" size="sm">
              Go to Dashboard
            </Button>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/login" variant="subtle" size="sm">
                Sign In
              </Button>
              <Button component="a" href="#register" size="sm" visibleFrom="xs">
                Get Started
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}

/** The marketing landing page (also the signed-out fallback for every unknown path). */
export default function LandingPage() {
  usePageTitle();
  const { config } = useBrokerConfig();
  return (
    <>
      <LandingNav />
      <main>
        <LandingHero productTitle={config?.productTitle ?? 'CRE Sale Analyzer'} />
        <LandingBenefits />
        <InsightsTeaser />
        <LandingRegisterForm />
      </main>
      <LandingFooter />
    </>
  );
}
