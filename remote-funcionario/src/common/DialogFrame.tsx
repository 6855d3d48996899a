/**
 * The frame every staff dialog shares: backdrop, positioner with a side margin on phones, and the
 * title; mounted only while open. Closing by Esc or the backdrop calls `onClose` (a caller that
 * is busy passes a guarded one). Other Dialog.Root props (size, placement, role...) pass through.
 */
import { Dialog, Portal } from 'shared-contracts/chakra-overlays';
import type { ReactNode } from 'react';

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children' | 'onOpenChange'> {
  title: string;
  onClose: () => void;
  /** Body and footer (Dialog.Body, Dialog.Footer) or a form holding them. */
  children: ReactNode;
}

export function DialogFrame({ title, onClose, children, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root lazyMount unmountOnExit {...root} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
