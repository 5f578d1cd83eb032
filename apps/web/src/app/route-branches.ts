import type { RouteObject } from 'react-router';

/**
 * The route tree without the routes whose first address segment is a fixed word other than the
 * address's own: matching it gives the same matches (the router ranks only routes that match),
 * for a fraction of the work. The first page's routes are matched in the task that starts the app,
 * before its first paint, and matching the whole table took a third of that task.
 */
export function routesThatMayMatch(routes: RouteObject[], pathname: string): RouteObject[] {
  const first = (pathname.split('/').find(Boolean) ?? '').toLowerCase();
  return keepFor(routes, first);
}

function keepFor(routes: RouteObject[], first: string): RouteObject[] {
  return routes.flatMap((route) => {
    const segment = (route.path ?? '').split('/').find(Boolean);
    // A layout or index without a path of its own: its children decide.
    if (segment === undefined) {
      return route.children ? [{ ...route, children: keepFor(route.children, first) }] : [route];
    }
    const fixed = !/^:|\*|\?$/.test(segment);
    return !fixed || segment.toLowerCase() === first ? [route] : [];
  });
}
