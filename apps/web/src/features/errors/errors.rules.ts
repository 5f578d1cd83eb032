import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { paths } from '@/app/paths';

export type ErrorPageTarget = { kind: 'upcomingBookings'; to: string } | { kind: 'home'; to: string };

/**
 * The not-found and error pages' button leads to upcoming bookings where the host can see
 * bookings, else to the homepage (also when who the host is is not known yet).
 */
export function notFoundTarget(features: AppFeatures | undefined): ErrorPageTarget {
  if (features?.bookingsViewAvailable)
    return { kind: 'upcomingBookings', to: paths.reservations('upcoming') };
  return { kind: 'home', to: paths.home };
}
