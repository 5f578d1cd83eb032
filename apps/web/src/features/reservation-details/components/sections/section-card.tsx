import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One part of a reservation (guest, stay, unit, price…), a landmark named by its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
