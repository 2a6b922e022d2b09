import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Dashboard card linking to the market insights blog. */
export function MarketInsightsCard() {
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" variant="light" color="gold" aria-hidden>
            <IconChartLine size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Market Insights
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Articles on cap rates, financing and timing a sale in today's commercial real estate market.
        </Text>
        <Button component={Link} to="/blog" variant="light">
          Read Market Insights
        </Button>
      </Stack>
    </Card>
  );
}
