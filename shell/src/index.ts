// The entry: start what the first page needs at once (./early), then the app behind the async
// boundary (shared singletons are negotiated by the federation runtime before the app runs).
import { startEarly } from './early';

startEarly();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
