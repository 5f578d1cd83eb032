import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { icalFeeds } from '../../db/schema/calendar.table';
import { units } from '../../db/schema/properties.table';
import { liveUnitOf } from '../units/units.repository';

/** Dates as the feeds write them: 2027-01-08 → 20270108. */
const compact = (date: string) => date.replace(/-/g, '');

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export interface FeedStay {
  uid: string;
  dateFrom: string;
  dateTo: string;
}

/**
 * Airbnb's hosting calendar export as Airbnb writes it: reservations are `SUMMARY:Reserved` with the
 * reservation link and the last phone digits in DESCRIPTION, nights the host closed are
 * `SUMMARY:Airbnb (Not available)`, both all-day, no DTSTAMP.
 */
export function airbnbFeed(reserved: FeedStay[], closed: FeedStay[] = []): string {
  const event = (stay: FeedStay, summary: string, description?: string) => [
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${compact(stay.dateTo)}`,
    `DTSTART;VALUE=DATE:${compact(stay.dateFrom)}`,
    `UID:${stay.uid}@airbnb.com`,
    ...(description ? [description] : []),
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...reserved.flatMap((stay) =>
      event(
        stay,
        'Reserved',
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCD1234\\nPhone N\r\n umber (Last 4 Digits): 4821',
      ),
    ),
    ...closed.flatMap((stay) => event(stay, 'Airbnb (Not available)')),
    'END:VCALENDAR',
  ]);
}

/** Booking.com's availability export: every closed stretch is `SUMMARY:CLOSED - Not available`. */
export function bookingComFeed(closed: FeedStay[], stamp = '20261127T093000Z'): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...closed.flatMap((stay) => [
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(stay.dateFrom)}`,
      `DTEND;VALUE=DATE:${compact(stay.dateTo)}`,
      `UID:${stay.uid}@booking.com`,
      `DTSTAMP:${stamp}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** Vrbo's (HomeAway) export: `Reserved` stays and `Blocked` nights, with DTSTAMP. */
export function vrboFeed(reserved: FeedStay[], blocked: FeedStay[] = []): string {
  const event = (stay: FeedStay, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${stay.uid}@vrbo.com`,
    'DTSTAMP:20261127T093000Z',
    `DTSTART;VALUE=DATE:${compact(stay.dateFrom)}`,
    `DTEND;VALUE=DATE:${compact(stay.dateTo)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HomeAway.com\\, Inc.//EN',
    ...reserved.flatMap((stay) => event(stay, 'Reserved')),
    ...blocked.flatMap((stay) => event(stay, 'Blocked')),
    'END:VCALENDAR',
  ]);
}

export interface FeedServer {
  /** The address of a path on the server: `url('/airbnb.ics')`. */
  url(path: string): string;
  /** What the server answers at a path from now on: a body (text/calendar), or an HTTP status. */
  set(path: string, answer: string | number): void;
  close(): Promise<void>;
}

/** A local server answering feeds as a channel would, changeable between reads. */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, string | number>();
  const server: Server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? 404;
    if (typeof answer === 'number') response.writeHead(answer).end();
    else response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The host's first imported feed, made on their first live unit when they have none (the demo seed
 * imports no calendar), for tests that need one feed id of each host. Never read: its address is
 * on a reserved domain and no refresh runs in tests unless asked.
 */
export async function ownedIcalFeedId(db: Database, hostId: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .where(eq(icalFeeds.hostId, hostId))
    .orderBy(asc(icalFeeds.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const [unit] = await db
    .select({ id: units.id })
    .from(units)
    .where(liveUnitOf(hostId))
    .orderBy(asc(units.createdAt))
    .limit(1);
  if (!unit) return undefined;
  const [feed] = await db
    .insert(icalFeeds)
    .values({
      unitId: unit.id,
      hostId,
      name: 'Airbnb',
      url: 'https://calendar.example.com/unit.ics',
      color: 'pink',
    })
    .returning({ id: icalFeeds.id });
  return feed?.id;
}
