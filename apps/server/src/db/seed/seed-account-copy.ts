import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { randomBytes, randomInt } from 'node:crypto';
import { displayName } from '@hostdeck/contract/user/user.rules';
import { findUserByEmail } from '../../identity/identity.repository';
import type { FileStorage } from '../../storage/file-storage';
import type { Database } from '../client';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  planDemoSeed,
  writeDemoPlan,
  type DemoAccount,
  type DemoSeedPlan,
  type SeedPhotoRenders,
} from './seed';

export interface DemoAccountCopy {
  id: string;
  email: string;
  password: string;
  displayName: string;
  role: 'host' | 'staff';
}

/** `anna@demo.test` → `anna+5f0c2a9e1b@demo.test`: still reads as whose copy it is. */
function copyEmail(like: DemoAccount): string {
  const [local, domain] = DEMO_ACCOUNTS[like].split('@');
  return `${local}+${randomBytes(5).toString('hex')}@${domain}`;
}

/** Only the rows that belong to one account of the plan, under a new email. */
function onlyAccount(
  plan: DemoSeedPlan,
  email: string,
  newEmail: string,
  overrides: { alias?: string; locale?: AppLocale },
): DemoSeedPlan {
  const user = plan.users.find((row) => row.email === email);
  if (!user) throw new Error(`the demo seed has no account ${email}`);
  const theirs = <T extends { hostId: string }>(rows: T[]) => rows.filter((row) => row.hostId === user.id);
  const units = theirs(plan.listings.units);
  const unitIds = new Set(units.map((unit) => unit.id));
  return {
    users: [
      {
        ...user,
        email: newEmail,
        ...(overrides.alias === undefined ? {} : { alias: overrides.alias }),
        ...(overrides.locale === undefined ? {} : { locale: overrides.locale }),
      },
    ],
    listings: {
      properties: theirs(plan.listings.properties),
      units,
      listingProgress: plan.listings.listingProgress.filter((row) => unitIds.has(row.unitId)),
      photos: plan.listings.photos.filter((photo) => unitIds.has(photo.row.unitId)),
    },
    reservations: {
      bookings: theirs(plan.reservations.bookings),
      bookingRequests: theirs(plan.reservations.bookingRequests),
      inquiries: theirs(plan.reservations.inquiries),
      reviews: theirs(plan.reservations.reviews),
      conversations: theirs(plan.reservations.conversations),
      messages: theirs(plan.reservations.messages),
    },
    notifications: theirs(plan.notifications),
    subscriptions: theirs(plan.subscriptions),
    seasons: plan.seasons.filter((row) => unitIds.has(row.unitId)),
    tasks: theirs(plan.tasks),
    savedReplies: theirs(plan.savedReplies),
    calendar: {
      blocks: theirs(plan.calendar.blocks),
      daySettings: plan.calendar.daySettings.filter((row) => unitIds.has(row.unitId)),
    },
  };
}

/**
 * A new account shaped like one of the demo accounts (same names, settings, listings, stays and
 * messages), with its own email and fresh ids, so a test can change it without touching anyone
 * else's data. The demo plan is drawn again from a random seed, which is what gives every row new
 * ids; the unique indexes still guard against the rare public-id collision.
 */
export async function seedDemoAccountCopy(
  db: Database,
  storage: FileStorage,
  like: DemoAccount,
  /** `alias`: the name the shell shows, for tests of how a long one fits; `locale`: the account's language. */
  options: { now?: Date; renders?: SeedPhotoRenders; alias?: string; locale?: AppLocale } = {},
): Promise<DemoAccountCopy> {
  const email = copyEmail(like);
  const plan = onlyAccount(
    planDemoSeed(options.now ?? new Date(), randomInt(2 ** 31)),
    DEMO_ACCOUNTS[like],
    email,
    { alias: options.alias, locale: options.locale },
  );
  await writeDemoPlan(db, storage, plan, options.renders);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`the copy ${email} was not written`);
  return {
    id: user.id,
    email,
    password: DEMO_PASSWORD,
    displayName: displayName(user),
    role: user.role === 'staff' ? 'staff' : 'host',
  };
}
