// Sections whose pages a later release brings: their routes render the one coming-soon page, and
// every link to them says so before the click (a host is never surprised by a dead end). The
// router test checks this list against the routes that render the coming-soon page, both ways.
export const comingSoonSections = [
  '/booking-request-confirmation',
  '/checklist',
  '/insights',
  '/account',
  '/verification',
  '/feature-toggle',
  '/legal',
] as const;

/** Whether an in-app address leads to a section that is not built yet. */
export function isComingSoonPath(to: string): boolean {
  if (!to.startsWith('/')) return false;
  const pathname = to.split(/[?#]/)[0] ?? to;
  return comingSoonSections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
