import { Container } from '@mantine/core';
import { CalendarTimelinePage } from '@/features/calendar/timeline/components/calendar-timeline-page';

/** /calendar for a host with several units: the multi-unit timeline. */
export function Component() {
  return (
    <Container fluid py="xl">
      <CalendarTimelinePage />
    </Container>
  );
}
