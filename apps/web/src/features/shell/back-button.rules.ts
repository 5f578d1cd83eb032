import { paths, type MessageChannelStatus } from '@/app/paths';
import { reservationsPath } from './navigation.rules';

// On detail pages the back button returns to the list; on the
// host's request-related pages it goes to requests if any are pending, else to confirmed.

export interface BackTargetInput {
  pathname: string;
  pendingRequestsCount: number;
}

type Rule = { pattern: RegExp; target: (match: RegExpMatchArray, input: BackTargetInput) => string };

const decoded = (value: string | undefined) => decodeURIComponent(value ?? '');

const rules: Rule[] = [
  {
    pattern: /^\/booking-request-(?:details|confirmation)\/[^/]+\/?$/,
    target: (_, input) => reservationsPath(input.pendingRequestsCount),
  },
  { pattern: /^\/booking-details\/[^/]+\/?$/, target: () => paths.reservations('all') },
  { pattern: /^\/inquiries\/[^/]+\/?$/, target: () => paths.reservations('inquiries') },
  {
    pattern: /^\/messages\/(all|archived|any)\/[^/]+\/?$/,
    target: (match) => paths.messagesChannels(match[1] as MessageChannelStatus),
  },
  // The compact manage-subscription page returns to its unit; other unit pages to the property.
  {
    pattern: /^\/properties\/([^/]+)\/units\/([^/]+)\/manage-subscription\/?$/,
    target: (match) => paths.unit(decoded(match[1]), decoded(match[2])),
  },
  {
    pattern: /^\/properties\/([^/]+)\/units\/[^/]+(?:\/.*)?$/,
    target: (match) => paths.property(decoded(match[1])),
  },
  { pattern: /^\/properties\/[^/]+(?:\/.*)?$/, target: () => paths.properties },
  { pattern: /^\/checklist\/.+$/, target: () => paths.properties },
];

/** Where the header's back button leads from this page, or null when the page has none. */
export function getBackTarget(input: BackTargetInput): string | null {
  for (const rule of rules) {
    const match = input.pathname.match(rule.pattern);
    if (match) return rule.target(match, input);
  }
  return null;
}
