/**
 * Loads the list of the `:id` route for the customer screens (view, edit, share, §2) and renders
 * `children(lista)` once it is there. Before that it shows, in this order: 'Credenciais do
 * cliente ausentes' (no call made), 'Lista não encontrada' with 'Voltar ao Dashboard' and no retry
 * (404, 403 for another customer's list, or an id that is not a number), the load error with a
 * retry (network, 500...), or 'Carregando lista...'.
 */
import { Heading, Text } from 'shared-contracts/chakra';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { parseRouteId, paths, type CustomerCredentials, type Lista } from 'shared-contracts';
import { CenteredMessage, ListNotFound, LoadError } from 'shared-contracts/ui';
import { commonTexts as t } from './texts';
import { useCustomerCredentials } from './useCustomerCredentials';
import { isListNotFound, useCustomerList } from './useCustomerList';

/** 'Credenciais do cliente ausentes' (§2 Customer dashboard); a page heading unless told. */
export function CredentialsMissing({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <CenteredMessage>
      <Heading as={headingLevel} size="xl" color="red.700">
        {t.credentialsMissing}
      </Heading>
      <Text color="fg.muted">{t.credentialsHint}</Text>
    </CenteredMessage>
  );
}

/** Props of CustomerListGate. */
export interface CustomerListGateProps {
  /** Renders the loaded list; `credentials` are the customer's (never null here). */
  children: (lista: Lista, credentials: CustomerCredentials) => ReactNode;
}

/** Loads the `:id` list of the signed-in customer; renders `children` with it (see above). */
export function CustomerListGate({ children }: CustomerListGateProps) {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const credentials = useCustomerCredentials();
  const { data, error, isLoading, mutate } = useCustomerList(id, credentials);

  if (!credentials) return <CredentialsMissing />;
  if (id === null || (isListNotFound(error) && !data)) return <ListNotFound to={paths.clienteDashboard()} linkLabel={t.backToDashboard} />;
  if (data) return <>{children(data, credentials)}</>;
  if (error && !isLoading) {
    return (
      <CenteredMessage>
        <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage>
      <Text color="fg.muted" role="status">
        {t.loading}
      </Text>
    </CenteredMessage>
  );
}
