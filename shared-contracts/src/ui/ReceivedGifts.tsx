/**
 * 'Presentes recebidos' (decision 028, the owner's gift tracker): every gift a list received, online,
 * at a store's till, marked sold by the staff by hand, or as vale-presente (store credit, decision
 * 030), oldest first as the API orders them, in a table that becomes one card per gift below
 * 768 px (./responsiveTable). Columns 'Presente', 'Quem presenteou', 'E-mail', 'Mensagem', 'Canal'
 * ('Online', the store's name, 'Marcado pela loja' or 'Vale-presente online'), 'Data'
 * (dd/MM/yyyy HH:mm in the browser's time zone) and 'Agradecimento enviado': a checkbox per gift
 * for the owner, 'Sim'/'Não' in the staff's read-only copy. A summary line counting the list's
 * gifts as its cards and the dashboard do (an item or a kit is one; the units when a gift has
 * several; their total in BRL), under it the vale-presente line when there is one (cards and
 * their total), and the filter 'Mostrar apenas não agradecidos'.
 *
 * Cotas (decision 043) arrive as vale-presente rows earmarked for a gift (`listaProdutoId` set,
 * `presente` 'Cota: Sofá'): their channel reads 'Cota online', and they count apart from the
 * vale-presente line, one line per gift in cotas ('Cotas para Sofá: R$ 450,00 (3 cotas)').
 *
 * Bundled by the customer and staff areas only: never import it from remote-public. The controls
 * are native inputs (no Chakra checkbox machine) and the table comes from ./chakraExtras, which
 * the signed-in areas share already.
 */
import { Box, chakra, Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { Table } from 'shared-contracts/chakra-extras';
import { useId, useState, type ReactNode } from 'react';
import { countOf, formatBRL } from 'shared-contracts';
import type { ReceivedGift } from '../areaApi';
import { formatLocalDateTime } from './localTime';
import { cardRow, responsiveTable as L } from './responsiveTable';

/** Visible texts of the tracker (decision 028). */
export const receivedGiftsTexts = {
  title: 'Presentes recebidos',
  tableLabel: 'Presentes recebidos',
  colGift: 'Presente',
  colGiver: 'Quem presenteou',
  colEmail: 'E-mail',
  colMessage: 'Mensagem',
  colChannel: 'Canal',
  colDate: 'Data',
  colThanked: 'Agradecimento enviado',
  online: 'Online',
  /** The channel of a vale-presente (store credit bought online, decision 030). */
  valePresente: 'Vale-presente online',
  /** The channel of a cota: a vale-presente earmarked for one gift (decision 043). */
  cota: 'Cota online',
  /** Under a cota whose gift was given whole meanwhile (decision 043). */
  cotaComoVale: 'O presente foi dado inteiro: esta cota ficou como vale-presente.',
  /** The line of one gift in cotas: its cotas (rows) and their total in reais. */
  cotasTotal: (gift: string, cotas: number, total: number) => `Cotas para ${gift}: ${formatBRL(total)} (${countOf(cotas, 'cota', 'cotas')})`,
  /** The channel of an item the staff marked sold by hand, with no order or registration behind it. */
  marked: 'Marcado pela loja',
  /** A store gift whose store the API could not name. */
  store: 'Loja',
  yes: 'Sim',
  no: 'Não',
  none: '-',
  quantity: (n: number) => `Quantidade: ${n}`,
  filter: 'Mostrar apenas não agradecidos',
  /** The list's gifts (an item or a kit is one), their units when more, and their total. */
  summary: (count: number, units: number, total: number) =>
    `${countOf(count, 'presente recebido', 'presentes recebidos')}${units > count ? ` (${units} unidades)` : ''} · ${formatBRL(total)}`,
  /** The vale-presente line (decision 030): gift cards received and their total in reais. */
  valePresenteTotal: (cards: number, total: number) => `Vale-presente recebido: ${formatBRL(total)} (${countOf(cards, 'vale', 'vales')})`,
  empty: 'Nenhum presente recebido ainda.',
  allThanked: 'Todos os presentes já foram agradecidos.',
  /** Accessible name of a row's checkbox: the column, the gift and who gave it. */
  thankedLabel: (presente: string, nome: string | null) => `Agradecimento enviado: ${presente}${nome ? `, presente de ${nome}` : ''}`,
} as const;
const t = receivedGiftsTexts;


/**
 * 'Online' for an online order, 'Vale-presente online' for a vale-presente (decision 030), 'Cota
 * online' for a cota (a vale-presente toward one gift, decision 043), 'Marcado
 * pela loja' for an item the staff marked sold by hand, else the store's name (`loja`; 'Loja'
 * when unknown).
 */
export function receivedGiftChannel(gift: Pick<ReceivedGift, 'canal' | 'loja'> & Partial<Pick<ReceivedGift, 'listaProdutoId'>>): string {
  if (gift.canal === 'online') return t.online;
  if (gift.canal === 'vale_presente') return isCota(gift) ? t.cota : t.valePresente;
  if (gift.canal === 'marcado') return t.marked;
  return gift.loja || t.store;
}

/** A cota (decision 043): a vale-presente earmarked for one gift of the list (`listaProdutoId` set). */
export function isCota(gift: Pick<ReceivedGift, 'canal'> & Partial<Pick<ReceivedGift, 'listaProdutoId'>>): boolean {
  return gift.canal === 'vale_presente' && gift.listaProdutoId != null;
}

/** The gift a cota row is for: its `presente` without the 'Cota: ' the API puts before the name. */
const cotaGiftName = (presente: string) => presente.replace(/^Cota:\s*/, '');

/**
 * A stable key of one received gift: an order or a registration may give several items; a
 * vale-presente (no item, `listaProdutoId` null) is one contribution, unique by its `id`.
 */
export function receivedGiftKey(gift: Pick<ReceivedGift, 'canal' | 'id' | 'listaProdutoId'>): string {
  return `${gift.canal}-${gift.id}-${gift.listaProdutoId ?? '-'}`;
}

/** Rows, units (sum of `quantidade`) and total in reais of some received gifts. */
interface Totals {
  rows: number;
  units: number;
  total: number;
}

/** The cotas of one gift (decision 043): its name, and its cota rows' totals. */
interface CotaTotals extends Totals {
  /** The gift's item (a kit: its anchor). */
  listaProdutoId: number;
  gift: string;
}

/**
 * The totals of `presentes`: the list's gifts (what its cards count), apart the plain vale-presente
 * rows (decision 030; their units are gift cards), and the cotas per gift (decision 043), in the
 * order their gifts first appear.
 */
function totalsOf(presentes: readonly ReceivedGift[]): { gifts: Totals; vales: Totals; cotas: CotaTotals[] } {
  const gifts: Totals = { rows: 0, units: 0, total: 0 };
  const vales: Totals = { rows: 0, units: 0, total: 0 };
  const cotas = new Map<number, CotaTotals>();
  for (const gift of presentes) {
    let sum: Totals = gift.canal === 'vale_presente' ? vales : gifts;
    if (isCota(gift)) {
      const id = gift.listaProdutoId!;
      const cota = cotas.get(id) ?? { listaProdutoId: id, gift: cotaGiftName(gift.presente), rows: 0, units: 0, total: 0 };
      cotas.set(id, cota);
      sum = cota;
    }
    sum.rows += 1;
    sum.units += gift.quantidade;
    sum.total = Math.round((sum.total + gift.valor) * 100) / 100;
  }
  return { gifts, vales, cotas: [...cotas.values()] };
}

/** Props of ReceivedGifts. */
export interface ReceivedGiftsProps {
  /** The gifts, in the API's order (oldest first); `valor` in reais, `data` ISO UTC. */
  presentes: ReceivedGift[];
  /**
   * Saves a row's 'Agradecimento enviado' (the owner's view). Absent: read-only (the staff's
   * view), the state shows as 'Sim'/'Não'. While the returned promise runs, the row's checkbox is
   * disabled; its rejection is the caller's to report (it is ignored here).
   */
  onThankedChange?: (gift: ReceivedGift, agradecido: boolean) => void | Promise<unknown>;
  /** Buttons beside the heading (the owner's CSV download); shown when there is a gift. */
  actions?: ReactNode;
  /** Shown instead of the gifts while there are none to show yet (loading line, load error). */
  placeholder?: ReactNode;
}

/** Below 768 px a gift is a card: the gift, then giver and e-mail, message, channel and date, the thanks. */
const ROW = cardRow(['gift gift', 'giver email', 'message message', 'channel date', 'thanked thanked'], 'minmax(0, 1fr) minmax(0, 1fr)');

function GiftRow({ gift, editable, pending, onChange }: { gift: ReceivedGift; editable: boolean; pending: boolean; onChange: (agradecido: boolean) => void }) {
  return (
    <Table.Row {...ROW} data-testid="received-gift">
      <Table.Cell {...L.cell} gridArea="gift" minW={{ base: '0', md: '160px' }}>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {gift.presente}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {/* a cota's units are the gift cards it is made of: only its value says something */}
          {gift.quantidade > 1 && !isCota(gift) ? `${t.quantity(gift.quantidade)} · ${formatBRL(gift.valor)}` : formatBRL(gift.valor)}
        </Text>
        {gift.cotaComoVale && (
          <Text fontSize="xs" color="orange.800" data-testid="cota-como-vale">
            {t.cotaComoVale}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="giver" data-label={t.colGiver} overflowWrap="anywhere">
        {gift.nome || t.none}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="email" data-label={t.colEmail} overflowWrap="anywhere">
        {gift.email || t.none}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="message" data-label={t.colMessage} whiteSpace="pre-line" overflowWrap="anywhere" maxW={{ md: '280px' }}>
        {gift.mensagem || t.none}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="channel" data-label={t.colChannel}>
        {receivedGiftChannel(gift)}
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="date" data-label={t.colDate} whiteSpace="nowrap">
        <time dateTime={gift.data}>{formatLocalDateTime(gift.data)}</time>
      </Table.Cell>
      <Table.Cell {...L.cell} {...L.labelled} gridArea="thanked" data-label={t.colThanked} textAlign={{ md: 'center' }}>
        {editable ? (
          <chakra.input
            type="checkbox"
            aria-label={t.thankedLabel(gift.presente, gift.nome)}
            checked={gift.agradecido}
            disabled={pending}
            onChange={(e) => onChange(e.currentTarget.checked)}
            boxSize="5"
            accentColor="brand.solid"
            cursor={pending ? 'wait' : 'pointer'}
            verticalAlign="middle"
          />
        ) : gift.agradecido ? (
          t.yes
        ) : (
          t.no
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** The tracker section: heading, actions, summary, filter and the table (or its empty line). */
export function ReceivedGifts({ presentes, onThankedChange, actions, placeholder }: ReceivedGiftsProps) {
  const headingId = useId();
  const filterId = useId();
  const [onlyUnthanked, setOnlyUnthanked] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const shown = onlyUnthanked ? presentes.filter((gift) => !gift.agradecido) : presentes;
  const { gifts, vales, cotas } = totalsOf(presentes);

  const change = (gift: ReceivedGift, agradecido: boolean) => {
    if (!onThankedChange) return;
    const key = receivedGiftKey(gift);
    const settle = () =>
      setPending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    setPending((current) => new Set(current).add(key));
    // called in the event, so that an optimistic update shows with the click
    let saving: unknown;
    try {
      saving = onThankedChange(gift, agradecido);
    } catch {
      saving = undefined;
    }
    Promise.resolve(saving)
      .catch(() => {})
      .finally(settle);
  };

  let body: ReactNode;
  if (placeholder) body = placeholder;
  else if (presentes.length === 0) body = <Text color="fg.muted">{t.empty}</Text>;
  else {
    body = (
      <Stack gap="3">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Stack gap="0.5">
            {gifts.rows > 0 && <Text fontWeight="semibold">{t.summary(gifts.rows, gifts.units, gifts.total)}</Text>}
            {vales.rows > 0 && (
              <Text fontSize="sm" color="fg.muted" data-testid="vale-presente-total">
                {t.valePresenteTotal(vales.units, vales.total)}
              </Text>
            )}
            {cotas.map((c) => (
              <Text key={c.listaProdutoId} fontSize="sm" color="fg.muted" data-testid="cotas-total">
                {t.cotasTotal(c.gift, c.rows, c.total)}
              </Text>
            ))}
          </Stack>
          <chakra.label htmlFor={filterId} display="flex" gap="2" alignItems="center" cursor="pointer" fontSize="sm">
            <chakra.input id={filterId} type="checkbox" checked={onlyUnthanked} onChange={(e) => setOnlyUnthanked(e.currentTarget.checked)} boxSize="4" accentColor="brand.solid" />
            {t.filter}
          </chakra.label>
        </Flex>
        {shown.length === 0 ? (
          <Text color="fg.muted">{t.allThanked}</Text>
        ) : (
          // a narrow column (the staff view's, from 768 px) scrolls the table rather than the page
          <Box overflowX={{ md: 'auto' }}>
            <Table.Root size="sm" aria-label={t.tableLabel} {...L.root}>
              <Table.Header {...L.header}>
                <Table.Row>
                  <Table.ColumnHeader>{t.colGift}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colGiver}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colEmail}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colMessage}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colChannel}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.colDate}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign={{ md: 'center' }}>{t.colThanked}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body {...L.body}>
                {shown.map((gift) => {
                  const key = receivedGiftKey(gift);
                  return <GiftRow key={key} gift={gift} editable={!!onThankedChange} pending={pending.has(key)} onChange={(agradecido) => change(gift, agradecido)} />;
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" mb="3">
        <Heading as="h2" id={headingId} size="lg">
          {t.title}
        </Heading>
        {!placeholder && presentes.length > 0 && actions}
      </Flex>
      {body}
    </Box>
  );
}
