import type { ListingStepProps } from '../listing-step.types';
import { CalendarAvailabilityForm } from '../pricing/calendar-availability-form';

/** Step calendar-availability: open the calendar for bookings now, or keep it closed. */
export function CalendarAvailabilityStep({ unit }: ListingStepProps) {
  return <CalendarAvailabilityForm unit={unit} />;
}
