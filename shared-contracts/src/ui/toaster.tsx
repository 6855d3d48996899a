/**
 * Toasts (§8): failures are red ('error' type), successes green. One toaster per app bundle.
 */
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
// Through the package name, as every module of shared-contracts/ui (one federation singleton).
import { errorMessage } from 'shared-contracts';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Renders the toasts created with `toaster.create({ type, title, description })`. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Fechar" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/** Red toast with the §8 description rule already applied by the caller. */
export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

/**
 * Red toast `title` (§8 catalogue) with, as its description, the server's message, else its error
 * field, else the network or error message (§8 rule); none when nothing useful is known.
 */
export function toastFailure(title: string, error: unknown): void {
  const description = errorMessage(error, '');
  toastError(title, description && description !== title ? description : undefined);
}
