/**
 * Confirmation dialog of the staff screens (§2: archive, restore and every removal ask first,
 * §4 List status). 'Cancelar' closes it; the confirm button runs `onConfirm`, stays busy while it
 * runs and closes the dialog when it settles (the caller toasts the result).
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { commonTexts } from './texts';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Text of the confirm button, e.g. 'Arquivar'. */
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

/** An alert dialog asking to confirm `confirmLabel`; see the module comment. */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      lazyMount
      unmountOnExit
      placement="center"
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof description === 'string' ? <Text>{description}</Text> : description}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onClose}>
                {commonTexts.cancel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={pending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
