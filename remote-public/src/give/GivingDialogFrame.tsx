/**
 * The frame of the guest's buying dialogs: the gift's review (§2 'Presentear', ./GiveDialog) and
 * the vale-presente (decision 030, ../list/valePresente/ValePresenteDialog). A centred modal titled
 * `title`, scrolling inside, with 'Fechar' in its corner. Esc, the backdrop and 'Fechar' call
 * `onClose`, except while `redirecting` to the store's checkout.
 */
import { CloseButton } from 'shared-contracts/chakra';
import { Dialog, Portal } from 'shared-contracts/chakra-overlays';
import type { ReactNode } from 'react';
import { giveTexts as t } from './texts';

export interface GivingDialogFrameProps {
  title: string;
  size: 'md' | 'lg';
  /** The content's `data-testid`. */
  testId: string;
  /** The browser is leaving for the checkout: the dialog stays open. */
  redirecting: boolean;
  /** 'Fechar' is shown disabled (the vale-presente's, while redirecting). */
  closeDisabled?: boolean;
  onClose: () => void;
  /** The body (and footer) of the dialog. */
  children: ReactNode;
}

/** See the file's comment. */
export function GivingDialogFrame({ title, size, testId, redirecting, closeDisabled = false, onClose, children }: GivingDialogFrameProps) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !redirecting && onClose()} size={size} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', md: '4' }}>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} disabled={closeDisabled} />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
