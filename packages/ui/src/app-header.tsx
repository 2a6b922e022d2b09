import { Badge, Box, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** Product or page title shown next to the logo. */
  title: string;
  /** Small badge after the title, e.g. "Dashboard". */
  badge?: string;
  /** Line under the title, e.g. "Welcome, jane@example.com". */
  subtitle?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  /** Render the title as a heading of this level (e.g. 1 when the page has no other h1). */
  titleOrder?: 1 | 2 | 3;
}

/**
 * Page header used by the signed-in screens (sticky from tablet width up): logo, title, optional badge and
 * welcome line, and an actions area that wraps on narrow screens.
 */
export function AppHeader({ title, badge, subtitle, actions, titleOrder }: AppHeaderProps) {
  return (
    <Box
      component="header"
      py="sm"
      pos={{ base: 'static', sm: 'sticky' }}
      top={0}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        zIndex: 100,
      }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="md" variant="filled" aria-hidden>
              <IconBuildingSkyscraper size={24} />
            </ThemeIcon>
            <Box miw={0}>
              <Group gap="xs" wrap="wrap">
                {titleOrder ? (
                  <Title order={titleOrder} fw={800} fz={{ base: 'lg', sm: 'xl' }}>
                    {title}
                  </Title>
                ) : (
                  <Text component="span" fw={800} fz={{ base: 'lg', sm: 'xl' }}>
                    {title}
                  </Text>
                )}
                {badge ? (
                  <Badge variant="light" radius="sm">
                    {badge}
                  </Badge>
                ) : null}
              </Group>
              {subtitle ? (
                <Text size="sm" c="dimmed" truncate>
                  {subtitle}
                </Text>
              ) : null}
            </Box>
          </Group>
          {actions ? (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
      </Container>
    </Box>
  );
}
