import { Container } from '@mantine/core';
import { CalendarTimelinePage } from '@/features/calendar/timeline/components/calendar-timeline-page';

/**
 * /calendar for a host with several units: the multi-unit timeline. The route deciding between
 * one unit's month and this page renders this component; the page reads its own chunks.
 */
export function Component() {
  return (
    <Container fluid py="xl">
      <CalendarTimelinePage />
    </Container>
  );
}
