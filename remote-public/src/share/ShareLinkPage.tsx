/**
 * The share link /share/lista/{id} (§2), answered by the site itself (the shop's host proxies it
 * here, or the site is the shop's host): asks the API for the slug of the public, active list with
 * that id and replaces the address with /lista/{slug} (the query string kept). Any other id, one
 * that is not a strict positive integer or a list that is private, guests-only, archived or
 * missing (the API answers them all with the same 404), shows the not-found page. A failure to
 * reach the API offers a retry.
 */
import { Spinner, Text } from 'shared-contracts/chakra';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { api, parseRouteId, paths } from 'shared-contracts';
import { CenteredMessage, isNotFound, LoadError, messagePageTexts, NotFoundPage, usePageMeta } from 'shared-contracts/ui';
import { shareLinkTexts as t } from './texts';

/** The slug behind share link `id` (null: no call); a 404 is final, not retried. */
function useSharedList(id: number | null) {
  return useSWR(id ? ['shareList', id] : null, ([, listId]) => api.fetchShareList(listId), {
    shouldRetryOnError: (error) => !isNotFound(error),
  });
}

function ShareLinkNotFound() {
  usePageMeta({ title: messagePageTexts.notFoundPageTitle, noindex: true });
  return <NotFoundPage />;
}

/** The share link screen (route id `shareList`). */
export function ShareLinkPage() {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, error, mutate } = useSharedList(id);

  useEffect(() => {
    if (data) navigate({ pathname: paths.publicList(data.slug), search }, { replace: true });
  }, [data, navigate, search]);

  if (id === null || isNotFound(error)) return <ShareLinkNotFound />;
  if (error) return <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  return (
    <CenteredMessage>
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <Text color="fg.muted" role="status">
        {t.opening}
      </Text>
    </CenteredMessage>
  );
}
