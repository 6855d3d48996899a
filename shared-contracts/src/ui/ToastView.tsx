/**
 * The toasts on screen (§8: failures red, successes green), drawn by Chakra's toaster from the
 * store of ./toasterStore. Loaded on demand by `Toaster` when the first toast is created: its state
 * machine is not part of a guest's first page.
 */
import { Spinner, Stack } from 'shared-contracts/chakra';
import { Portal, Toast, Toaster as ChakraToaster } from 'shared-contracts/chakra-overlays';
import { toaster } from './toasterStore';

export default function ToastView() {
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
