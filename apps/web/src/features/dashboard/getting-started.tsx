import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';

const STEPS = [
  { title: 'Download the playbook', text: "Read the owner's playbook to prepare your property for sale." },
  {
    title: 'Run your first analysis',
    text: 'Enter price, rent, expenses and financing to see NOI, cap rates and IRR.',
  },
  { title: 'Contact the broker', text: 'Talk through the numbers and your options with a licensed broker.' },
];

/** "Getting Started" card with the three steps. */
export function GettingStartedCard() {
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        Getting Started
      </Title>
      <List spacing="md" center={false} listStyleType="none" p={0}>
        {STEPS.map((step, index) => (
          <List.Item
            key={step.title}
            icon={
              <ThemeIcon size={28} radius="xl" aria-hidden>
                <Text fw={700} size="sm" c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text fw={600}>{step.title}</Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
