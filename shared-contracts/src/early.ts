/**
 * What the shell's entry needs before the rest of the app has arrived (decision 013): the route table
 * and its matcher, the remotes' names, and the first-request helpers. Not a federation singleton:
 * the shell's entry bundles this small module, so it runs without waiting for any shared chunk.
 */
export { matchRoute, REMOTES, routeTable, type RouteId } from './routes';
export { composeUrl } from './client/requests';
export { startEarlyRequest } from './client/earlyRequests';
