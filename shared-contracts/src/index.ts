/** shared-contracts: the only code that the shell and the remotes share (see docs/architecture.md). */
import './zodConfig';
export * from './schemas/common';
export * from './schemas/entities';
export * from './schemas/calls';
/** The signed-in areas' texts and values (`shared-contracts/area-texts`, docs/decisions/044): their types only. */
export type * from './areaTexts';
export { zod } from './schemas/zodParts';
/** The report's types only: its values are `shared-contracts/reports` (decision 040), outside the singleton. */
export type * from './schemas/reports';
/** Request types only: the request schemas run in the API (`shared-contracts/requests`). */
export type * from './schemas/requests';
export * from './client/http';
import * as calls from './client/calls';
/**
 * The typed API client of the guests' and the sign-in's calls of §7, one function per call (a plain
 * object, so tests can spy on a call); the signed-in areas' calls are `areaApi` of
 * `shared-contracts/area-api` (decision 041).
 */
export const api = { ...calls };
export * from './constants';
export * from './format';
export * from './names';
export * from './images';
export * from './dateMask';
export * from './maps';
export * from './permissions';
export * from './routes';
export * from './config';
export * from './session';
export * from './availability';
export * from './cotas';
export * from './share';
export * from './pageMeta';
export * from './navigation';
export * from './returnPath';
export * from './publicListsFilters';
export { guestRequests, composeUrl, type ApiRequest } from './client/requests';
export * from './swrKeys';
