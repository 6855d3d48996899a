// The entry: start what the first page needs at once (./early), then the app behind the async
// boundary (shared singletons are negotiated by the federation runtime before the app runs).
// First of all: Zod's settings for this page, before any schema exists (CSP: no eval, decision 015).
import 'shared-contracts/zod-config';
import { startEarly } from './early';
import { guestIntent } from './heldPress';
import { adoptRenderedAddress } from './ssrState';

adoptRenderedAddress();
// A rendered page's loader runs the app's scripts ahead of the guest: the app starts on intent
// (docs/decisions/050). The singleton and React DOM come first: on a slow link their modules run
// while the rest of the app (Chakra's chunk) still arrives.
void guestIntent().then(async () => {
  startEarly();
  await Promise.all([import('shared-contracts'), import('react-dom')]);
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
