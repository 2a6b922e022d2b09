import { telHref } from '@cre/ui';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDownload, IconLayoutDashboard, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePageTitle } from '../../lib/page-title';
import { usePlaybookRequest } from '../account/use-account-actions';
import { ContactForm } from '../contact/contact-form';
import { REGISTRATION_EMAIL_KEY } from '../landing/use-landing-registration';

function readRememberedEmail(): string | undefined {
  try {
    return window.localStorage.getItem(REGISTRATION_EMAIL_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Thank-you page after the landing sign-up: confirmation, playbook, dashboard link and contact. */
export function ThankYouPage({ emailFromQuery }: { emailFromQuery?: string | undefined }) {
  usePageTitle('Welcome');
  const [email] = useState(() => emailFromQuery ?? readRememberedEmail());
  const { user } = useCurrentUser();
  const { config } = useBrokerConfig();
  const playbook = usePlaybookRequest(user?.email ?? email, user !== null);

  useEffect(() => {
    try {
      window.localStorage.removeItem(REGISTRATION_EMAIL_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
  }, []);

  return (
    <Container size="md" py={{ base: 32, md: 64 }} component="main">
      <Stack gap="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={42} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, md: 38 }}>
            Welcome to {config?.productTitle ?? 'CRE Sale Analyzer'}!
          </Title>
          <Text c="dimmed" maw={560}>
            Your account is ready. Your playbook and the property analyzer are waiting for you.
          </Text>
        </Stack>
        <Alert color="green" variant="light" title="Registration confirmed" icon={<IconMail size={20} />}>
          {email
            ? `We sent a confirmation email to ${email}. Click the verification link in it to save property analyses.`
            : 'We sent you a confirmation email. Click the verification link in it to save property analyses.'}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Button
            size="lg"
            leftSection={<IconDownload size={20} />}
            onClick={playbook.request}
            loading={playbook.isPending}
          >
            Download Your Playbook
          </Button>
          <Button
            size="lg"
            variant="light"
            component={Link}
            to="/dashboard"
            leftSection={<IconLayoutDashboard size={20} />}
          >
            Go to Dashboard
          </Button>
        </SimpleGrid>
        {config ? (
          <Card>
            <Stack gap="md">
              <Title order={2} fz="xl">
                Questions? Talk to {config.brokerName}
              </Title>
              <Text size="sm" c="dimmed">
                Call, text or email any time. We respond within 24 hours.
              </Text>
              <Group gap="lg">
                <Anchor href={telHref(config.brokerPhone)} fw={600}>
                  <Group gap={6} component="span">
                    <IconPhone size={18} aria-hidden /> Call {config.brokerPhone}
                  </Group>
                </Anchor>
                <Anchor href={`mailto:${config.brokerEmail}`} fw={600}>
                  <Group gap={6} component="span">
                    <IconMail size={18} aria-hidden /> Email {config.brokerEmail}
                  </Group>
                </Anchor>
              </Group>
              <Title order={3} fz="lg" mt="sm">
                Send a message
              </Title>
              <ContactForm brokerName={config.brokerName} defaultEmail={email ?? ''} />
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
