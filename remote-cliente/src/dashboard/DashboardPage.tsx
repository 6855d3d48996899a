/**
 * Customer dashboard (/cliente/dashboard, §2 Customer dashboard): 'Olá, {first name}!', the
 * counters (with 'Vale-presente recebido', decision 030) and 'Minhas Listas' with a card per list (any status). Without the customer's code or
 * e-mail it shows 'Credenciais do cliente ausentes' and makes no call. Cards: 1 column below
 * 768 px, 2 from md, 3 from lg.
 */
import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from 'shared-contracts/chakra';
import { firstName, routeTable, useSession, type CustomerCredentials } from 'shared-contracts';
import { LoadError, usePageMeta } from 'shared-contracts/ui';
import { CredentialsMissing } from '../common/CustomerListGate';
import { useCustomerCredentials } from '../common/useCustomerCredentials';
import { CustomerListCard } from './CustomerListCard';
import { DashboardCounters } from './DashboardCounters';
import { dashboardTexts as t } from './texts';
import { useCustomerDashboard } from './useCustomerDashboard';
import { useCustomerLists } from './useCustomerLists';

function MyLists({ credentials }: { credentials: CustomerCredentials }) {
  const { data, error, isLoading, mutate } = useCustomerLists(credentials);
  let content;
  if (error && !data) {
    content = <LoadError title={t.listsError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = (
      <Box role="status">
        <VisuallyHidden>{t.listsLoading}</VisuallyHidden>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height="96" borderRadius="lg" />
          ))}
        </SimpleGrid>
      </Box>
    );
  } else if (data.length === 0) {
    content = (
      <Stack align="center" textAlign="center" gap="2" py="12" bg="white" borderWidth="1px" borderRadius="lg" px="4">
        <Text fontWeight="semibold" fontSize="lg">
          {t.empty}
        </Text>
        <Text color="fg.muted">{t.emptyHint}</Text>
      </Stack>
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {data.map((lista) => (
          <CustomerListCard key={lista.id} lista={lista} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Box as="section" aria-labelledby="minhas-listas">
      <Heading as="h2" id="minhas-listas" size="xl" mb="4">
        {t.myLists}
      </Heading>
      {content}
    </Box>
  );
}

function Counters({ credentials }: { credentials: CustomerCredentials }) {
  const { data, error, isLoading } = useCustomerDashboard(credentials);
  return <DashboardCounters data={data} loading={isLoading} failed={!!error && !data} />;
}

/** The customer dashboard screen (route id `clienteDashboard`). */
export function DashboardPage() {
  const { user } = useSession();
  const credentials = useCustomerCredentials();
  usePageMeta({ title: routeTable.clienteDashboard.title, noindex: true });

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t.greeting(firstName(user?.nome))}
          </Heading>
          <Text color="fg.muted">{t.intro}</Text>
        </Stack>
        {credentials ? (
          <>
            <Counters credentials={credentials} />
            <MyLists credentials={credentials} />
          </>
        ) : (
          <CredentialsMissingNotice />
        )}
      </Stack>
    </Container>
  );
}

/** The credentials notice inside the dashboard (the page already has its h1). */
function CredentialsMissingNotice() {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg">
      <CredentialsMissing headingLevel="h2" />
    </Box>
  );
}
