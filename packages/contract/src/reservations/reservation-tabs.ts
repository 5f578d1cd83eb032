// The tabs of /reservations/{tab}, without zod: the web app's address table reads them on every page.
export const reservationTabs = [
  'requests',
  'rejected',
  'expired',
  'confirmed',
  'completed',
  'cancelled',
  'upcoming',
  'current',
  'all',
  'inquiries',
  'inquiries-archived',
] as const;
export type ReservationTab = (typeof reservationTabs)[number];
