/**
 * The staff's read-only 'Desconto de conclusão' of a list (decision 042), beside its progress: the
 * code and its state (offered and not asked yet, active until a day, used in an order, expired).
 * Nothing before the day after the event, without remaining online gifts, for a list not active,
 * or when the call fails: the rest of the view does not depend on it.
 */
import useSWR from 'swr';
import { Card, DataList, Heading } from 'shared-contracts/chakra';
import { CACHE, formatDate } from 'shared-contracts';
import { areaApi, type CompletionDiscount } from 'shared-contracts/area-api';
import { completionDiscountViewTexts as t } from './texts';

/** The code's last day (dd/mm/aaaa): the day before the first instant it no longer works. */
const lastDay = (validoAte: string | null) => (validoAte ? formatDate(new Date(new Date(validoAte).getTime() - 1000)) : '');

/** The state line of `d`, or null when there is nothing to show. */
function stateText(d: CompletionDiscount): string | null {
  switch (d.situacao) {
    case 'disponivel':
      return t.available(d.percentual);
    case 'ativo':
      return t.active(d.percentual, lastDay(d.validoAte));
    case 'usado':
      return d.compra ? t.used(d.compra.pedido, formatDate(d.compra.data), d.compra.itens) : null;
    case 'expirado':
      return t.expired(lastDay(d.validoAte));
    default:
      return null;
  }
}

/** The card of list `listId`, or nothing. */
export function StaffCompletionDiscount({ listId }: { listId: number }) {
  const { data } = useSWR(['staff', 'completionDiscount', listId] as const, ([, , id]) => areaApi.fetchStaffCompletionDiscount(id), { ...CACHE.listById, revalidateOnMount: true });
  const text = data ? stateText(data) : null;
  if (!data || !text) return null;
  return (
    <Card.Root as="section" aria-labelledby="desconto-conclusao-titulo" size="sm" data-testid="staff-completion-discount">
      <Card.Body gap="2">
        <Heading as="h2" id="desconto-conclusao-titulo" size="md">
          {t.title}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {data.codigo && (
            <DataList.Item>
              <DataList.ItemLabel>{t.code}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{data.codigo}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>{t.state}</DataList.ItemLabel>
            <DataList.ItemValue>{text}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
