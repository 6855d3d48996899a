// The entry: start what the first page needs at once (./early), then the app behind the async
// boundary (shared singletons are negotiated by the federation runtime before the app runs).
// First of all: Zod's settings for this page, before any schema exists (CSP: no eval, decision 015).
import 'shared-contracts/zod-config';
import { startEarly } from './early';
import { guestIntent } from './heldPress';
import { adoptRenderedAddress } from './ssrState';

adoptRenderedAddress();
// A rendered page's loader may run the app's scripts ahead of the guest: the app starts on intent.
void guestIntent().then(() => {
  startEarly();
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
