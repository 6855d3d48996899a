/**
 * The owner's 'Desconto de conclusão' on the customer list view (decision 042): from the day after
 * the event, a card that offers the list's discount on the gifts still open ('Gerar meu código'),
 * then shows the code with its percentage and last day and 'Comprar os itens restantes', which asks
 * the API for one store cart of those gifts with the code and opens its checkout. Once the owner
 * bought with it, what was bought; an expired code says so. Before the day after the event, without remaining online gifts, for a list not active or
 * when the call fails, there is no card: nothing on the page depends on it.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Card, Heading, Stack, Text } from 'shared-contracts/chakra';
import { CACHE, formatBRL, formatDate } from 'shared-contracts';
import { areaApi, type CompletionDiscount } from 'shared-contracts/area-api';
import { toastFailure } from 'shared-contracts/ui';
import { completionDiscountTexts as t } from './texts';

/** The SWR key of list `id`'s completion discount (only this screen reads it). */
export const completionDiscountKey = (id: number) => ['cliente', 'completionDiscount', id] as const;

/** The last day a code works: the day before the first instant it no longer does (`validoAte`, UTC). */
const lastDay = (validoAte: string) => formatDate(new Date(new Date(validoAte).getTime() - 1000));

/** The card of list `listId`, or nothing (see the top). */
export function CompletionDiscountCard({ listId }: { listId: number }) {
  const { data, mutate } = useSWR(completionDiscountKey(listId), ([, , id]) => areaApi.fetchCompletionDiscount(id), { ...CACHE.listById, revalidateOnMount: true });
  const [busy, setBusy] = useState<'request' | 'buy' | null>(null);
  if (!data || !['disponivel', 'ativo', 'usado', 'expirado'].includes(data.situacao)) return null;

  const request = async () => {
    setBusy('request');
    try {
      await mutate(await areaApi.requestCompletionDiscount(listId), { revalidate: false });
    } catch (failure) {
      toastFailure(t.requestError, failure);
    } finally {
      setBusy(null);
    }
  };
  const buy = async () => {
    setBusy('buy');
    try {
      const { checkoutUrl } = await areaApi.completionDiscountCart(listId);
      if (!checkoutUrl) throw new Error(t.noCheckout);
      window.location.assign(checkoutUrl);
    } catch (failure) {
      toastFailure(t.buyError, failure);
      setBusy(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="desconto-conclusao" data-testid="completion-discount" borderColor="brand.muted" bg="brand.subtle">
      <Card.Body gap="3">
        <Heading as="h2" id="desconto-conclusao" size="lg">
          {t.title}
        </Heading>
        <Body data={data} />
        {data.situacao === 'disponivel' && (
          <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy === 'request'} loadingText={t.requesting} onClick={() => void request()}>
            {t.request}
          </Button>
        )}
        {data.situacao === 'ativo' && (
          <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy === 'buy'} loadingText={t.buying} onClick={() => void buy()}>
            {t.buy}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Body({ data }: { data: CompletionDiscount }) {
  if (data.situacao === 'disponivel') return <Text>{t.offer(data.percentual, data.itensRestantes, data.dias)}</Text>;
  if (data.situacao === 'usado' && data.compra) {
    const { itens, valor, pedido, data: day } = data.compra;
    return <Text>{itens ? t.used(itens, formatBRL(valor), pedido, formatDate(day)) : t.usedRefunded(pedido, formatDate(day))}</Text>;
  }
  if (data.situacao === 'expirado') return <Text color="fg.muted">{t.expired(data.codigo ?? '', lastDay(data.validoAte ?? ''))}</Text>;
  return (
    <Stack gap="1">
      <Text>{t.active(data.percentual)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.codeLabel}
      </Text>
      <Text as="strong" fontFamily="mono" fontSize="2xl" letterSpacing="wider" data-testid="completion-discount-code">
        {data.codigo}
      </Text>
      <Text fontSize="sm">{t.validUntil(lastDay(data.validoAte ?? ''))}</Text>
    </Stack>
  );
}
