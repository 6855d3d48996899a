/**
 * 'Pedidos online a conferir' of the staff list view (decision 020): the list's online orders that
 * did not give what they claim ('A conferir') or paid for a gift another order had already given
 * ('Pagamento em duplicidade'), newest first, each as a card: the order's name, its review and
 * payment badges, the reason, who bought (name, e-mail), the date (dd/mm/aaaa, UTC), the total in
 * BRL, the lines (title × quantity, unit price) and, for a duplicate, the order that gave the gift
 * first. 'Nenhum pedido online a conferir.' when there is none. Read-only: a refund is made in the
 * store. Cards stack at every width, so nothing scrolls sideways below 768 px.
 */
import { Badge, Box, Card, DataList, Flex, Heading, HStack, List, Stack, Text } from 'shared-contracts/chakra';
import { formatBRL, formatDate } from 'shared-contracts';
import { conferenciaLabels, pedidoSituacaoLabels } from 'shared-contracts/area-texts';
import type { PedidoConferir } from 'shared-contracts/area-api';
import { LoadError } from 'shared-contracts/ui';
import { LoadingText } from '../common/ScreenParts';
import { commonTexts } from '../common/texts';
import { viewTexts as t } from './texts';
import { useListOrders } from './useListOrders';

const conferenciaPalette: Record<PedidoConferir['conferencia'], string> = { pagamento_em_duplicidade: 'red', a_conferir: 'orange' };
const situacaoPalette: Record<PedidoConferir['situacao'], string> = { pago: 'green', pendente: 'yellow', cancelado: 'gray' };

function OrderCard({ pedido }: { pedido: PedidoConferir }) {
  const headingId = `pedido-${pedido.id}`;
  const buyer = [pedido.compradorNome, pedido.compradorEmail].filter(Boolean).join(' · ') || t.buyerUnknown;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" borderLeftWidth="4px" borderLeftColor={`${conferenciaPalette[pedido.conferencia]}.solid`} data-testid="staff-order">
      <Card.Body gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          <Heading as="h3" id={headingId} size="md" me="auto">
            {t.order(pedido.nome)}
          </Heading>
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={conferenciaPalette[pedido.conferencia]} variant="subtle" size="md">
              {conferenciaLabels[pedido.conferencia]}
            </Badge>
            <Badge colorPalette={situacaoPalette[pedido.situacao]} variant="outline" size="md">
              {pedidoSituacaoLabels[pedido.situacao]}
            </Badge>
            {pedido.teste && (
              <Badge colorPalette="purple" variant="outline" size="md">
                {t.testOrder}
              </Badge>
            )}
          </HStack>
        </Flex>
        <Text>{pedido.motivo}</Text>
        {pedido.pedidoOriginal && (
          <Text fontWeight="semibold" color="red.700">
            {t.originalOrder(pedido.pedidoOriginal.nome, pedido.pedidoOriginal.compradorNome)}
          </Text>
        )}
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted">{t.buyer}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{buyer}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted">{t.orderDate}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(pedido.criadoEm)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted">{t.orderTotal}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{formatBRL(pedido.total)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t.orderItems}
          </Text>
          {pedido.itens.length === 0 ? (
            <Text fontSize="sm">{t.orderNoItems}</Text>
          ) : (
            <List.Root listStyleType="none" gap="1" aria-label={t.orderItems}>
              {pedido.itens.map((item, i) => (
                <List.Item key={i} display="flex" justifyContent="space-between" gap="3" flexWrap="wrap" fontSize="sm">
                  <Text as="span" minW="0" wordBreak="break-word">
                    {t.orderItem(item.titulo, item.quantidade)}
                  </Text>
                  <Text as="span" color="fg.muted" flexShrink={0}>
                    {t.unitPriceEach(formatBRL(item.preco))}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The section of list `listId`: loading line, error with retry, empty line, or the order cards. */
export function ListOrders({ listId }: { listId: number }) {
  const { data, error, mutate } = useListOrders(listId);
  return (
    <Box as="section" aria-labelledby="pedidos-titulo">
      <Heading as="h2" id="pedidos-titulo" size="lg" mb="1">
        {t.orders}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.ordersIntro}
      </Text>
      {error && !data ? (
        <LoadError title={t.ordersLoadError} retryLabel={commonTexts.retry} error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingText text={t.ordersLoading} />
      ) : data.pedidos.length === 0 ? (
        <Text color="fg.muted">{t.ordersEmpty}</Text>
      ) : (
        <Stack gap="3">
          {data.pedidos.map((pedido) => (
            <OrderCard key={pedido.id} pedido={pedido} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
