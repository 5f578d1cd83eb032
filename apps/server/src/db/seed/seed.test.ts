import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestStatusSchema } from '@hostdeck/contract/reservations/booking-request.schemas';
import { bookingStatusSchema } from '@hostdeck/contract/reservations/booking.schemas';
import { inquiryStatusSchema } from '@hostdeck/contract/reservations/inquiry.schemas';
import { verifyPassword } from '../../identity/passwords';
import { DiskFileStorage } from '../../storage/file-storage';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import * as schema from '../schema/index';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoSeedVolume,
  planDemoSeed,
  seedDemoData,
  type DemoSeedVolume,
} from './seed';

// A fixed "today" keeps the assertions about upcoming and past stays exact.
const NOW = new Date('2026-03-10T09:30:00Z');
const TODAY = '2026-03-10';

let handle: DatabaseHandle;
let db: Database;
let filesDir: string;
let firstRun: { seeded: boolean };
let seedMs: number;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'hostdeck-seed-'));
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  db = handle.db;
  const started = performance.now();
  firstRun = await seedDemoData(db, { filesDir, now: NOW });
  seedMs = performance.now() - started;
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function userId(email: string): Promise<string> {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error(`missing ${email}`);
  return row.id;
}

describe('seedDemoData', () => {
  it('seeds an empty database once, and nothing on a second call', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(await seedDemoData(db, { filesDir, now: NOW })).toEqual({ seeded: false });
    const [users] = await db.select({ total: count() }).from(schema.users);
    expect(users?.total).toBe(4);
    console.info(`demo seed took ${Math.round(seedMs)} ms`);
  });

  it('writes exactly the planned rows in every table', async () => {
    const expected = demoSeedVolume(planDemoSeed(NOW));
    const tables: Record<keyof DemoSeedVolume, PgTable> = {
      users: schema.users,
      properties: schema.properties,
      units: schema.units,
      listingProgress: schema.listingProgress,
      photos: schema.photos,
      bookings: schema.bookings,
      bookingRequests: schema.bookingRequests,
      inquiries: schema.inquiries,
      reviews: schema.reviews,
      conversations: schema.conversations,
      messages: schema.messages,
      notifications: schema.notifications,
      subscriptions: schema.subscriptions,
      tasks: schema.tasks,
      savedReplies: schema.savedReplies,
    };
    const actual: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ total: count() }).from(table);
      actual[name] = row?.total ?? -1;
    }
    expect(actual).toEqual(expected);
  });

  it('is deterministic for a given day', () => {
    const a = planDemoSeed(NOW);
    const b = planDemoSeed(NOW);
    expect(a.listings.units.map((u) => u.publicId)).toEqual(b.listings.units.map((u) => u.publicId));
    expect(a.reservations.bookings.map((r) => [r.publicId, r.checkIn, r.status])).toEqual(
      b.reservations.bookings.map((r) => [r.publicId, r.checkIn, r.status]),
    );
  });

  it('gives every demo account the password demo1234', async () => {
    const rows = await db
      .select({ email: schema.users.email, hash: schema.users.passwordHash })
      .from(schema.users);
    expect(rows.map((r) => r.email).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
    for (const row of rows) {
      expect(await verifyPassword(DEMO_PASSWORD, row.hash)).toBe(true);
      expect(await verifyPassword('wrong-password', row.hash)).toBe(false);
    }
  });
});

describe('anna@demo.test', () => {
  let anna: string;
  beforeAll(async () => {
    anna = await userId(DEMO_ACCOUNTS.anna);
  });

  it('is an individual commission host with onboarding finished', async () => {
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, anna));
    expect(user).toMatchObject({
      role: 'host',
      type: 'individual',
      onboardingStatus: 'finished',
      commercialModel: 'commission',
    });
    expect(user?.appFeatures).toMatchObject({
      bookingsAvailable: true,
      inquiriesAvailable: true,
      commissionApplicable: true,
      subscriptionApplicable: false,
    });
    const [subscription] = await db
      .select({ total: count() })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.hostId, anna));
    expect(subscription?.total).toBe(0);
  });

  it('has single units and one multi-unit property with three units in five countries', async () => {
    const props = await db.select().from(schema.properties).where(eq(schema.properties.hostId, anna));
    expect(new Set(props.map((p) => p.countryCode))).toEqual(new Set(['HR', 'IT', 'ES', 'PT', 'FR']));
    const multi = props.filter((p) => p.propertyType === 'multi');
    expect(multi).toHaveLength(1);
    const multiUnits = await db.select().from(schema.units).where(eq(schema.units.propertyId, multi[0]!.id));
    expect(multiUnits).toHaveLength(3);
    expect(props.filter((p) => p.propertyType === 'single').length).toBeGreaterThanOrEqual(5);
    for (const p of props) expect(p.publicId).toMatch(/^P-[2-9A-HJ-NP-Z]{6}$/);
  });

  it('has published units with preview links, one rejected for its registration number and one unpublished', async () => {
    const rows = await db.select().from(schema.units).where(eq(schema.units.hostId, anna));
    const published = rows.filter((u) => u.state === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(published.filter((u) => u.previewLinks.length > 0).length).toBeGreaterThanOrEqual(3);
    const rejected = rows.filter((u) => u.state === 'REJECTED_BY_STAFF');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.registrationNumberValid).toBe(false);
    expect(rows.filter((u) => u.state === 'UNPUBLISHED')).toHaveLength(1);
    for (const u of published) {
      expect(u.title).toBeTruthy();
      expect(u.pricePerNight).toBeGreaterThan(0);
      expect(u.amenities.length).toBeGreaterThan(3);
      expect(u.rooms.some((room) => room.beds.length > 0)).toBe(true);
    }
  });

  it('has bookings in every status, with stays upcoming, current and past relative to today', async () => {
    const rows = await db.select().from(schema.bookings).where(eq(schema.bookings.hostId, anna));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(bookingStatusSchema.options));
    const confirmed = rows.filter((r) => r.status === 'CONFIRMED');
    expect(confirmed.filter((r) => r.checkIn > TODAY).length).toBeGreaterThanOrEqual(5);
    expect(confirmed.filter((r) => r.checkIn <= TODAY && r.checkOut > TODAY).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(rows.filter((r) => r.status === 'COMPLETED' && r.checkOut < TODAY).length).toBeGreaterThanOrEqual(
      1,
    );
    for (const r of rows) {
      expect(r.checkOut > r.checkIn).toBe(true);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (r.cancelledAt) {
        expect(r.cancelledAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
        expect(r.cancelledAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('has booking requests in every status, several pending and not yet expired', async () => {
    const rows = await db
      .select()
      .from(schema.bookingRequests)
      .where(eq(schema.bookingRequests.hostId, anna));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(bookingRequestStatusSchema.options));
    const pending = rows.filter((r) => r.status === 'REQUESTED');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const r of pending) {
      expect(r.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(r.checkIn > TODAY).toBe(true);
    }
    for (const r of rows.filter((x) => x.status === 'EXPIRED'))
      expect(r.expiresAt.getTime()).toBeLessThan(NOW.getTime());
    for (const r of rows.filter((x) => x.status === 'CONFIRMED')) expect(r.bookingId).not.toBeNull();
    for (const r of rows) expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    for (const r of rows.filter((x) => x.status === 'REJECTED')) expect(r.rejectReason).not.toBeNull();
  });

  it('has inquiries in every status, some archived', async () => {
    const rows = await db.select().from(schema.inquiries).where(eq(schema.inquiries.hostId, anna));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(inquiryStatusSchema.options));
    expect(rows.some((r) => r.archived)).toBe(true);
    expect(rows.some((r) => r.customerPhone === null)).toBe(true);
    for (const r of rows.filter((x) => x.rejectExplanation !== null)) expect(r.rejectReason).toBe('OTHER');
  });

  it('has reviews, read and unread notifications and unread guest messages', async () => {
    const reviews = await db.select().from(schema.reviews).where(eq(schema.reviews.hostId, anna));
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.some((r) => r.reply !== null)).toBe(true);
    for (const r of reviews) expect(r.rating).toBeGreaterThanOrEqual(1);

    const notes = await db.select().from(schema.notifications).where(eq(schema.notifications.hostId, anna));
    expect(notes.some((n) => n.read)).toBe(true);
    expect(notes.some((n) => !n.read)).toBe(true);

    const unread = await db
      .select({ total: count() })
      .from(schema.messages)
      .where(
        and(
          eq(schema.messages.hostId, anna),
          eq(schema.messages.sender, 'guest'),
          isNull(schema.messages.readAt),
        ),
      );
    expect(unread[0]?.total).toBeGreaterThanOrEqual(3);
    const all = await db.select().from(schema.messages).where(eq(schema.messages.hostId, anna));
    for (const m of all) {
      expect(m.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (m.readAt) expect(m.readAt.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
    }
    const convs = await db.select().from(schema.conversations).where(eq(schema.conversations.hostId, anna));
    expect(convs.some((c) => c.archived)).toBe(true);
    expect(convs.some((c) => c.favorited)).toBe(true);
  });
});

describe('agency@demo.test', () => {
  it('is a B2B company on the subscription model with coin credits', async () => {
    const agency = await userId(DEMO_ACCOUNTS.agency);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, agency));
    expect(user).toMatchObject({
      type: 'company',
      companyName: 'Adriatic Stays Ltd',
      commercialModel: 'subscription',
      isCoinSubscriptionEnabled: true,
      onboardingStatus: 'finished',
    });
    expect(user?.appFeatures).toMatchObject({
      isB2B: true,
      subscriptionApplicable: true,
      commissionApplicable: false,
    });
    const [subscription] = await db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.hostId, agency));
    expect(subscription).toMatchObject({
      coinUnitPublishEnabled: true,
      coinBoostEnabled: true,
      leadsEnabled: true,
      internalStatus: 'active',
    });
    expect(subscription!.expirationDate.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('has enough units and properties for lists to paginate at 20, with bookings and requests', async () => {
    const agency = await userId(DEMO_ACCOUNTS.agency);
    const [unitCount] = await db
      .select({ total: count() })
      .from(schema.units)
      .where(eq(schema.units.hostId, agency));
    const [propertyCount] = await db
      .select({ total: count() })
      .from(schema.properties)
      .where(eq(schema.properties.hostId, agency));
    expect(unitCount?.total).toBeGreaterThanOrEqual(45);
    expect(propertyCount?.total).toBeGreaterThan(40);
    const [bookingCount] = await db
      .select({ total: count() })
      .from(schema.bookings)
      .where(eq(schema.bookings.hostId, agency));
    const [pending] = await db
      .select({ total: count() })
      .from(schema.bookingRequests)
      .where(and(eq(schema.bookingRequests.hostId, agency), eq(schema.bookingRequests.status, 'REQUESTED')));
    expect(bookingCount?.total).toBeGreaterThan(40);
    expect(pending?.total).toBeGreaterThan(0);
    const [notes] = await db
      .select({ total: count() })
      .from(schema.notifications)
      .where(eq(schema.notifications.hostId, agency));
    expect(notes?.total).toBeGreaterThan(20);
  });
});

describe('new@demo.test and staff@demo.test', () => {
  it('new host is mid-onboarding with one unfinished listing stopped after the address', async () => {
    const host = await userId(DEMO_ACCOUNTS.newHost);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, host));
    expect(user).toMatchObject({ type: 'individual', onboardingStatus: 'in_progress' });
    const props = await db.select().from(schema.properties).where(eq(schema.properties.hostId, host));
    expect(props).toHaveLength(1);
    const unitRows = await db.select().from(schema.units).where(eq(schema.units.hostId, host));
    expect(unitRows.map((u) => u.state)).toEqual(['IN_PROGRESS']);
    const [progress] = await db
      .select()
      .from(schema.listingProgress)
      .where(eq(schema.listingProgress.unitId, unitRows[0]!.id));
    expect(progress?.completedSteps).toEqual(['property', 'location', 'location/address']);
    expect(props[0]?.city).toBe('Zadar');
  });

  it('staff is a staff user', async () => {
    const staff = await userId(DEMO_ACCOUNTS.staff);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, staff));
    expect(user?.role).toBe('staff');
  });
});

describe('demo photos', () => {
  it('gives each listed unit 2–4 photos with one cover, stored as real PNG files with thumbnails', async () => {
    const storage = new DiskFileStorage(filesDir);
    const listed = await db.select({ id: schema.units.id, state: schema.units.state }).from(schema.units);
    const finishedIds = listed.filter((u) => u.state !== 'IN_PROGRESS').map((u) => u.id);
    const rows = await db.select().from(schema.photos).where(inArray(schema.photos.unitId, finishedIds));
    const byUnit = new Map<string, typeof rows>();
    for (const row of rows) byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), row]);
    expect(byUnit.size).toBe(finishedIds.length);
    for (const photos of byUnit.values()) {
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.length).toBeLessThanOrEqual(4);
      expect(photos.filter((p) => p.isCover)).toHaveLength(1);
    }
    for (const photo of rows.slice(0, 10)) {
      const file = await storage.get(photo.storageKey);
      expect(file?.contentType).toBe('image/png');
      expect(file?.data.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(file?.data.readUInt32BE(16)).toBe(photo.width);
      expect(file?.data.readUInt32BE(20)).toBe(photo.height);
      expect(file?.size).toBe(photo.sizeBytes);
      const thumb = await storage.get(photo.thumbnailKey!);
      expect(thumb?.data.readUInt32BE(16)).toBeLessThan(photo.width);
    }
  });

  it('keeps all seed files under 5 MB', async () => {
    let total = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else total += (await stat(path)).size;
      }
    };
    await walk(filesDir);
    expect(total).toBeGreaterThan(100_000);
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });
});
