import { array, boolean, enum as enumOf, number, object, string } from 'zod';

/**
 * The Zod constructors that the package's entries outside the singleton build their schemas with
 * (`shared-contracts/area-api`, decision 041). Taken from the singleton, they are the page's one
 * Zod, configured for the Content-Security-Policy (../zodConfig): a remote that bundles such an
 * entry carries no Zod of its own. Named one by one: the namespace would bring every locale.
 */
export const zod = { array, boolean, enum: enumOf, number, object, string };
