/**
 * The purchase review dialog of a single gift (§2 Public list page, 'Presentear'): the purchase
 * line (photo, name, colour and size, unit price, quantity, line total, code), then the two ways to
 * give as §2 describes them for kits: online ('Compre Online e Retire na Loja ou Receba em Casa',
 * only when the item is Online, §4, with the guest's optional 'Seu nome' and 'Mensagem' for the
 * list's owner, decision 020; otherwise a sentence says why: sold only in the stores, or its online
 * sale paused) and 'Compre na Loja Física' with each branch's stock (for a gift
 * not sold online only the branches that have it, §4 Branch stock). The line's 'Total' includes
 * the gift bag while it is checked: what the guest pays. One
 * size at every width (a responsive 'full' size stays full height on desktop), scrolling inside.
 * Loaded on demand: the guest's first visit does not download it.
 */
import { Stack, Text } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { useState } from 'react';
import { GIFT_BAG, isOnline, type ListProductItem } from 'shared-contracts';
import { itemCheckout } from './checkoutPayload';
import { GivingDialogFrame } from './GivingDialogFrame';
import { GuestNoteFields } from './GuestNoteFields';
import { OnlineSection } from './OnlineSection';
import { PurchaseLine } from './PurchaseLine';
import { itemStoreOptions, purchaseItem } from './purchaseItem';
import { StoreSection } from './StoreSection';
import { giveTexts as t } from './texts';
import { useGuestNote } from './useGuestNote';
import { useOnlineCheckout } from './useOnlineCheckout';

/** Why `item` has no online section, or null when it has one or is not sold online for another reason (sold out). */
function onlineMissing(item: ListProductItem): string | null {
  if (!item.produto.codigo_shopify) return t.storeOnly;
  if (!item.produto.isShopify_Ativo) return t.onlinePaused;
  return null;
}

export interface GiveDialogProps {
  item: ListProductItem;
  /** The slug of the list page the guest is on: every checkout carries it (decision 020, 'No oracle'). */
  listSlug: string;
  /** Closes the dialog (Esc, the backdrop, 'Fechar'); not while redirecting to the store. */
  onClose: () => void;
  /** The server said 409 (held, sold or changed): refresh the list. */
  onConflict?: () => void;
}

/** The review dialog of `item`, open until `onClose`; see the file's comment. */
export function GiveDialog({ item, listSlug, onClose, onConflict }: GiveDialogProps) {
  const [giftBag, setGiftBag] = useState<boolean>(GIFT_BAG.defaultChecked);
  const checkout = useOnlineCheckout({ onConflict });
  const note = useGuestNote();
  const online = isOnline(item);
  const missing = online ? null : onlineMissing(item);
  const buy = () => {
    const guest = note.check();
    if (guest) void checkout.start(() => itemCheckout(item, giftBag, { listSlug, ...guest }));
  };
  return (
    <GivingDialogFrame title={t.dialogTitle} size="lg" testId="give-dialog" redirecting={checkout.redirecting} onClose={onClose}>
      <Dialog.Body pb="6">
        <Stack gap="5">
          <PurchaseLine item={purchaseItem(item)} addOn={online && giftBag ? GIFT_BAG.price : 0} />
          {missing && (
            <Text fontSize="sm" bg="bg.muted" borderRadius="md" px="3" py="2" data-testid="online-missing">
              {missing}
            </Text>
          )}
          {online && (
            <OnlineSection
              texts={t}
              giftBag={giftBag}
              onGiftBagChange={setGiftBag}
              redirecting={checkout.redirecting}
              onBuy={buy}
            >
              <GuestNoteFields form={note} texts={t} disabled={checkout.redirecting} />
            </OnlineSection>
          )}
          <StoreSection stores={itemStoreOptions(item).filter((store) => online || store.ok)} listaId={item.listaId} texts={t} />
        </Stack>
      </Dialog.Body>
    </GivingDialogFrame>
  );
}

export default GiveDialog;
