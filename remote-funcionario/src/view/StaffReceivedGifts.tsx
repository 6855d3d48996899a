/**
 * 'Presentes recebidos' of the staff list view (decision 028): the owner's tracker read-only (the
 * thanks show as 'Sim'/'Não'), under 'Pedidos online a conferir'. Loading line, or the load error
 * with a retry; the rest of the view stays when it fails.
 */
import { LoadError, ReceivedGifts } from 'shared-contracts/ui';
import { LoadingText } from '../common/ScreenParts';
import { commonTexts } from '../common/texts';
import { viewTexts as t } from './texts';
import { useStaffReceivedGifts } from './useStaffReceivedGifts';

/** The section of list `listId`. */
export function StaffReceivedGifts({ listId }: { listId: number }) {
  const { data, error, mutate } = useStaffReceivedGifts(listId);
  const placeholder = data ? undefined : error ? (
    <LoadError title={t.receivedLoadError} retryLabel={commonTexts.retry} error={error} onRetry={() => void mutate()} />
  ) : (
    <LoadingText text={t.receivedLoading} />
  );
  return <ReceivedGifts presentes={data?.presentes ?? []} placeholder={placeholder} />;
}
