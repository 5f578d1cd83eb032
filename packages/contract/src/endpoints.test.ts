import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './http/endpoint';
import { endpointGroups, endpoints } from './endpoints';
import { getUserInfo } from './user/user.endpoints';

const rows = Object.entries(endpoints) as [string, Endpoint][];

function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

describe('endpoint table', () => {
  it('defines every name in one domain only (spreading would hide a clash)', () => {
    const owners = new Map<string, string[]>();
    for (const [group, domainRows] of Object.entries(endpointGroups)) {
      for (const name of Object.keys(domainRows)) owners.set(name, [...(owners.get(name) ?? []), group]);
    }
    const clashes = [...owners].filter(([, groups]) => groups.length > 1);
    expect(clashes).toEqual([]);
    expect(owners.size).toBe(rows.length);
  });

  it('has no duplicate method + path', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, row] of rows) {
      // `:id` and `:unitId` in the same place are one route to a router.
      const key = `${row.method} ${row.path.replace(/:[A-Za-z0-9_]+/g, ':')}`;
      if (seen.has(key)) duplicates.push(`${seen.get(key)} / ${name}`);
      seen.set(key, name);
    }
    expect(duplicates).toEqual([]);
  });

  it.each(rows)('%s: path params and params schema name the same keys', (_name, row) => {
    const inPath = pathParams(row.path).sort();
    const inSchema = row.params ? Object.keys((row.params as z.ZodObject).shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(rows)('%s: is a well-formed row that converts to JSON Schema (OpenAPI)', (_name, row) => {
    expect(row.path.startsWith('/api/') || row.path.startsWith('/config/')).toBe(true);
    expect(['public', 'host', 'staff', 'account', 'channel']).toContain(row.access);
    if (row.path.startsWith('/api/app/')) {
      expect(row.access).toBe(row === getUserInfo ? 'account' : 'host');
    }
    if (row.path.startsWith('/api/staff/')) expect(row.access).toBe('staff');
    if (row.path.startsWith('/api/public/')) expect(row.access).toBe('public');
    expect(row.path.startsWith('/api/channel/')).toBe(row.access === 'channel');
    if (row.method === 'GET') expect(row.body).toBeUndefined();
    if (row.successStatus === 204) expect(row.response).toBeInstanceOf(z.ZodNull);
    for (const [part, schema] of [
      ['params', row.params],
      ['query', row.query],
      ['body', row.body],
    ] as const) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), part).not.toThrow();
    }
    expect(() => z.toJSONSchema(row.response, { io: 'output' })).not.toThrow();
  });
});

// Every call spec §7 lists, as method and path (our `:name` placeholders in the spec's places).
const specCalls = [
  'GET /api/app/properties/:id',
  'POST /api/app/properties',
  'PATCH /api/app/properties/:id',
  'DELETE /api/app/properties/:id',
  'PUT /api/app/properties/:id/location/:action',
  'GET /api/app/properties',
  'GET /api/app/property-list',
  'GET /api/app/properties-configuration',
  'GET /api/app/property-unit/:id',
  'GET /api/app/properties/:propertyId/units',
  'POST /api/app/properties/:id/units',
  'PATCH /api/app/property-unit/:id',
  'PATCH /api/app/property-unit/:id/publish',
  'PATCH /api/app/property-unit/:id/unpublish',
  'DELETE /api/app/property-unit/:id',
  'POST /api/app/property-unit/:id/calendar-action',
  'POST /api/app/property-units/change-booking-preference',
  'GET /api/app/property-unit/:id/listing-progress',
  'PUT /api/app/property-unit/:id/listing-progress',
  'GET /api/app/property-unit/:id/regional-requirements',
  'PATCH /api/app/property-unit/:id/regional-requirements',
  'GET /api/app/property-unit/:id/regional-requirements/configuration',
  'GET /api/app/property-unit/:id/promotions/configuration',
  'GET /api/app/property-unit/:id/promotions',
  'POST /api/app/property-unit/:id/promotion',
  'GET /api/app/booking-requests-pending-count',
  'GET /api/app/booking-requests/:id',
  'POST /api/app/booking-requests/:id/confirm',
  'POST /api/app/booking-requests/:id/reject',
  'GET /api/app/booking-requests',
  'GET /api/app/bookings/:bookingId',
  'POST /api/app/bookings/:bookingId/cancel',
  'GET /api/app/booking-inquiries/:id',
  'POST /api/app/booking-inquiries/:id/confirm',
  'POST /api/app/booking-inquiries/:id/reject',
  'GET /api/app/booking-inquiries/:id/overlapping-unavailabilities',
  'GET /api/app/properties/:unitId/unavailabilities',
  'POST /api/app/properties/:unitId/unavailabilities/block',
  'POST /api/app/properties/:unitId/unavailabilities/unblock',
  'GET /api/app/user/onboarding/getIndividualDetails',
  'GET /api/app/user/onboarding/getBusinessDetails',
  'GET /api/app/user/onboarding/getBankAccounts',
  'GET /api/app/user/onboarding/getConfiguration',
  'POST /api/app/user/onboarding/saveIndividualDetails',
  'POST /api/app/user/onboarding/saveBusinessDetails',
  'POST /api/app/user/onboarding/saveBankAccounts',
  'POST /api/app/user/onboarding/documentUpload',
  'GET /api/app/user/info',
  'PATCH /api/app/user/info',
  'GET /api/app/user/kyc/started-at',
  'POST /api/app/user/kyc/set-start-at',
  'GET /api/app/user/kyc/status',
  'POST /api/app/user/image',
  'DELETE /api/app/user/image',
  'PUT /api/app/user/billing-tag/:tag/save',
  'POST /api/app/user/init-onboarding',
  'GET /api/app/user/guest-preferences',
  'PATCH /api/app/user/guest-preferences',
  'GET /api/app/user/interactions',
  'PUT /api/app/user/interaction',
  'PATCH /api/app/user/task/:taskType',
  'GET /api/app/user/contact-form/topics',
  'POST /api/app/user/contact-form',
  'GET /api/app/user/knowledge-articles',
  'GET /api/app/v1/user/performance/achievements',
  'POST /api/app/v1/user/performance/achievement/:id',
  'GET /api/app/report/dac7/availability',
  'GET /api/app/report/dac7/:year',
  'GET /api/app/v2/user/subscription',
  'GET /api/app/subscriptions/plans',
  'GET /api/app/subscription/info/:unitId',
  'GET /api/app/subscription/:id/scheduled-changes',
  'POST /api/app/subscription/:id/change-plan',
  'DELETE /api/app/subscription/:id/scheduled-changes',
  'GET /api/app/subscription/self-renewal/plans/:unitId',
  'GET /api/app/subscriptions/payment-source/status',
  'POST /api/app/user/subscription/coin/boost',
  'GET /api/app/subscription/expiring',
  'DELETE /api/app/subscription',
  'POST /api/app/subscription/in_progress',
  'GET /api/app/reviews/:unitId',
  'POST /api/app/reviews/reply/:reviewId',
  'GET /api/app/reviews/rating/:unitId',
  'GET /api/app/reviews/new',
  'PUT /api/app/reviews/new/:unitId',
  'GET /api/app/v2/insights',
  'GET /api/app/insights-totals',
  'GET /api/app/v1/insights/user/earnings',
  'GET /api/app/v1/insights/user/occupancy',
  'GET /api/app/v1/insights/user/performance',
  'GET /api/app/v1/insights/property-unit/:unitId/occupancy',
  'GET /api/app/v1/insights/property-unit/:unitId/earnings',
  'GET /api/app/messaging/token',
  'POST /api/app/messaging/conversation',
  'GET /api/public/app-settings',
  'GET /api/public/settings',
  'GET /api/public/ui-translations',
  'GET /api/public/cookie-consent-settings',
  'GET /config/:hostname.json',
  'POST /api/app/cello-token',
];

describe('spec §7 coverage', () => {
  const table = new Set(rows.map(([, row]) => `${row.method} ${row.path}`));

  it.each(specCalls)('%s has a row', (call) => {
    expect(table.has(call)).toBe(true);
  });

  it('marks every row whose shape the spec does not show as designed', () => {
    const designed = rows.filter(([, row]) => row.shape === 'designed').length;
    expect(designed).toBeGreaterThan(0);
    expect(rows.every(([, row]) => row.shape === 'spec' || row.shape === 'designed')).toBe(true);
  });
});
