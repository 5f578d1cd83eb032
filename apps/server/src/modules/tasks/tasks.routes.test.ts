import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSchema, type Task } from '@hostdeck/contract/tasks/tasks.schemas';
import { z } from 'zod';
import { units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const LIST = '/api/app/user/tasks';
const taskUrl = (taskType: string) => `/api/app/user/task/${encodeURIComponent(taskType)}`;
const SWITCH = '/api/app/property-units/switch-to-instant-booking';
const INSTANT = 'bulk_switch_to_instant_booking';

describe('tasks: list, set a status, and the bulk switch completing its task', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (email: string): Promise<Task[]> => {
    const response = await t.app.inject({ method: 'GET', url: LIST, headers: await t.authHeaders(email) });
    expect(response.statusCode, response.body).toBe(200);
    return z.object({ items: z.array(taskSchema) }).parse(response.json()).items;
  };
  const patch = async (email: string, taskType: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: taskUrl(taskType),
      headers: await t.authHeaders(email),
      payload: payload as object,
    });
  const onRequestCount = async (email: string) => {
    const hostId = await t.userIdOf(email);
    const rows = await t.db
      .select({ id: units.id })
      .from(units)
      .where(
        and(
          eq(units.hostId, hostId),
          eq(units.bookingType, 'onRequest'),
          isNull(units.deletedAt),
          ne(units.state, 'DELETED'),
        ),
      );
    return rows.length;
  };

  it('GET: a host with units on request has the bulk switch open; a host without has no task', async () => {
    expect(await onRequestCount(demo.anna)).toBeGreaterThan(0);
    expect(await list(demo.anna)).toEqual([
      { taskType: INSTANT, status: 'not_started', updatedAt: expect.any(String) },
    ]);
    expect(await onRequestCount(demo.newHost)).toBe(0);
    expect(await list(demo.newHost)).toEqual([]);
  });

  it('both calls need a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: LIST });
    await expectTokenRequired(t, {
      method: 'PATCH',
      url: taskUrl(INSTANT),
      payload: { status: 'in_progress' },
    });
  });

  it('PATCH: keeping the units on request marks the task done, only for the caller, and a repeat changes nothing', async () => {
    const agencyBefore = await list(demo.agency);
    const first = await patch(demo.anna, INSTANT, { status: 'done' });
    expect(first.statusCode, first.body).toBe(200);
    const done = taskSchema.parse(first.json());
    expect(done).toMatchObject({ taskType: INSTANT, status: 'done' });
    expect(await list(demo.anna)).toEqual([done]);
    // The units were kept as they were.
    expect(await onRequestCount(demo.anna)).toBeGreaterThan(0);

    const again = await patch(demo.anna, INSTANT, { status: 'done' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(done);
    expect(await list(demo.agency)).toEqual(agencyBefore);
  });

  it('PATCH: a task type the host never had is created with the given status', async () => {
    const response = await patch(demo.newHost, 'bulk_switch_to_other_booking_type', { status: 'hidden' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await list(demo.newHost)).toEqual([
      { taskType: 'bulk_switch_to_other_booking_type', status: 'hidden', updatedAt: expect.any(String) },
    ]);
  });

  it('PATCH: an unknown task type, an unknown status or an extra field is a 400 on that field', async () => {
    const before = await list(demo.anna);
    expect(
      errorFields(expectApiError(await patch(demo.anna, 'walk_the_dog', { status: 'done' }), 400)),
    ).toEqual(['taskType']);
    expect(errorFields(expectApiError(await patch(demo.anna, INSTANT, { status: 'finished' }), 400))).toEqual(
      ['status'],
    );
    expect(errorFields(expectApiError(await patch(demo.anna, INSTANT, {}), 400))).toEqual(['status']);
    const extra = expectApiError(await patch(demo.anna, INSTANT, { status: 'done', note: 'x' }), 400);
    expect(errorFields(extra)).toEqual(['note']);
    expect(await list(demo.anna)).toEqual(before);
  });

  it('the bulk switch to instant booking completes the task, and a repeat leaves it done', async () => {
    const open = await patch(demo.agency, INSTANT, { status: 'in_progress' });
    expect(open.statusCode, open.body).toBe(200);
    const headers = await t.authHeaders(demo.agency);

    const switched = await t.app.inject({ method: 'POST', url: SWITCH, headers });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await onRequestCount(demo.agency)).toBe(0);
    const [done] = await list(demo.agency);
    expect(done).toMatchObject({ taskType: INSTANT, status: 'done' });

    const repeat = await t.app.inject({ method: 'POST', url: SWITCH, headers });
    expect(repeat.json()).toEqual({ updatedUnitIds: [], bookingType: 'onLine' });
    expect(await list(demo.agency)).toEqual([done]);
  });

  it('the bulk switch gives a host who never had the task a done one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SWITCH,
      headers: await t.authHeaders(demo.newHost),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(demo.newHost)).find((task) => task.taskType === INSTANT)?.status).toBe('done');
  });
});
