/**
 * A gift's 'Presentear' pressed before the app ran, answered before the app takes the page over
 * (docs/decisions/048): the shell asks the list screen (`answerPress` of its route, ../routes.tsx) as
 * soon as remote-public's routes module is there, and renders the review dialog this returns at
 * once, with the app's providers, in a root of its own beside the page. The page is hydrated
 * after it: a guest's first tap no longer waits for the whole page to be taken over (about
 * 250 ms of a phone's CPU at 4×), only for the app's start and the dialog's own code.
 *
 * Only a single product's button (`data-gift`, ./GiftCards) is answered here, and only while
 * the page's data still says it can be given; anything else (a kit, which navigates; 'Dar uma
 * cota'; the vale-presente) resolves to null, and the page loader gives its click back to the
 * page once it runs, as before. A checkout refused with 409 closes the dialog and asks the list
 * page to refresh (./listRefresh), as the page's own dialog does.
 */
import { unstable_serialize } from 'swr';
import { matchRoute, swrKeys, type Lista, type PressAnswer } from 'shared-contracts';
import { giftKey, listGifts } from 'shared-contracts/gifts';
import { canGive } from './giftEntries';
import { GIFT_ATTRIBUTE, isGiftPress } from './giftPress';
import { askListRefresh } from './listRefresh';
import { loadDialog } from './useGiving';

/**
 * The review dialog for the gift whose 'Presentear' is `control`, on the list page at `pathname`
 * whose server data is `data`, once its code is here (the list screen prefetched it); null when the
 * press is not one to answer here (see the file's note). Rejects when the dialog's code cannot be
 * loaded (the page then gets the click back).
 */
export async function answerGiftPress(control: HTMLElement, data: Record<string, unknown>, pathname: string = window.location.pathname): Promise<PressAnswer | null> {
  const key = control.getAttribute(GIFT_ATTRIBUTE);
  const match = matchRoute(pathname);
  const slug = match?.id === 'publicList' ? match.params.slug : undefined;
  if (!isGiftPress(control) || !slug) return null;
  const lista = data[unstable_serialize(swrKeys.publicList(slug))] as Lista | undefined;
  const gift = lista ? listGifts(lista).find((entry) => giftKey(entry) === key) : undefined;
  if (gift?.kind !== 'item' || !canGive(gift)) return null;
  const { item } = gift;
  const { default: GiveDialog } = await loadDialog();
  return (close) => (
    <GiveDialog
      item={item}
      listSlug={slug}
      onClose={close}
      onConflict={() => {
        close();
        askListRefresh();
      }}
    />
  );
}
