import { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fillPattern, legacyPatterns, listingFlowRoutePattern, paths } from './paths';
import { createRoutes } from './router';

/** Every top-level pattern of the route table (children of the listing flows are step names). */
function tablePatterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path?.startsWith('/') ? [route.path] : []),
    ...tablePatterns(route.children ?? []),
  ]);
}

describe('paths', () => {
  it('builds links that the route of the same pattern matches, with the same values', () => {
    const cases: [string, string, Record<string, string>][] = [
      [
        paths.unit.pattern,
        paths.unit('P-1', 'U 2', 'rooms'),
        { propertyId: 'P-1', unitId: 'U 2', section: 'rooms' },
      ],
      [paths.unit.pattern, paths.unit('P-1', 'U-2'), { propertyId: 'P-1', unitId: 'U-2' }],
      [paths.property.pattern, paths.property('P/1', 'about'), { propertyId: 'P/1', subPage: 'about' }],
      [paths.bookingDetails.pattern, paths.bookingDetails('B?1'), { bookingId: 'B?1' }],
      [
        paths.messagesChannels.pattern,
        paths.messagesChannels('archived', 'c1'),
        { channelStatus: 'archived', channelId: 'c1' },
      ],
      [paths.insights.pattern, paths.insights('reviews', 'd1'), { tab: 'reviews', detailId: 'd1' }],
      [paths.calendar.pattern, paths.calendar(), {}],
      [
        paths.listingCompleted.pattern,
        paths.listingCompleted('P-1', 'U-1'),
        { propertyId: 'P-1', unitId: 'U-1' },
      ],
      [paths.redirect.pattern, paths.redirect('platform/login'), { '*': 'platform/login' }],
    ];
    for (const [pattern, link, params] of cases) {
      const match = matchPath(pattern, link);
      expect(match, `${link} against ${pattern}`).not.toBeNull();
      // matchPath reads the address as it is; the router hands pages decoded values.
      const values = Object.entries(match?.params ?? {}).filter(([, value]) => value !== undefined);
      expect(
        Object.fromEntries(values.map(([name, value]) => [name, decodeURIComponent(value ?? '')])),
      ).toEqual(params);
    }
  });

  it('keeps a listing step with a slash as a path under its flow', () => {
    const link = paths.listingFlow('single-unit', 'P-1', 'U-1', 'price-and-availability/seasons');
    expect(link).toBe('/listing/single-unit/P-1/U-1/price-and-availability/seasons');
    expect(matchPath(`${listingFlowRoutePattern('single-unit')}/*`, link)?.params['*']).toBe(
      'price-and-availability/seasons',
    );
  });

  it('refuses to build a link without a required value', () => {
    expect(() => fillPattern('/inquiries/:inquiryId', {})).toThrow(/inquiryId/);
  });

  it('gives the route table no pattern written by hand: each comes from paths', () => {
    const known = new Set<string>([
      ...Object.values(paths).map((entry) => (typeof entry === 'string' ? entry : entry.pattern)),
      ...Object.values(legacyPatterns),
      listingFlowRoutePattern('single-unit'),
      listingFlowRoutePattern('multi-unit'),
    ]);
    const table = tablePatterns(createRoutes(new QueryClient())).filter((pattern) => pattern !== '*');
    expect(table.length).toBeGreaterThan(30);
    expect(table.filter((pattern) => !known.has(pattern))).toEqual([]);
  });
});
