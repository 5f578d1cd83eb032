import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isComingSoonPath } from './coming-soon';
import { createRoutes } from './router';

interface PathRoute {
  path: string;
  comingSoon: boolean;
}

function join(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function routePaths(routes: RouteObject[], parent = ''): PathRoute[] {
  return routes.flatMap((route) => {
    const path = join(parent, route.path);
    const handle = route.handle as { section?: string } | undefined;
    const own = route.path && route.lazy ? [{ path, comingSoon: Boolean(handle?.section) }] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

/** A concrete address for a pattern: each parameter becomes a sample value, optional ones dropped. */
function sampleAddress(pattern: string): string {
  return pattern
    .replace(/\/:[\w]+\?/g, '')
    .replace(/:[\w]+/g, 'x1')
    .replace(/\/\*$/, '');
}

const routes = routePaths(createRoutes(new QueryClient())).filter((route) => route.path !== '*');

describe('coming-soon sections', () => {
  it('finds the route table', () => {
    expect(routes.filter((route) => route.comingSoon).length).toBeGreaterThan(5);
  });

  it.each(routes.map((route) => [route.path, route.comingSoon] as const))(
    '%s: links to it say "soon" exactly when it renders the coming-soon page (%s)',
    (pattern, comingSoon) => {
      expect(isComingSoonPath(sampleAddress(pattern))).toBe(comingSoon);
    },
  );

  it('reads only in-app addresses', () => {
    expect(isComingSoonPath('https://help.example.com/insights')).toBe(false);
    expect(isComingSoonPath('/insights?unit=1')).toBe(true);
    expect(isComingSoonPath('/insightsx')).toBe(false);
    // The inbox is built: no link to it says "soon".
    expect(isComingSoonPath('/messages/all/c1?unread=1')).toBe(false);
    // The calendar is built: no link to it says "soon".
    expect(isComingSoonPath('/calendar/u1')).toBe(false);
  });
});

describe('route table', () => {
  function leaves(list: RouteObject[]): RouteObject[] {
    return list.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
  }

  it('gives every leaf route something to render or a loader that redirects (no empty-page warning)', () => {
    const empty = leaves(createRoutes(new QueryClient())).filter(
      (route) =>
        route.element === undefined &&
        route.Component === undefined &&
        route.lazy === undefined &&
        !route.loader,
    );
    expect(empty.map((route) => route.path ?? '(index)')).toEqual([]);
  });
});
