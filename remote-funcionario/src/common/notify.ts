/**
 * Toasts of the staff screens (§8): a failure toast has the catalogue's title and, as its
 * description, the server's message, else its error field, else the network or error message.
 */
import { errorMessage } from 'shared-contracts';
import { toastError } from 'shared-contracts/ui';

/** Red toast `title` with the §8 description of `error` (none when nothing useful is known). */
export function toastFailure(title: string, error: unknown): void {
  const description = errorMessage(error, '');
  toastError(title, description && description !== title ? description : undefined);
}
