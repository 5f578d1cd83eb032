import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesThatMayMatch } from './route-branches';
import { createRoutes } from './router';

// Every address form the app has: each route pattern of the table, filled in, and a few that no
// page owns. The pruned table must give the very same matches as the whole one.
function addresses(): string[] {
  const patterns = new Set<string>();
  const walk = (routes: ReturnType<typeof createRoutes>, base: string) => {
    for (const route of routes) {
      const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
      if (route.path) patterns.add(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(createRoutes(new QueryClient()), '');
  const filled = [...patterns].map((pattern) =>
    pattern
      .replace(/\/:\w+\?/g, '')
      .replace(/:\w+/g, 'x-1')
      .replace(/\*$/, 'anything/else'),
  );
  return [...filled, '/', '/nothing-here', '/PROPERTIES', '/properties/p-1/units/u-1/price-and-availability'];
}

describe('the routes that may match an address', () => {
  it('match every address as the whole table does', () => {
    const routes = createRoutes(new QueryClient());
    const list = addresses();
    expect(list.length).toBeGreaterThan(40);
    for (const address of list) {
      const whole = matchRoutes(routes, address)?.map((match) => [match.route.handle, match.pathname]);
      const pruned = matchRoutes(routesThatMayMatch(routes, address), address)?.map((match) => [
        match.route.handle,
        match.pathname,
      ]);
      expect(pruned, address).toEqual(whole);
    }
  });

  it('leave out the routes whose first word is another', () => {
    const routes = createRoutes(new QueryClient());
    const count = (tree: typeof routes): number =>
      tree.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(routesThatMayMatch(routes, '/properties/p-1'))).toBeLessThan(count(routes) / 3);
  });
});
