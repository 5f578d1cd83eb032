import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptionSchema } from '@hostdeck/contract/subscriptions/user-subscription.schemas';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const URL = '/api/app/v2/user/subscription';

describe('GET /api/app/v2/user/subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (email: string) =>
    userSubscriptionSchema.parse(
      (await t.app.inject({ url: URL, headers: await t.authHeaders(email) })).json(),
    );

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: URL });
  });

  it('answers each host’s own subscription, or empty quotas without one', async () => {
    for (const email of [demo.anna, demo.agency, demo.newHost]) {
      const hostId = await t.userIdOf(email);
      const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.hostId, hostId));
      const answer = await get(email);
      if (!row) {
        expect(answer.subscription).toBeNull();
        expect(answer.leads).toEqual({ enabled: false, remaining: 0, total: 0 });
        expect(answer.coinCredits.unitPublish.enabled).toBe(false);
        continue;
      }
      expect(answer.subscription).toEqual({ id: row.id, expirationDate: row.expirationDate.toISOString() });
      expect(answer.leads).toEqual({
        enabled: row.leadsEnabled,
        remaining: row.leadsRemaining,
        total: row.leadsTotal,
      });
      expect(answer.unitPublish).toEqual({
        cost: row.unitPublishCost,
        quota: row.unitPublishQuota,
        used: row.unitPublishUsed,
      });
      expect(answer.coinCredits.boost).toEqual({
        enabled: row.coinBoostEnabled,
        quota: row.coinBoostQuota,
        used: row.coinBoostUsed,
        remaining: row.coinBoostQuota - row.coinBoostUsed,
      });
    }
  });
});
