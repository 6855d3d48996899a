/**
 * What 'Dar uma cota' does (decision 043): opens the cota dialog of the gift. The dialog
 * (./CotaDialog, with formik and yup) is not part of the page's first JavaScript: it loads with
 * `import()` on the first click, or as soon as the pointer or the focus reaches the button, as
 * the vale-presente's does (../valePresente/ValePresenteCard). Until it arrives a modal overlay
 * with a spinner stands in for it; a failed download is told and the next click tries again.
 *
 * The dialog follows the list: it is given the gift's current progress on every render (found by
 * its item id among `entries`), so after a refresh (a 409: others gave or hold cotas meanwhile) it
 * shows what is open now while the guest's typing stays; it closes if the gift is gone.
 */
import { useCallback, type ReactNode } from 'react';
import type { Lista } from 'shared-contracts';
import { importOnce } from 'shared-contracts/ui';
import type { GiftEntry } from '../giftEntries';
import { useDialogOnDemand } from '../useGiving';
import { cotaTexts as t } from './texts';

const loadDialog = importOnce(() => import(/* webpackChunkName: "cota" */ './CotaDialog'));

/** Starts downloading the cota dialog (idempotent: one download; a failed one is asked again). */
export function prefetchCota(): void {
  void loadDialog().catch(() => undefined);
}

export interface CotaGiving {
  /** The 'Dar uma cota' handler of a gift's card. */
  give: (gift: GiftEntry) => void;
  /** The dialog (or its loading overlay) while a cota is being given; render it once. */
  element: ReactNode;
}

/**
 * The cota dialog of the list `lista` whose gifts are `entries`; `onConflict` runs when the
 * server answers 409 (the gift's cotas changed meanwhile): the caller refreshes the list, and the
 * dialog stays open with the server's message and what is open now.
 */
export function useCotaGiving(lista: Pick<Lista, 'id' | 'slug'>, entries: readonly GiftEntry[], onConflict: () => void): CotaGiving {
  const { show, close, render } = useDialogOnDemand(loadDialog, { loading: t.loadingDialog, error: t.loadDialogError });
  // a kit's cotas go to its anchor; the dialog finds the gift among the current entries, after a refresh too
  const give = useCallback(
    (gift: GiftEntry) => {
      const listProductId = gift.kind === 'item' ? gift.item.id : gift.kit.anchor.id;
      show(listProductId, { lista, entries, listProductId, onClose: close, onConflict });
    },
    [show, close, lista, entries, onConflict],
  );
  return { give, element: render({ entries }) };
}
