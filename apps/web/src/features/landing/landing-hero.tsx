import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconChartBar } from '@tabler/icons-react';

/** The landing hero: headline, value proposition and calls to action. */
export function LandingHero({ productTitle }: { productTitle: string }) {
  return (
    <Box
      component="section"
      py={{ base: 48, md: 88 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-navy-9) 0%, var(--mantine-color-navy-7) 55%, var(--mantine-color-navy-5) 100%)',
        color: 'white',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Badge
            color="gold"
            variant="filled"
            size="lg"
            radius="sm"
            c="dark.9"
            leftSection={<IconChartBar size={14} />}
          >
            {productTitle}
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44, md: 52 }} lh={1.1} c="white">
            Know what your commercial property is worth before you sell
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="navy.0">
            Free owner's playbook plus a professional underwriting tool: NOI, cap rates, cash-on-cash, IRR,
            multi-tenant rent rolls and a recommended hold period, in minutes.
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href="#register"
              size="lg"
              color="gold"
              c="dark.9"
              rightSection={<IconArrowRight size={18} />}
            >
              Get Free Access
            </Button>
            <Button component="a" href="#benefits" size="lg" variant="outline" color="white">
              See What's Included
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
