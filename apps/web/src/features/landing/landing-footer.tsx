import { telHref } from '@cre/ui';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useBrokerConfig } from '../../lib/broker-config';

/** Footer with the broker's name, licence, address, phone and email (all from `config.get`). */
export function LandingFooter() {
  const { config } = useBrokerConfig();
  return (
    <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        {config ? (
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4}>
              <Text fw={700}>{config.brokerName}</Text>
              <Text size="sm" c="dimmed">
                Licensed commercial real estate broker · License {config.brokerLicense}
              </Text>
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{config.brokerAddress}</Text>
              </Group>
            </Stack>
            <Stack gap={4}>
              <Group gap={6}>
                <IconPhone size={16} aria-hidden />
                <Anchor href={telHref(config.brokerPhone)} size="sm">
                  {config.brokerPhone}
                </Anchor>
              </Group>
              <Group gap={6}>
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${config.brokerEmail}`} size="sm">
                  {config.brokerEmail}
                </Anchor>
              </Group>
            </Stack>
          </Group>
        ) : null}
        <Text size="xs" c="dimmed" mt="lg">
          © {new Date().getFullYear()} {config?.productTitle ?? 'CRE Sale Analyzer'}. Analyses are estimates,
          not appraisals or investment advice.
        </Text>
      </Container>
    </Box>
  );
}
