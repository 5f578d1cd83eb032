import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.schemas';
import type { UnitRow } from '../../db/schema/properties.table';
import { apiKeys, channelIdempotency, channelIntakeAudit } from '../../db/schema/channel.table';
import { bookingRequests, bookings } from '../../db/schema/reservations.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { errorFields, expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { hashApiKeySecret } from './api-key-secret';
import { bodyFor, deliver, intakeBody, stayMaker } from './channel-intake.test-support';

const ANNA_KEY = DEMO_API_KEYS[demo.anna];
const AGENCY_KEY = DEMO_API_KEYS[demo.agency];
const REPLAYED = 'idempotent-replayed';

describe('channel intake: Idempotency-Key and the audit', () => {
  let t: TestApp;
  let annaUnit: UnitRow;
  let annaKeyId: string;
  const freshStay = stayMaker(2049);
  let keyCount = 0;
  const newKey = () => `test-key-${Date.now()}-${keyCount++}`;

  beforeAll(async () => {
    t = await createTestApp();
    annaUnit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    const [key] = await t.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKeySecret(ANNA_KEY)));
    annaKeyId = key!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestsOn = async (stay: { checkIn: string }) =>
    t.db
      .select({ id: bookingRequests.publicId })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.unitId, annaUnit.id), eq(bookingRequests.checkIn, stay.checkIn)));
  const auditOf = async (response: { headers: Record<string, unknown> }) =>
    t.db
      .select()
      .from(channelIntakeAudit)
      .where(eq(channelIntakeAudit.correlationId, String(response.headers[CORRELATION_ID_HEADER])));

  it('answers a repeated key with the same body with the first answer, creating one request', async () => {
    const stay = freshStay();
    const body = intakeBody(annaUnit.publicId, stay);
    const key = newKey();
    const first = await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await requestsOn(stay)).toEqual([{ id: (first.json() as { id: string }).id }]);
  });

  it('refuses the same key with another body or on another call with 422, creating nothing', async () => {
    const stay = freshStay();
    const body = intakeBody(annaUnit.publicId, stay);
    const key = newKey();
    expect((await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key })).statusCode).toBe(
      201,
    );
    const otherStay = freshStay();
    expectApiError(
      await deliver(t, 'bookingRequest', ANNA_KEY, intakeBody(annaUnit.publicId, otherStay), {
        'idempotency-key': key,
      }),
      422,
      'channel.idempotencyKeyReused',
    );
    expectApiError(
      await deliver(t, 'booking', ANNA_KEY, bodyFor('booking', intakeBody(annaUnit.publicId, otherStay)), {
        'idempotency-key': key,
      }),
      422,
      'channel.idempotencyKeyReused',
    );
    expect(await requestsOn(otherStay)).toEqual([]);
    const booked = await t.db.select().from(bookings).where(eq(bookings.checkIn, otherStay.checkIn));
    expect(booked).toEqual([]);
  });

  it('keeps keys per API key: another key may use the same value', async () => {
    const key = newKey();
    const agencyUnit = (await liveUnitsOf(t, demo.agency))[0]!.unit;
    const annas = await deliver(
      t,
      'inquiry',
      ANNA_KEY,
      bodyFor('inquiry', intakeBody(annaUnit.publicId, freshStay())),
      {
        'idempotency-key': key,
      },
    );
    const agencys = await deliver(
      t,
      'inquiry',
      AGENCY_KEY,
      bodyFor('inquiry', intakeBody(agencyUnit.publicId, freshStay(Math.max(3, agencyUnit.minNights)))),
      { 'idempotency-key': key },
    );
    expect([annas.statusCode, agencys.statusCode]).toEqual([201, 201]);
    expect(agencys.headers[REPLAYED]).toBeUndefined();
  });

  it('creates once when two calls with one key arrive together', async () => {
    const stay = freshStay();
    const body = bodyFor('booking', intakeBody(annaUnit.publicId, stay));
    const key = newKey();
    const answers = await Promise.all(
      [0, 1, 2].map(() => deliver(t, 'booking', ANNA_KEY, body, { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const booked = await t.db.select().from(bookings).where(eq(bookings.checkIn, stay.checkIn));
    expect(booked).toHaveLength(1);
  });

  it('forgets a key after 24 hours, and never remembers a refusal', async () => {
    const stay = freshStay();
    const body = intakeBody(annaUnit.publicId, stay);
    const key = newKey();
    expect((await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key })).statusCode).toBe(
      201,
    );
    await t.db
      .update(channelIdempotency)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(channelIdempotency.idempotencyKey, key));
    const later = await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers[REPLAYED]).toBeUndefined();
    expect(await requestsOn(stay)).toHaveLength(2);

    // Refused for taken nights: the key stays free, so the corrected call goes through.
    const taken = freshStay();
    await deliver(t, 'booking', ANNA_KEY, bodyFor('booking', intakeBody(annaUnit.publicId, taken)));
    const refusedKey = newKey();
    const refused = intakeBody(annaUnit.publicId, taken);
    expectApiError(
      await deliver(t, 'bookingRequest', ANNA_KEY, refused, { 'idempotency-key': refusedKey }),
      409,
      'reservations.datesTaken',
    );
    const corrected = await deliver(
      t,
      'bookingRequest',
      ANNA_KEY,
      intakeBody(annaUnit.publicId, freshStay()),
      {
        'idempotency-key': refusedKey,
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('refuses a malformed Idempotency-Key on the header', async () => {
    const body = intakeBody(annaUnit.publicId, freshStay());
    for (const key of ['has space', 'x'.repeat(256), 'ünicode']) {
      const refused = expectApiError(
        await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key }),
        400,
        'common.validation',
      );
      expect(errorFields(refused)).toEqual(['Idempotency-Key']);
    }
  });

  it('writes an audit row for every call with a valid key: accepted, replayed, refused', async () => {
    const stay = freshStay();
    const body = intakeBody(annaUnit.publicId, stay);
    const key = newKey();
    const accepted = await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key });
    const replayed = await deliver(t, 'bookingRequest', ANNA_KEY, body, { 'idempotency-key': key });
    const taken = await deliver(t, 'booking', ANNA_KEY, bodyFor('booking', body));
    expect(taken.statusCode).toBe(201);
    const conflict = await deliver(t, 'inquiry', ANNA_KEY, bodyFor('inquiry', body));
    const invalid = await deliver(t, 'inquiry', ANNA_KEY, { ...bodyFor('inquiry', body), checkIn: 'soon' });
    const elsewhere = await deliver(t, 'booking', AGENCY_KEY, bodyFor('booking', body));
    const noKey = await t.app.inject({ method: 'POST', url: '/api/channel/v1/bookings', payload: body });
    const id = (accepted.json() as { id: string }).id;

    expect(await auditOf(accepted)).toEqual([
      expect.objectContaining({
        apiKeyId: annaKeyId,
        hostId: await t.userIdOf(demo.anna),
        call: 'bookingRequest',
        outcome: 'accepted',
        statusCode: 201,
        errorCode: null,
        reservationId: id,
        idempotencyKey: key,
      }),
    ]);
    expect(await auditOf(replayed)).toEqual([
      expect.objectContaining({ outcome: 'replayed', statusCode: 201, reservationId: id }),
    ]);
    expect(await auditOf(taken)).toEqual([
      expect.objectContaining({
        call: 'booking',
        outcome: 'accepted',
        reservationId: (taken.json() as { id: string }).id,
      }),
    ]);
    expect(await auditOf(conflict)).toEqual([
      expect.objectContaining({
        call: 'inquiry',
        outcome: 'refused',
        statusCode: 409,
        errorCode: 'reservations.datesTaken',
        reservationId: null,
      }),
    ]);
    expect(await auditOf(invalid)).toEqual([
      expect.objectContaining({ outcome: 'refused', statusCode: 400, errorCode: 'common.validation' }),
    ]);
    expect(await auditOf(elsewhere)).toEqual([
      expect.objectContaining({
        hostId: await t.userIdOf(demo.agency),
        outcome: 'refused',
        statusCode: 404,
        errorCode: 'channel.unitNotFound',
      }),
    ]);
    expect(noKey.statusCode).toBe(401);
    expect(await auditOf(noKey)).toEqual([]);
  });
});
