import { Anchor, Box, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Centered card layout shared by the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" component="main" bg="var(--mantine-color-default-hover)">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Group gap="sm" justify="center">
              <ThemeIcon size={40} radius="md" aria-hidden>
                <IconBuildingSkyscraper size={24} />
              </ThemeIcon>
              <Text fw={800} fz="xl">
                CRE Sale Analyzer
              </Text>
            </Group>
          </Anchor>
          <Card p="xl">
            <Stack gap="xs" mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Card>
        </Stack>
      </Box>
    </Center>
  );
}
