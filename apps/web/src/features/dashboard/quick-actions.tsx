import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalculator, IconFileTypePdf, IconMail, IconPhoneCall } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePlaybookRequest } from '../account/use-account-actions';
import { useContactBroker } from '../contact/use-contact-broker';

function ActionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card h="100%">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The three dashboard action cards: Start Analysis, the playbook PDF and contacting the broker. */
export function QuickActions({ email }: { email: string }) {
  const { config } = useBrokerConfig();
  const playbook = usePlaybookRequest(email);
  const contact = useContactBroker();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <ActionCard
        icon={<IconCalculator size={24} />}
        title="Start Analysis"
        text="Underwrite a property: NOI, cap rates, cash-on-cash, IRR and a recommended hold period."
      >
        <Button component={Link} to="/underwriting" fullWidth>
          Start Analysis
        </Button>
      </ActionCard>
      <ActionCard
        icon={<IconFileTypePdf size={24} />}
        title="Owner's Playbook"
        text="The step-by-step guide to preparing and selling a commercial property, as a PDF."
      >
        <Button variant="light" onClick={playbook.request} loading={playbook.isPending} fullWidth>
          Download PDF
        </Button>
      </ActionCard>
      <ActionCard
        icon={<IconPhoneCall size={24} />}
        title={config ? `Talk to ${config.brokerName}` : 'Talk to your broker'}
        text="Questions about a deal? Call or email for expert guidance. Responses within 24 hours."
      >
        <Stack gap="xs">
          <Button variant="light" onClick={contact.open} leftSection={<IconPhoneCall size={16} />} fullWidth>
            {config ? `Call ${config.brokerPhone}` : 'Call'}
          </Button>
          <Button
            variant="default"
            component="a"
            href={config ? `mailto:${config.brokerEmail}` : undefined}
            leftSection={<IconMail size={16} />}
            fullWidth
          >
            Email
          </Button>
        </Stack>
        {contact.dialog}
      </ActionCard>
    </SimpleGrid>
  );
}
