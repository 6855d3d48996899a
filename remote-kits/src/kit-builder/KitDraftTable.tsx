/**
 * The kit builder's pending items (§2 Kit builder): photo or placeholder, name, code, price,
 * editable quantity (a whole number, never below 1: 'Mínimo 1' while the entry is not one, and it
 * returns to the last valid quantity on leaving the field), editable description, remove; then the
 * summary (item count, total quantity, the kit's estimated total in BRL: the anchor and the kit's
 * members so far included, as the public kit price counts them, and a line saying so). Empty: 'Nenhum item adicionado
 * ainda.' Below 768 px each row is a card (same DOM, CSS only).
 */
import { Box, Button, DataList, Field, Input, Stack, Text } from 'shared-contracts/chakra';
import { Table } from 'shared-contracts/chakra-extras';
import { useState, type Dispatch } from 'react';
import { formatBRL, KIT_DESCRIPTION_MAX, QUANTITY_MAX } from 'shared-contracts';
import { cardRow, ProductThumb, responsiveTable, TrashIcon } from 'shared-contracts/ui';
import { kitSummary, validQuantity, type KitDraftAction, type KitDraftItem } from './kitDraft';
import { kitBuilderTexts as t } from './texts';

const cell = responsiveTable.cell;
/** Below 768 px a pending item is a card: photo, name, code and price, remove; quantity and description underneath. */
const ROW = cardRow(['photo name name remove', 'photo code price remove', 'qty desc desc desc'], '5.5rem 1fr 1fr auto');

/** The quantity of one row: free typing, committed only when it is a whole number from 1. */
function QuantityInput({ item, dispatch }: { item: KitDraftItem; dispatch: Dispatch<KitDraftAction> }) {
  const [text, setText] = useState(String(item.quantidade));
  const valid = validQuantity(Number(text)) !== null && /^\d+$/.test(text);
  return (
    <Field.Root invalid={!valid} maxW="28">
      <Input
        size="sm"
        type="number"
        min={1}
        max={QUANTITY_MAX}
        step={1}
        inputMode="numeric"
        aria-label={t.quantityOf(item.product.nome)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (/^\d+$/.test(e.target.value) && validQuantity(n) !== null) dispatch({ type: 'setQuantity', tempId: item.tempId, quantidade: n });
        }}
        onBlur={() => {
          if (!valid) setText(String(item.quantidade));
        }}
      />
      <Field.ErrorText color="red.700">{t.rowMin}</Field.ErrorText>
    </Field.Root>
  );
}

function DraftRow({ item, dispatch }: { item: KitDraftItem; dispatch: Dispatch<KitDraftAction> }) {
  const variant = t.variantLine(item.tamanho?.Nome, item.cor?.Nome);
  return (
    <Table.Row data-testid={`draft-row-${item.tempId}`} {...ROW}>
      <Table.Cell {...cell} gridArea="photo">
        <ProductThumb path={item.product.fotoUrl} alt="" />
      </Table.Cell>
      <Table.Cell {...cell} gridArea="name" minW={{ base: '0', md: '160px' }}>
        <Text fontWeight="medium">{item.product.nome}</Text>
        {variant && (
          <Text fontSize="xs" color="fg.muted">
            {variant}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell {...cell} {...responsiveTable.labelled} gridArea="code" data-label={t.colCode} whiteSpace="nowrap">
        {item.product.codigo}
      </Table.Cell>
      <Table.Cell {...cell} {...responsiveTable.labelled} gridArea="price" data-label={t.colPrice} whiteSpace="nowrap">
        {formatBRL(item.product.preco)}
      </Table.Cell>
      <Table.Cell {...cell} {...responsiveTable.labelled} gridArea="qty" data-label={t.colQuantity} pt={{ base: '2', md: '2' }}>
        <QuantityInput item={item} dispatch={dispatch} />
      </Table.Cell>
      <Table.Cell {...cell} {...responsiveTable.labelled} gridArea="desc" data-label={t.colDescription} pt={{ base: '2', md: '2' }}>
        <Input
          size="sm"
          maxLength={KIT_DESCRIPTION_MAX}
          aria-label={t.descriptionOf(item.product.nome)}
          value={item.descricao}
          onChange={(e) => dispatch({ type: 'setDescription', tempId: item.tempId, descricao: e.target.value })}
        />
      </Table.Cell>
      <Table.Cell {...cell} gridArea="remove" textAlign="end">
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={t.removeOf(item.product.nome)} onClick={() => dispatch({ type: 'remove', tempId: item.tempId })}>
          <TrashIcon />
          <Box as="span" display={{ base: 'none', lg: 'inline' }}>
            {t.remove}
          </Box>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** The pending items and the summary; `kitSoFar` is the price of the anchor and the `members` the kit already has (reais). */
export function KitDraftTable({
  items,
  dispatch,
  kitSoFar,
  members,
}: {
  items: readonly KitDraftItem[];
  dispatch: Dispatch<KitDraftAction>;
  kitSoFar: number;
  members: number;
}) {
  const summary = kitSummary(items, kitSoFar);
  return (
    <Stack gap="4">
      {items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8" borderWidth="1px" borderStyle="dashed" borderRadius="md">
          {t.empty}
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t.tableLabel} {...responsiveTable.root}>
          <Table.Header {...responsiveTable.header}>
            <Table.Row>
              <Table.ColumnHeader>{t.colPhoto}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colName}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colCode}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colPrice}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colQuantity}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.colDescription}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>{t.colRemove}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body {...responsiveTable.body}>
            {items.map((item) => (
              <DraftRow key={item.tempId} item={item} dispatch={dispatch} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <DataList.Root orientation="horizontal" size="sm" aria-live="polite">
        <DataList.Item>
          <DataList.ItemLabel>{t.summaryItems}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="summary-items">{summary.itemCount}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t.summaryQuantity}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="summary-quantity">{summary.totalQuantity}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t.summaryTotal}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="summary-total" fontWeight="semibold">
            {formatBRL(summary.estimatedTotal)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted" mt="-2">
        {t.summaryTotalNote(members)}
      </Text>
    </Stack>
  );
}
