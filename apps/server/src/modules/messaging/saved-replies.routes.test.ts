import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingErrorCodes } from '@hostdeck/contract/messaging/messaging.errors';
import {
  MAX_SAVED_REPLIES_PER_HOST,
  replyFactsSchema,
  savedReplyListResponseSchema,
  savedReplySchema,
} from '@hostdeck/contract/messaging/saved-replies.schemas';
import { conversations } from '../../db/schema/messaging.table';
import { properties, units } from '../../db/schema/properties.table';
import { bookings } from '../../db/schema/reservations.table';
import { savedReplies } from '../../db/schema/saved-replies.table';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const BASE = '/api/app/messaging/saved-replies';

describe('saved replies (REST)', () => {
  let t: TestApp;
  let annaId: string;
  let agencyReplyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    annaId = await t.userIdOf(demo.anna);
    const agencyId = await t.userIdOf(demo.agency);
    const [theirs] = await t.db
      .select({ id: savedReplies.id })
      .from(savedReplies)
      .where(eq(savedReplies.hostId, agencyId))
      .limit(1);
    agencyReplyId = theirs!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    email: string = demo.anna,
  ) => t.app.inject({ method, url, payload: payload as object, headers: await t.authHeaders(email) });
  const listOf = async (email: string = demo.anna) => {
    const response = await call('GET', BASE, undefined, email);
    expect(response.statusCode, response.body).toBe(200);
    return savedReplyListResponseSchema.parse(response.json()).items;
  };

  it('every call needs a valid token (401)', async () => {
    const [mine] = await listOf();
    await expectTokenRequired(t, { method: 'GET', url: BASE });
    await expectTokenRequired(t, {
      method: 'POST',
      url: BASE,
      payload: { title: 'Token check', body: 'Hi' },
    });
    await expectTokenRequired(t, {
      method: 'PATCH',
      url: `${BASE}/${mine!.id}`,
      payload: { title: mine!.title },
    });
    const scratch = savedReplySchema.parse(
      (await call('POST', BASE, { title: 'Scratch', body: 'x' })).json(),
    );
    await expectTokenRequired(t, { method: 'DELETE', url: `${BASE}/${scratch.id}` });
    await expectTokenRequired(t, {
      method: 'PUT',
      url: `${BASE}/order`,
      payload: { savedReplyIds: (await listOf()).map((reply) => reply.id) },
    });
    await expectTokenRequired(t, {
      method: 'GET',
      url: `/api/app/messaging/channels/${(await t.db.select({ id: conversations.publicId }).from(conversations).where(eq(conversations.hostId, annaId)).limit(1))[0]!.id}/reply-facts`,
    });
  });

  it('lists the seeded replies in order; a host adds, edits and deletes its own', async () => {
    const before = await listOf();
    // The seed's three first (the token check above added one after them).
    expect(before.slice(0, 3).map((reply) => reply.title)).toEqual([
      'Thanks for booking',
      'Check-in details',
      'Check-out reminder',
    ]);
    expect(before.slice(0, 3).map((reply) => reply.position)).toEqual([0, 1, 2]);

    const created = await call('POST', BASE, {
      title: '  Parking ',
      body: 'Hi {guestFirstName},\n\tparking is free.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = savedReplySchema.parse(created.json());
    expect(reply).toMatchObject({ title: 'Parking', body: 'Hi {guestFirstName},\n\tparking is free.' });
    expect(reply.position).toBeGreaterThan(2);
    expect((await listOf()).at(-1)?.id).toBe(reply.id);

    const edited = await call('PATCH', `${BASE}/${reply.id}`, { body: 'Parking is in the yard.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(savedReplySchema.parse(edited.json())).toMatchObject({
      title: 'Parking',
      body: 'Parking is in the yard.',
    });

    expect((await call('DELETE', `${BASE}/${reply.id}`)).statusCode).toBe(204);
    expect((await listOf()).map((item) => item.id)).not.toContain(reply.id);
    expectApiError(await call('DELETE', `${BASE}/${reply.id}`), 404, messagingErrorCodes.savedReplyNotFound);
  });

  it("another host's reply answers 404 on every call, whatever the body, and changes nothing", async () => {
    const url = `${BASE}/${agencyReplyId}`;
    const answers = await Promise.all([
      call('PATCH', url, { title: 'Mine now' }),
      call('PATCH', url, { title: '' }),
      call('DELETE', url),
      call('PATCH', `${BASE}/not-a-uuid`, { title: 'x' }),
      call('DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`),
    ]);
    for (const answer of answers) expectApiError(answer, 404, messagingErrorCodes.savedReplyNotFound);
    const [row] = await t.db.select().from(savedReplies).where(eq(savedReplies.id, agencyReplyId));
    expect(row?.title).toBe('Thanks for booking');
    expect((await listOf()).map((reply) => reply.id)).not.toContain(agencyReplyId);
  });

  it('refuses broken payloads with 400 on the field', async () => {
    const fields = async (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      errorFields(expectApiError(await call(method, url, payload), 400, 'common.validation'));
    const [mine] = await listOf();
    expect(await fields('POST', BASE, { title: '', body: 'x' })).toEqual(['title']);
    expect(await fields('POST', BASE, { title: 'x'.repeat(81), body: 'x' })).toEqual(['title']);
    expect(await fields('POST', BASE, { title: 'x', body: '   ' })).toEqual(['body']);
    expect(await fields('POST', BASE, { title: 'x', body: 'y'.repeat(4001) })).toEqual(['body']);
    expect(await fields('POST', BASE, { title: 'x' })).toEqual(['body']);
    expect(await fields('PATCH', `${BASE}/${mine!.id}`, { body: 7 })).toEqual(['body']);
    const titleBreak = expectApiError(await call('POST', BASE, { title: 'Two\nlines', body: 'x' }), 400);
    expect(titleBreak.errors).toEqual([ruleError('title', 'savedReplyTitle')]);
    const empty = expectApiError(await call('PATCH', `${BASE}/${mine!.id}`, {}), 400);
    expect(empty.errors).toEqual([
      expect.objectContaining({ code: 'validation.custom', params: { rule: 'savedReplyPatchEmpty' } }),
    ]);
    expect((await listOf())[0]).toEqual(mine);
  });

  describe('reorder (PUT …/saved-replies/order)', () => {
    const ORDER = `${BASE}/order`;
    const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

    it('stores the new order: the list answers in it, positions from 0, and reads back the same', async () => {
      const reversed = idsOf(await listOf()).reverse();
      const response = await call('PUT', ORDER, { savedReplyIds: reversed });
      expect(response.statusCode, response.body).toBe(200);
      const items = savedReplyListResponseSchema.parse(response.json()).items;
      expect(idsOf(items)).toEqual(reversed);
      expect(items.map((reply) => reply.position)).toEqual(reversed.map((_, index) => index));
      expect(idsOf(await listOf())).toEqual(reversed);
      // A reply added afterwards still goes last.
      const added = savedReplySchema.parse((await call('POST', BASE, { title: 'After', body: 'x' })).json());
      expect(idsOf(await listOf())).toEqual([...reversed, added.id]);
      expect((await call('DELETE', `${BASE}/${added.id}`)).statusCode).toBe(204);
    });

    it("answers 404 when the list names another host's reply or an unknown id, and changes nothing", async () => {
      const before = idsOf(await listOf());
      const agencyBefore = idsOf(await listOf(demo.agency));
      for (const savedReplyIds of [
        [agencyReplyId, ...before.slice(1)],
        [...before, agencyReplyId],
        [...before.slice(1), '00000000-0000-4000-8000-000000000000'],
        [...before.slice(1), 'not-a-uuid'],
      ]) {
        expectApiError(
          await call('PUT', ORDER, { savedReplyIds }),
          404,
          messagingErrorCodes.savedReplyNotFound,
        );
      }
      expect(idsOf(await listOf())).toEqual(before);
      expect(idsOf(await listOf(demo.agency))).toEqual(agencyBefore);
    });

    it('answers 400 on savedReplyIds for a list of its own replies that leaves one out or names one twice', async () => {
      const before = idsOf(await listOf());
      for (const savedReplyIds of [
        before.slice(1),
        [...before.slice(1), before[1]!],
        [...before, before[0]!],
      ]) {
        const body = expectApiError(await call('PUT', ORDER, { savedReplyIds }), 400, 'common.validation');
        expect(body.errors).toEqual([
          expect.objectContaining({
            field: 'savedReplyIds',
            code: messagingErrorCodes.savedReplyOrderMismatch,
          }),
        ]);
      }
      expect(idsOf(await listOf())).toEqual(before);
    });

    it.each([
      [{}, ['savedReplyIds']],
      [{ savedReplyIds: [] }, ['savedReplyIds']],
      [{ savedReplyIds: 'a' }, ['savedReplyIds']],
      [{ savedReplyIds: [''] }, ['savedReplyIds.0']],
      [
        { savedReplyIds: Array.from({ length: MAX_SAVED_REPLIES_PER_HOST + 1 }, () => 'x') },
        ['savedReplyIds'],
      ],
      [{ savedReplyIds: ['a'], extra: 1 }, ['extra']],
    ])('refuses the malformed body %j with 400 on the field', async (payload, fields) => {
      expect(
        errorFields(expectApiError(await call('PUT', ORDER, payload), 400, 'common.validation')),
      ).toEqual(fields);
    });
  });

  it(`keeps at most ${MAX_SAVED_REPLIES_PER_HOST} replies per host (409), even when added at once`, async () => {
    const room = MAX_SAVED_REPLIES_PER_HOST - (await listOf(demo.agency)).length;
    const answers = await Promise.all(
      Array.from({ length: room + 3 }, (_, index) =>
        call('POST', BASE, { title: `Reply ${index}`, body: 'Hello' }, demo.agency),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(room);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expectApiError(answer, 409, messagingErrorCodes.tooManySavedReplies);
    const positions = (await listOf(demo.agency)).map((reply) => reply.position);
    expect(new Set(positions).size).toBe(MAX_SAVED_REPLIES_PER_HOST);
  });

  it("gives a conversation's facts for the placeholders, and 404 for another host's", async () => {
    const [channel] = await t.db
      .select({
        publicId: conversations.publicId,
        guestFirstName: conversations.guestFirstName,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        unitTitle: units.title,
        address: properties.formattedAddress,
      })
      .from(conversations)
      .innerJoin(bookings, eq(bookings.id, conversations.bookingId))
      .innerJoin(units, eq(units.id, conversations.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(eq(conversations.hostId, annaId))
      .limit(1);
    const response = await call('GET', `/api/app/messaging/channels/${channel!.publicId}/reply-facts`);
    expect(response.statusCode, response.body).toBe(200);
    const facts = replyFactsSchema.parse(response.json());
    expect(facts).toMatchObject({
      guestFirstName: channel!.guestFirstName,
      checkIn: channel!.checkIn,
      checkOut: channel!.checkOut,
      hostName: expect.stringMatching(/\S/),
    });
    expect(facts.unitTitle).toBeTruthy();
    if (channel!.unitTitle) expect(facts.unitTitle).toBe(channel!.unitTitle);
    expect(facts.address).toBeTruthy();
    if (channel!.address) expect(facts.address).toBe(channel!.address);

    // A channel about no stay knows only the guest and the host.
    const [bare] = await t.db
      .insert(conversations)
      .values({ hostId: annaId, guestFirstName: 'Zora', guestLastName: 'Quill' })
      .returning({ publicId: conversations.publicId });
    const bareFacts = replyFactsSchema.parse(
      (await call('GET', `/api/app/messaging/channels/${bare!.publicId}/reply-facts`)).json(),
    );
    expect(bareFacts).toEqual({
      ...bareFacts,
      guestFirstName: 'Zora',
      checkIn: null,
      checkOut: null,
      unitTitle: null,
      address: null,
    });

    const agencyId = await t.userIdOf(demo.agency);
    const [theirs] = await t.db
      .select({ publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, agencyId))
      .limit(1);
    expectApiError(
      await call('GET', `/api/app/messaging/channels/${theirs!.publicId}/reply-facts`),
      404,
      messagingErrorCodes.channelNotFound,
    );
  });
});
