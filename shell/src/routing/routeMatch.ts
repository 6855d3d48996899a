/** Matching of paths against the route table (§2). */
import { matchPath } from 'react-router-dom';
import { routeDef, routeIds, routeTable, type RouteId } from 'shared-contracts';

/** The route id that `pathname` matches, preferring static segments (as react-router ranks). */
export function matchRouteId(pathname: string): RouteId | undefined {
  const matches = routeIds.filter((id) => matchPath({ path: routeTable[id].path, end: true }, pathname));
  return matches.sort((a, b) => routeTable[b].path.split(':').length - routeTable[a].path.split(':').length).pop();
}

/** True when the route at `pathname` needs a user type or a permission. */
export function isGuardedPath(pathname: string): boolean {
  const id = matchRouteId(pathname);
  if (!id) return false;
  const def = routeDef(id);
  return !!def.allowedTypes?.length || !!def.permission;
}
