import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { photos, units } from '../db/schema/properties.table';
import { bookings } from '../db/schema/reservations.table';
import { subscriptions } from '../db/schema/subscriptions.table';
import type { DemoAccountCopy } from '../db/seed/seed-account-copy';
import { authenticate } from '../identity/identity.service';
import { DiskFileStorage } from '../storage/file-storage';
import { TEST_ACCOUNTS_PATH } from './test-accounts.routes';

const create = (t: TestApp, like: string) =>
  t.app.inject({ method: 'POST', url: TEST_ACCOUNTS_PATH, payload: { like } });

describe('the test accounts route without E2E_TEST_ACCOUNTS=1', () => {
  it('does not exist, by default nor for a value that only looks like yes', async () => {
    for (const value of [undefined, 'true']) {
      const t = await createTestApp(value === undefined ? {} : { E2E_TEST_ACCOUNTS: value });
      try {
        expect(t.config.testAccountsRoute).toBe(false);
        expectApiError(await create(t, 'anna'), 404, 'common.notFound');
      } finally {
        await t.close();
      }
    }
  });
});

describe('the test accounts route with E2E_TEST_ACCOUNTS=1', () => {
  let t: TestApp;
  let filesDir: string;

  const unitsOf = (hostId: string) =>
    t.db
      .select({ id: units.id, publicId: units.publicId, title: units.title, state: units.state })
      .from(units)
      .where(and(eq(units.hostId, hostId), ne(units.state, 'DELETED')))
      .orderBy(asc(units.title));

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-test-accounts-'));
    filesDir = join(dataDir, 'files');
    t = await createTestApp({ E2E_TEST_ACCOUNTS: '1', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(join(filesDir, '..'), { recursive: true, force: true });
  });

  it('copies anna: a new email that logs in with the demo password, her listings under new ids', async () => {
    const response = await create(t, 'anna');
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<DemoAccountCopy>();
    expect(copy).toMatchObject({ displayName: 'Anna Novak', role: 'host', password: 'demo1234' });
    expect(copy.email).toMatch(/^anna\+[0-9a-f]{10}@demo\.test$/);
    expect((await authenticate(t.db, copy.email, copy.password))?.id).toBe(copy.id);

    const original = await unitsOf(await t.userIdOf(demo.anna));
    const copied = await unitsOf(copy.id);
    expect(copied.map(({ title, state }) => ({ title, state }))).toEqual(
      original.map(({ title, state }) => ({ title, state })),
    );
    const originalIds = new Set(original.map((unit) => unit.publicId));
    expect(copied.filter((unit) => originalIds.has(unit.publicId))).toEqual([]);

    // Her stays and photos came along, the photo files included.
    expect(await t.db.select().from(bookings).where(eq(bookings.hostId, copy.id))).not.toHaveLength(0);
    const [photo] = await t.db
      .select({ key: photos.storageKey })
      .from(photos)
      .innerJoin(units, eq(units.id, photos.unitId))
      .where(eq(units.hostId, copy.id))
      .limit(1);
    expect(photo).toBeDefined();
    expect(await new DiskFileStorage(filesDir).get(photo?.key ?? '')).not.toBeNull();
  });

  it('makes a different account on every call', async () => {
    const first = (await create(t, 'newHost')).json<DemoAccountCopy>();
    const second = (await create(t, 'newHost')).json<DemoAccountCopy>();
    expect(first.email).not.toBe(second.email);
    expect(first.displayName).toBe('Nina Petrović');
    // The new host's one listing, still in progress.
    expect((await unitsOf(first.id)).map((unit) => unit.state)).toEqual(['IN_PROGRESS']);
    expect((await unitsOf(second.id)).map((unit) => unit.state)).toEqual(['IN_PROGRESS']);
  });

  it('copies the agency with its subscription', async () => {
    const agency = (await create(t, 'agency')).json<DemoAccountCopy>();
    expect(agency).toMatchObject({ role: 'host', displayName: 'Adriatic Stays Ltd' });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.hostId, agency.id));
    expect(rows.map((row) => row.status)).toEqual(['active']);
  });

  it('copies the staff account as staff', async () => {
    const staff = (await create(t, 'staff')).json<DemoAccountCopy>();
    expect(staff).toMatchObject({ role: 'staff', displayName: 'Sam Support' });
    expect(staff.email).toMatch(/^staff\+[0-9a-f]{10}@demo\.test$/);
  });

  it('stays out of the OpenAPI document: it is no part of the contract', async () => {
    const document = (await t.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain(TEST_ACCOUNTS_PATH);
  });

  it('refuses an account the demo seed does not have', async () => {
    expectApiError(await create(t, 'root'), 400, 'common.validation');
  });
});
