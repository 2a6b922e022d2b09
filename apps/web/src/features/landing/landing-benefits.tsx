import { Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconBuildingStore, IconCalculator, IconCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const PLAYBOOK_BENEFITS = [
  'Prepare financials buyers and lenders expect to see',
  'Understand how cap rates set your sale price',
  'Time the sale around leases, rates and the market',
  'Avoid the costly mistakes owners make when selling',
];

const ANALYZER_BENEFITS = [
  'NOI, going-in and exit cap rates, and market value',
  'Cash-on-cash, IRR, ROI and ROE with financing',
  'Multi-tenant rent roll with WALT and free rent',
  'Five-year cash flow and appreciation projections',
  'Save projects and export CSV and PDF reports',
];

const AUDIENCE = [
  {
    title: 'Property owners',
    text: 'Planning a sale of an office, retail, industrial or multifamily asset.',
  },
  { title: 'Investors', text: 'Comparing acquisitions and deciding how long to hold.' },
  { title: '1031 exchange buyers', text: 'Running the numbers quickly on replacement properties.' },
];

function BenefitCard({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <Card p="xl">
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="green" size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** Playbook and analyzer benefit lists, then who the product is for. */
export function LandingBenefits() {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }} component="section" id="benefits">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={2} fz={{ base: 26, md: 34 }}>
            Everything you need to sell with confidence
          </Title>
          <Text c="dimmed" maw={640}>
            Two tools, one free account: the owner's playbook and a professional sale analyzer.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <BenefitCard
            icon={<IconBook2 size={26} />}
            title="The Owner's Playbook"
            items={PLAYBOOK_BENEFITS}
          />
          <BenefitCard
            icon={<IconCalculator size={26} />}
            title="The Sale Analyzer"
            items={ANALYZER_BENEFITS}
          />
        </SimpleGrid>
        <Stack gap="md">
          <Title order={2} fz={{ base: 24, md: 30 }} ta="center">
            Who it is for
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {AUDIENCE.map((item, index) => (
              <Card key={item.title}>
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="md" variant="light" color="gold" aria-hidden>
                    {index === 0 ? <IconBuildingStore size={22} /> : <IconUsers size={22} />}
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {item.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {item.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
