import { count } from 'drizzle-orm';
import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';
import { hashPassword } from '../../identity/passwords';
import { subscriptionPlan } from '../../modules/subscriptions/subscription-plans.catalogue';
import { DiskFileStorage, type FileStorage } from '../../storage/file-storage';
import type { Database } from '../client';
import { calendarBlocks, unitDaySettings } from '../schema/calendar.table';
import { conversations, messages } from '../schema/messaging.table';
import { savedReplies, type NewSavedReplyRow } from '../schema/saved-replies.table';
import { notifications, type NewNotificationRow } from '../schema/notifications.table';
import { listingProgress, photos, properties, units } from '../schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../schema/reservations.table';
import { reviews } from '../schema/reviews.table';
import { unitSeasons, type NewUnitSeasonRow } from '../schema/listing.table';
import { subscriptions, type NewSubscriptionRow } from '../schema/subscriptions.table';
import { tasks, type NewTaskRow } from '../schema/tasks.table';
import { users, type NewUserRow } from '../schema/users.table';
import { agencyProperties, ANNA_PROPERTIES, NEW_HOST_PROPERTIES } from './demo-listings';
import { createRng } from './prng';
import { createSeedClock } from './seed-clock';
import { createSeedIds } from './seed-ids';
import { extraBookingsFromEnv, seedExtraBookings } from './seed-extra-bookings';
import { extraUnitsFromEnv, seedExtraUnits } from './seed-extra-units';
import { buildListings, type ListingRows, type PlannedPhoto } from './seed-listings';
import { renderSeedPhoto, type SceneKind, type SeedPhoto } from './seed-photos';
import { demoCalendar, type DemoCalendarRows } from './seed-calendar';
import { demoSeasons } from './seed-seasons';
import { seedDemoApiKeys } from './seed-api-keys';
import { generateReservations, type ReservationRows } from './seed-reservations';
import { demoTasks } from './seed-tasks';
import { demoSavedReplies } from './seed-saved-replies';

/** The password of every demo account (DESIGN.md). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = {
  anna: 'anna@demo.test',
  agency: 'agency@demo.test',
  newHost: 'new@demo.test',
  staff: 'staff@demo.test',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Seed shape knobs; counts the tests check come from `planDemoSeed`. */
export const AGENCY_SINGLE_PROPERTIES = 38;
export const AGENCY_RESIDENCES = 3;
export const AGENCY_UNITS_PER_RESIDENCE = 4;
const SEED = 20_240_601;

export interface SeedOptions {
  /** Where photos go (DiskFileStorage); ignored when `storage` is given. */
  filesDir?: string;
  storage?: FileStorage;
  /** "Today" for relative dates; tests pin it. */
  now?: Date;
  /** Opt-in volume: extra agency units for performance checks; default from SEED_EXTRA_UNITS (off). */
  extraUnits?: number;
  /** Opt-in volume: extra agency bookings for performance checks; default from SEED_BOOKINGS (off). */
  extraBookings?: number;
}

const COMMISSION_FEATURES: AppFeatures = {
  bookingsAvailable: true,
  bookingsViewAvailable: true,
  commissionApplicable: true,
  inquiriesAvailable: true,
  inquiriesViewAvailable: true,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
};
const AGENCY_FEATURES: AppFeatures = {
  ...COMMISSION_FEATURES,
  commissionApplicable: false,
  subscriptionApplicable: true,
  isSubscriptionCheckoutAvailable: true,
  isB2B: true,
};
const NO_FEATURES: AppFeatures = {
  bookingsAvailable: false,
  bookingsViewAvailable: false,
  commissionApplicable: false,
  inquiriesAvailable: false,
  inquiriesViewAvailable: false,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
};

type UserSeed = Omit<NewUserRow, 'passwordHash'> & { id: string; email: string };

export interface DemoSeedPlan {
  users: UserSeed[];
  listings: ListingRows;
  reservations: ReservationRows;
  notifications: NewNotificationRow[];
  subscriptions: NewSubscriptionRow[];
  seasons: NewUnitSeasonRow[];
  tasks: NewTaskRow[];
  /** The hosts' saved replies (the new host has none yet). */
  savedReplies: NewSavedReplyRow[];
  /** Manual blocks and night prices next month. */
  calendar: DemoCalendarRows;
}

/**
 * Every row of the demo seed, built in memory (no I/O): deterministic for a given `now` and
 * `seed`. Another seed gives the same accounts and listings with other ids, which is how the
 * browser tests get fresh copies of a demo account (seed-account-copy.ts).
 */
export function planDemoSeed(now: Date, seed = SEED): DemoSeedPlan {
  const rng = createRng(seed);
  const clock = createSeedClock(now);
  const ids = createSeedIds(rng);
  const at = (days: number) => clock.fromNow(days);

  const anna: UserSeed = {
    id: ids.uuid(),
    email: DEMO_ACCOUNTS.anna,
    role: 'host',
    type: 'individual',
    firstName: 'Anna',
    lastName: 'Novak',
    locale: 'en-US',
    onboardingStatus: 'finished',
    accountSource: 'registration',
    commercialModel: 'commission',
    commercialModelVariant: 'split',
    kycInitiated: true,
    appFeatures: COMMISSION_FEATURES,
    aboutHost:
      'I grew up on the Dalmatian coast and now look after family houses in Croatia and a few favourite places across southern Europe. I love sharing local tips.',
    hostLanguages: ['en', 'hr', 'it', 'de'],
    phone: '+385 91 555 0123',
    phoneForGuests: '+385 91 555 0123',
    sendInquirySms: true,
    showPhoneNumberOnOffer: true,
    marketingConsent: true,
    createdAt: at(-400),
    updatedAt: at(-3),
  };
  const agency: UserSeed = {
    id: ids.uuid(),
    email: DEMO_ACCOUNTS.agency,
    role: 'host',
    type: 'company',
    firstName: 'Marko',
    lastName: 'Horvat',
    companyName: 'Adriatic Stays Ltd',
    locale: 'en-US',
    onboardingStatus: 'finished',
    // Agencies came over from the previous platform, so they meet the welcome tour.
    accountSource: 'migrated',
    commercialModel: 'subscription',
    commercialModelVariant: 'subscription_2',
    kycInitiated: true,
    isCoinSubscriptionEnabled: true,
    appFeatures: AGENCY_FEATURES,
    aboutHost:
      'Adriatic Stays manages holiday homes from Istria to the Bay of Kotor, with a local team in every town.',
    hostLanguages: ['en', 'hr', 'de', 'it'],
    phone: '+385 1 555 0199',
    secondaryPhone: '+385 98 555 0142',
    secondaryPhoneType: 'mobile',
    phoneForGuests: '+385 98 555 0142',
    createdAt: at(-900),
    updatedAt: at(-10),
  };
  const newHost: UserSeed = {
    id: ids.uuid(),
    email: DEMO_ACCOUNTS.newHost,
    role: 'host',
    type: 'individual',
    firstName: 'Nina',
    lastName: 'Petrović',
    locale: 'en-US',
    onboardingStatus: 'in_progress',
    accountSource: 'registration',
    commercialModel: 'commission',
    appFeatures: COMMISSION_FEATURES,
    createdAt: at(-2),
    updatedAt: at(-1),
  };
  const staff: UserSeed = {
    id: ids.uuid(),
    email: DEMO_ACCOUNTS.staff,
    role: 'staff',
    type: 'individual',
    firstName: 'Sam',
    lastName: 'Support',
    locale: 'en-US',
    onboardingStatus: 'finished',
    accountSource: 'staff_created',
    appFeatures: NO_FEATURES,
    createdAt: at(-1000),
    updatedAt: at(-1000),
  };

  const annaListings = buildListings(rng, clock, ids, anna.id, ANNA_PROPERTIES, 380);
  const agencyListings = buildListings(
    rng,
    clock,
    ids,
    agency.id,
    agencyProperties(rng, AGENCY_SINGLE_PROPERTIES, AGENCY_RESIDENCES, AGENCY_UNITS_PER_RESIDENCE),
    850,
  );
  const newListings = buildListings(rng, clock, ids, newHost.id, NEW_HOST_PROPERTIES, 1);
  const listings: ListingRows = {
    properties: [...annaListings.properties, ...agencyListings.properties, ...newListings.properties],
    units: [...annaListings.units, ...agencyListings.units, ...newListings.units],
    listingProgress: [
      ...annaListings.listingProgress,
      ...agencyListings.listingProgress,
      ...newListings.listingProgress,
    ],
    photos: [...annaListings.photos, ...agencyListings.photos, ...newListings.photos],
  };

  // Stays only on live listings with a public page.
  const reservable = (rows: ListingRows) =>
    rows.units
      .filter((u) => u.state === 'PUBLISHED' && (u.previewLinks?.length ?? 0) > 0)
      .map((u) => ({
        id: u.id as string,
        hostId: u.hostId,
        pricePerNight: u.pricePerNight ?? 10_000,
        minNights: u.minNights ?? 2,
        capacity: u.guests ?? 2,
        lengthOfStayDiscounts: u.lengthOfStayDiscounts,
      }));
  const annaReservations = generateReservations(rng, clock, ids, reservable(annaListings), {
    pastDays: 150,
    futureDays: 120,
    conversations: 12,
    unreadConversations: 4,
  });
  const agencyReservations = generateReservations(rng, clock, ids, reservable(agencyListings), {
    pastDays: 60,
    futureDays: 90,
    conversations: 10,
    unreadConversations: 3,
    // The agency pays for a subscription: its stays keep no commission.
    hostFee: { kind: 'subscription' },
  });
  const reservations: ReservationRows = {
    bookings: [...annaReservations.bookings, ...agencyReservations.bookings],
    bookingRequests: [...annaReservations.bookingRequests, ...agencyReservations.bookingRequests],
    inquiries: [...annaReservations.inquiries, ...agencyReservations.inquiries],
    reviews: [...annaReservations.reviews, ...agencyReservations.reviews],
    conversations: [...annaReservations.conversations, ...agencyReservations.conversations],
    messages: [...annaReservations.messages, ...agencyReservations.messages],
  };

  const unitByTitle = (rows: ListingRows, title: string) =>
    rows.units.find((u) => u.title === title)?.id ?? null;
  const annaNotifications: [NewNotificationRow['type'], string | null, number, boolean][] = [
    ['uniqueRegistrationNumber', unitByTitle(annaListings, 'Studio near Santa Croce'), -1, false],
    ['requiredCodiceIdentificationNumber', unitByTitle(annaListings, 'Tuscan Farmhouse Loft'), -3, false],
    ['instantBookingSome', null, -5, false],
    ['discountPromotion', unitByTitle(annaListings, 'Seafront Apartment Bačvice'), -9, true],
    ['describeIdealGuest', null, -14, true],
    ['instantBooking', unitByTitle(annaListings, 'Stone House with Olive Garden'), -20, true],
    ['instantBookingAll', null, -30, true],
  ];
  const agencyTypes: NewNotificationRow['type'][] = [
    'discountPromotion',
    'instantBooking',
    'describeIdealGuest',
    'uniqueRegistrationNumber',
    'instantBookingSome',
  ];
  const agencyUnits = agencyListings.units.filter((u) => u.state === 'PUBLISHED');
  const notificationRows: NewNotificationRow[] = [
    ...annaNotifications.map(([type, unitId, days, read]) => ({
      hostId: anna.id,
      type,
      unitId,
      read,
      createdAt: at(days),
    })),
    // Enough for the list to page; the newest five unread.
    ...Array.from({ length: 26 }, (_, i) => {
      const type = agencyTypes[i % agencyTypes.length] as NewNotificationRow['type'];
      const unitId =
        type === 'describeIdealGuest' || type === 'instantBookingSome'
          ? null
          : (agencyUnits[i % agencyUnits.length]?.id ?? null);
      return { hostId: agency.id, type, unitId, read: i >= 5, createdAt: at(-0.5 - i * 2.5) };
    }),
    { hostId: newHost.id, type: 'describeIdealGuest', unitId: null, read: false, createdAt: at(-1) },
  ];

  const published = agencyListings.units.filter((u) => u.state === 'PUBLISHED').length;
  const agencyPlan = subscriptionPlan('agency-pro-12m');
  const subscriptionRows: NewSubscriptionRow[] = [
    {
      hostId: agency.id,
      // The plan comes from the one catalogue the plans call answers.
      planId: agencyPlan.id,
      planName: agencyPlan.name,
      period: agencyPlan.period,
      periodUnit: 'month',
      status: 'active',
      internalStatus: 'active',
      expirationDate: at(150),
      leadsEnabled: true,
      leadsRemaining: 42,
      leadsTotal: 120,
      unitPublishCost: 1,
      unitPublishQuota: 60,
      unitPublishUsed: published,
      boostAvailableItems: 3,
      boostCost: 1,
      boostLevel: 'account',
      boostQuota: 6,
      boostUsed: 3,
      boostScheduledPeriods: [{ startDate: clock.day(14), endDate: clock.day(28) }],
      coinUnitPublishEnabled: true,
      coinUnitPublishQuota: 10,
      coinUnitPublishUsed: 4,
      coinBoostEnabled: true,
      coinBoostQuota: 8,
      coinBoostUsed: 2,
      createdAt: at(-215),
      updatedAt: at(-30),
    },
  ];

  return {
    users: [anna, agency, newHost, staff],
    listings,
    reservations,
    notifications: notificationRows,
    subscriptions: subscriptionRows,
    seasons: demoSeasons(listings.units, anna.id, now),
    tasks: demoTasks(listings, [anna.id, agency.id, newHost.id], at(-5)),
    savedReplies: demoSavedReplies([anna.id, agency.id], at(-60)),
    calendar: demoCalendar(
      listings.units,
      [anna.id, agency.id],
      [...reservations.bookings, ...reservations.bookingRequests, ...reservations.inquiries],
      now,
    ),
  };
}

/** Row counts of the plan, per table (what a seeded database holds). */
export function demoSeedVolume(plan: DemoSeedPlan) {
  return {
    users: plan.users.length,
    properties: plan.listings.properties.length,
    units: plan.listings.units.length,
    listingProgress: plan.listings.listingProgress.length,
    photos: plan.listings.photos.length,
    bookings: plan.reservations.bookings.length,
    bookingRequests: plan.reservations.bookingRequests.length,
    inquiries: plan.reservations.inquiries.length,
    reviews: plan.reservations.reviews.length,
    conversations: plan.reservations.conversations.length,
    messages: plan.reservations.messages.length,
    notifications: plan.notifications.length,
    subscriptions: plan.subscriptions.length,
    tasks: plan.tasks.length,
    savedReplies: plan.savedReplies.length,
  };
}
export type DemoSeedVolume = ReturnType<typeof demoSeedVolume>;

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const BATCH = 400;
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The drawn photos by scene and palette; a caller writing several plans can keep one. */
export type SeedPhotoRenders = Map<string, SeedPhoto>;

async function writePhotos(
  storage: FileStorage,
  planned: PlannedPhoto[],
  rendered: SeedPhotoRenders,
): Promise<void> {
  // Draw each scene/palette once; every unit still gets its own files.
  const render = (scene: SceneKind, palette: number): SeedPhoto => {
    const key = `${scene}:${palette}`;
    let photo = rendered.get(key);
    if (!photo) {
      photo = renderSeedPhoto(scene, palette);
      rendered.set(key, photo);
    }
    return photo;
  };
  const jobs = planned.map((photo) => {
    const image = render(photo.scene, photo.palette);
    photo.row.sizeBytes = image.photo.length;
    return async () => {
      await storage.put(photo.row.storageKey, image.photo, 'image/png');
      if (photo.row.thumbnailKey) await storage.put(photo.row.thumbnailKey, image.thumbnail, 'image/png');
    };
  });
  const parallel = 16;
  for (let i = 0; i < jobs.length; i += parallel)
    await Promise.all(jobs.slice(i, i + parallel).map((job) => job()));
}

/**
 * Writes a plan (or part of one): photos go to file storage first, then every row in one
 * transaction, so a failure leaves no half-filled database behind.
 */
export async function writeDemoPlan(
  db: Database,
  storage: FileStorage,
  plan: DemoSeedPlan,
  renders: SeedPhotoRenders = new Map(),
): Promise<void> {
  const [hashes] = await Promise.all([
    Promise.all(plan.users.map(() => hashPassword(DEMO_PASSWORD))),
    writePhotos(storage, plan.listings.photos, renders),
  ]);

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(plan.users.map((user, i) => ({ ...user, passwordHash: hashes[i] as string })));
    const { listings, reservations } = plan;
    await insertAll(listings.properties, (batch) => tx.insert(properties).values(batch));
    await insertAll(listings.units, (batch) => tx.insert(units).values(batch));
    await insertAll(listings.listingProgress, (batch) => tx.insert(listingProgress).values(batch));
    await insertAll(
      listings.photos.map((p) => p.row),
      (batch) => tx.insert(photos).values(batch),
    );
    await insertAll(reservations.bookings, (batch) => tx.insert(bookings).values(batch));
    await insertAll(reservations.bookingRequests, (batch) => tx.insert(bookingRequests).values(batch));
    await insertAll(reservations.inquiries, (batch) => tx.insert(inquiries).values(batch));
    await insertAll(reservations.reviews, (batch) => tx.insert(reviews).values(batch));
    await insertAll(reservations.conversations, (batch) => tx.insert(conversations).values(batch));
    await insertAll(reservations.messages, (batch) => tx.insert(messages).values(batch));
    await insertAll(plan.notifications, (batch) => tx.insert(notifications).values(batch));
    await insertAll(plan.subscriptions, (batch) => tx.insert(subscriptions).values(batch));
    await insertAll(plan.seasons, (batch) => tx.insert(unitSeasons).values(batch));
    await insertAll(plan.tasks, (batch) => tx.insert(tasks).values(batch));
    await insertAll(plan.savedReplies, (batch) => tx.insert(savedReplies).values(batch));
    await insertAll(plan.calendar.blocks, (batch) => tx.insert(calendarBlocks).values(batch));
    await insertAll(plan.calendar.daySettings, (batch) => tx.insert(unitDaySettings).values(batch));
  });
}

/**
 * Seeds the demo accounts and their data (DESIGN.md "Demo accounts") into an empty database:
 * does nothing when any user exists.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return { seeded: false };

  const plan = planDemoSeed(options.now ?? new Date());
  const storage = options.storage ?? (options.filesDir ? new DiskFileStorage(options.filesDir) : null);
  if (!storage) throw new Error('seedDemoData needs filesDir or storage for the demo photos');
  await writeDemoPlan(db, storage, plan);
  await seedDemoApiKeys(db);
  await seedExtraUnits(db, options.extraUnits ?? extraUnitsFromEnv(), options.now);
  await seedExtraBookings(db, options.extraBookings ?? extraBookingsFromEnv(), options.now);
  return { seeded: true };
}
