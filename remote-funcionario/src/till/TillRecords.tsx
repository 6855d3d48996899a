/**
 * 'Registros de hoje' (decision 028): the gifts registered at the till for this list today (browser's
 * local day), newest first as the API sends them: gift, giver, branch, sale number, who registered
 * it and when (HH:MM); an undone one says 'Desfeito por X às HH:MM' (at full contrast). A
 * registration the API marks `podeDesfazer` (the caller may undo it: docs/decisions/037) has
 * 'Desfazer', which asks first and then calls POST /presentes-loja/{id}/desfazer, toasting the
 * API's message in place of the till's last toast and refreshing the list.
 */
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
import { errorMessage } from 'shared-contracts';
import type { StoreGift } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { formatLocalTime, toastError, toastSuccess } from 'shared-contracts/ui';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useLastDefined } from '../common/ScreenParts';
import { Facts } from './Facts';
import { tillTexts as t } from './texts';
import { isSameLocalDay } from './tillGifts';

function RecordCard({ registro, onUndo }: { registro: StoreGift; onUndo: (registro: StoreGift) => void }) {
  const undone = !!registro.desfeitoEm;
  return (
    // an undone record is told apart by its struck-through title, its badge, a dashed border and a
    // muted background; no opacity, which took its 12 px labels below WCAG AA (4.1:1)
    <Card.Root as="li" size="sm" listStyleType="none" data-testid="till-record" borderStyle={undone ? 'dashed' : undefined} bg={undone ? 'bg.subtle' : undefined}>
      <Card.Body>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="2" flex="1" minW="0">
            <Flex gap="2" wrap="wrap" align="center">
              <Text fontWeight="semibold" textDecoration={undone ? 'line-through' : undefined}>
                {registro.presente}
              </Text>
              {undone && <Badge colorPalette="gray">{t.undoneBy(registro.desfeitoPor ?? '', formatLocalTime(registro.desfeitoEm ?? ''))}</Badge>}
            </Flex>
            <Facts
              facts={[
                [t.recordGiver, registro.nome],
                [t.recordBranch, registro.filial.nome],
                [t.recordSale, registro.numeroVenda || t.noSaleNumber],
                [t.recordBy, registro.registradoPor],
                [t.recordTime, formatLocalTime(registro.registradoEm)],
              ]}
            />
          </Stack>
          {registro.podeDesfazer && !undone && (
            <Button variant="outline" colorPalette="red" size="sm" flexShrink={0} aria-label={t.undoLabel(registro.presente, registro.nome)} onClick={() => onUndo(registro)}>
              {t.undo}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Props of TillRecords. */
export interface TillRecordsProps {
  registros: StoreGift[];
  /** The time "today" is taken from (ms). */
  now: number;
  /** Refreshes the list (SWR mutate). */
  onChanged: () => Promise<unknown>;
}

/** The day's till registrations of the list; see the module comment. */
export function TillRecords({ registros, now, onChanged }: TillRecordsProps) {
  const [target, setTarget] = useState<StoreGift | null>(null);
  const shown = useLastDefined(target);
  const today = registros.filter((r) => isSameLocalDay(r.registradoEm, now));
  const undo = async () => {
    if (!target) return;
    try {
      const { message } = await areaApi.undoStoreGift(target.id);
      toastSuccess(message || t.msg.undone, undefined, t.toastId);
    } catch (error) {
      toastError(errorMessage(error, t.undoError), undefined, t.toastId);
    }
    await onChanged();
  };
  return (
    <Box as="section" aria-labelledby="till-records" mt="8">
      <Heading as="h2" size="lg" id="till-records" mb="3">
        {t.records}
      </Heading>
      {today.length === 0 ? (
        <Text color="fg.muted">{t.noRecords}</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0">
          {today.map((registro) => (
            <RecordCard key={registro.id} registro={registro} onUndo={setTarget} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={!!target}
        title={t.undoTitle}
        description={shown ? t.undoText(shown.presente, shown.nome) : ''}
        confirmLabel={t.undo}
        destructive
        onConfirm={undo}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}
