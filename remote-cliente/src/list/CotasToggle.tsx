/**
 * The owner's 'Aceita cotas' on a gift card of the customer list view (decision 043): guests may
 * give together toward the gift (a kit through its anchor item). Shown for an unsold gift while the
 * list is ativo; each change calls PUT /cliente/listas/{id}/itens/{itemId}/cotas, toasts the API's
 * message (green on success; red with the API's reason, e.g. below the minimum price, on failure)
 * and refreshes the list. The progress of the gift's cotas is CotasProgress.
 */
import { chakra, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
import { COTA_MSG, type ListProductItem } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toastFailure, toastSuccess } from 'shared-contracts/ui';
import { useRefreshCustomerData } from '../common/customerCache';
import { cotasTexts as t } from './texts';

/** Props of CotasToggle. */
export interface CotasToggleProps {
  listId: number;
  /** The loose item, or the kit's anchor (it carries the kit's `aceitaCotas`). */
  item: ListProductItem;
  /** The gift's name, for the control's accessible name ('Aceita cotas: Sofá'). */
  giftName: string;
}

/**
 * The 'Aceita cotas' checkbox of one gift, shown checked at once and disabled while its change is
 * saved; a native input, like the tracker's controls (no Chakra checkbox machine in the list view).
 */
export function CotasToggle({ listId, item, giftName }: CotasToggleProps) {
  const refresh = useRefreshCustomerData();
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? item.aceitaCotas === true;

  const change = async (aceitaCotas: boolean) => {
    setSaving(aceitaCotas);
    try {
      const answer = await areaApi.setItemCotas(listId, item.id, aceitaCotas);
      toastSuccess(answer.message);
      await refresh();
    } catch (error) {
      toastFailure(t.error, error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" cursor={saving === null ? 'pointer' : 'wait'} alignSelf="flex-start">
      <chakra.input
        type="checkbox"
        aria-label={t.label(giftName)}
        checked={checked}
        disabled={saving !== null}
        onChange={(e) => void change(e.currentTarget.checked)}
        boxSize="4"
        accentColor="brand.solid"
        cursor="inherit"
      />
      <span aria-hidden="true">{COTA_MSG.accepts}</span>
    </chakra.label>
  );
}

/**
 * The progress of a gift's cotas ('R$ 450,00 de R$ 899,00 em cotas · 3 cotas'), or 'Presenteado
 * em cotas' once a sold gift's cotas reached its price; nothing without cotas.
 */
export function CotasProgress({ item }: { item: ListProductItem }) {
  const { cotas } = item;
  if (!cotas) return null;
  const given = item.vendido && cotas.dado >= cotas.preco;
  return (
    <Text fontSize="sm" color={given ? 'green.800' : 'teal.700'} fontWeight={given ? 'semibold' : undefined} data-testid="cotas-progress">
      {given ? COTA_MSG.given : COTA_MSG.progress(cotas.dado, cotas.preco)}
      {cotas.quantidade > 0 && ` · ${COTA_MSG.count(cotas.quantidade)}`}
    </Text>
  );
}
