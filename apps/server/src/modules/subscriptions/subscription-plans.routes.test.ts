import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlansSchema } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { monthlyPlans } from '@hostdeck/contract/subscriptions/subscriptions.rules';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const URL = '/api/app/subscriptions/plans';

describe('GET /api/app/subscriptions/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: URL });
  });

  it('answers the catalogue: three tiers monthly and yearly in euros, richer tiers with more extras', async () => {
    const response = await t.app.inject({ url: URL, headers: await t.authHeaders(demo.newHost) });
    expect(response.statusCode, response.body).toBe(200);
    const { plans } = subscriptionPlansSchema.parse(response.json());
    expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
    expect(plans.map((plan) => `${plan.name} ${plan.period} ${plan.periodUnit}`)).toEqual([
      'Basic 1 month',
      'Basic 1 year',
      'Standard 1 month',
      'Standard 1 year',
      'Premium 1 month',
      'Premium 1 year',
      'Agency Pro 12 month',
    ]);
    expect(plans.every((plan) => plan.price.currency === 'EUR' && plan.price.amount > 0)).toBe(true);
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    const [basic, standard, premium] = ['basic', 'standard', 'premium'].map((tier) =>
      byId.get(`${tier}-monthly`)!,
    );
    expect(basic!.extras.every((extra) => standard!.extras.includes(extra))).toBe(true);
    expect(standard!.extras.every((extra) => premium!.extras.includes(extra))).toBe(true);
    expect(premium!.extras.length).toBeGreaterThan(standard!.extras.length);
    // The client's rule (spec §3) turns the yearly plans into 12 months and keeps them all.
    expect(monthlyPlans(plans)).toHaveLength(plans.length);
    expect(byId.get('standard-yearly')!.price.amount).toBeLessThan(12 * standard!.price.amount);
  });

  it('names the plan the seeded agency subscription is on', async () => {
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.hostId, await t.userIdOf(demo.agency)));
    const { plans } = subscriptionPlansSchema.parse(
      (await t.app.inject({ url: URL, headers: await t.authHeaders(demo.agency) })).json(),
    );
    const plan = plans.find((candidate) => candidate.id === row?.planId);
    expect(plan).toMatchObject({ name: row?.planName, period: row?.period, periodUnit: row?.periodUnit });
  });
});
