import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card holding one form panel; the title labels the region for assistive technology. */
export function PanelCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={3} id={id} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
