/**
 * The owner's 'Presentes recebidos' on the customer list view (decision 028): the shared tracker
 * (shared-contracts/ui ReceivedGifts) with its data, 'Agradecimento enviado' saved at each toggle
 * and the spreadsheet download 'Baixar planilha (CSV)' of every gift received, vale-presente
 * included (decision 030).
 *
 * A toggle shows at once (optimistic); when the API refuses it, the gift goes back to its former
 * state and a red toast says why (§8). Only the toggled gift is rolled back, so two gifts toggled
 * together do not undo each other.
 */
import { Text } from 'shared-contracts/chakra';
import { type SetThankedRequest } from 'shared-contracts';
import type { ReceivedGift, ReceivedGiftsResponse } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { CsvDownloadButton, LoadError, ReceivedGifts, receivedGiftKey, toastFailure } from 'shared-contracts/ui';
import { receivedGiftsCsv, receivedGiftsFileName } from './receivedGiftsCsv';
import { receivedGiftsSectionTexts as t } from './texts';
import { useReceivedGifts } from './useReceivedGifts';

/** The cached answer with `gift`'s 'Agradecimento enviado' set to `agradecido`. */
function withThanked(gift: ReceivedGift, agradecido: boolean) {
  const key = receivedGiftKey(gift);
  return (current?: ReceivedGiftsResponse) =>
    current && { ...current, presentes: current.presentes.map((g) => (receivedGiftKey(g) === key ? { ...g, agradecido } : g)) };
}

/**
 * The body of PATCH …/presentes-recebidos/agradecimento for `gift`: the giving's channel and id,
 * and the item for a list item; a vale-presente has none, so none is sent.
 */
function thankedBody(gift: ReceivedGift, agradecido: boolean): SetThankedRequest {
  if (gift.canal === 'vale_presente') return { canal: gift.canal, id: gift.id, agradecido };
  return { canal: gift.canal, id: gift.id, listaProdutoId: gift.listaProdutoId, agradecido };
}

/** The section of list `listId`: loading line, load error with retry, or the tracker. */
export function ReceivedGiftsSection({ listId }: { listId: number }) {
  const { data, error, mutate } = useReceivedGifts(listId);

  const setThanked = async (gift: ReceivedGift, agradecido: boolean) => {
    await mutate(withThanked(gift, agradecido), { revalidate: false });
    try {
      const answer = await areaApi.setGiftThanked(listId, thankedBody(gift, agradecido));
      if (answer.agradecido !== agradecido) await mutate(withThanked(gift, answer.agradecido), { revalidate: false });
    } catch (failure) {
      await mutate(withThanked(gift, gift.agradecido), { revalidate: false });
      toastFailure(t.thankedError, failure);
    }
  };

  const placeholder =
    data ? undefined : error ? (
      <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />
    ) : (
      <Text color="fg.muted" role="status">
        {t.loading}
      </Text>
    );
  const presentes = data?.presentes ?? [];
  return (
    <ReceivedGifts
      presentes={presentes}
      onThankedChange={setThanked}
      placeholder={placeholder}
      actions={
        <CsvDownloadButton
          label={t.download}
          busyLabel={t.downloading}
          errorTitle={t.downloadError}
          fileName={receivedGiftsFileName(listId)}
          build={() => receivedGiftsCsv(presentes)}
        />
      }
    />
  );
}
