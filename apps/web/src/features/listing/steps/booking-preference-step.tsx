import type { ListingStepProps } from '../listing-step.types';
import { BookingPreferenceForm } from '../pricing/booking-preference-form';

/** Step booking-preference: instant booking or on request, and the cancellation policy. */
export function BookingPreferenceStep({ unit }: ListingStepProps) {
  return <BookingPreferenceForm unit={unit} />;
}
