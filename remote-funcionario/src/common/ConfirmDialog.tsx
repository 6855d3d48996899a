/**
 * Confirmation dialog of the staff screens (§2: archive, restore and every removal ask first,
 * §4 List status). 'Cancelar' closes it; the confirm button runs `onConfirm`, stays busy while it
 * runs and closes the dialog when it settles (the caller toasts the result).
 */
import { Button, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { useState, type ReactNode } from 'react';
import { commonTexts } from './texts';
import { DialogFrame } from './DialogFrame';

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
    <DialogFrame open={open} role="alertdialog" placement="center" title={title} onClose={() => !pending && onClose()}>
      <Dialog.Body>{typeof description === 'string' ? <Text>{description}</Text> : description}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={pending} onClick={onClose}>
          {commonTexts.cancel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'brand'} loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
