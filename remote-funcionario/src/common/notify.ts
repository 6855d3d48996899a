/**
 * Toasts of the staff screens (§8): `toastFailure(title, error)` is the shared one of
 * shared-contracts/ui (the catalogue's title, the server's message as description).
 */
export { toastFailure } from 'shared-contracts/ui';
