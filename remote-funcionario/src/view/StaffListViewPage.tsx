/**
 * Staff list view (/funcionario/lista/{id}/visualizar, §2 Staff view): read-only. Banner and
 * profile photo, title, buttons 'Ver Página Pública' (/lista/{slug} in a new tab), 'Enviar Acesso
 * do Cliente' (welcome mail to the customer's e-mail; disabled while sending and when there is no
 * e-mail) and 'Editar Lista'; description, progress (sold of total and percentage label), the
 * completion discount's code and state when there is one ('Desconto de conclusão', decision 042), the
 * online orders to review ('Pedidos online a conferir', decision 020), the gifts the list received
 * ('Presentes recebidos', decision 028, read-only), product cards, event details
 * (type, date, place, privacy, seller, customer, mother/father when present) and the store (branch
 * name, address, contact). One column below 768 px.
 */
import { AspectRatio, Badge, Box, Button, Card, DataList, Flex, Grid, Heading, HStack, Progress, Stack, Text } from 'shared-contracts/chakra';
import { Fragment, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateLong, hasPermission, parseRouteId, paths, privacidadeLabels, routeTable, useSession, type Lista } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { branchName, EditIcon, ExternalIcon, ListCover, ListPhoto, LoadError, MailIcon, toastFailure, toastSuccess, usePageMeta, useStaffList } from 'shared-contracts/ui';
import { BackToDashboard, LoadingText, ScreenContainer } from '../common/ScreenParts';
import { commonTexts } from '../common/texts';
import { ListOrders } from './ListOrders';
import { listProgress, looseItems } from './listProgress';
import { ProductCards } from './ProductCards';
import { StaffCompletionDiscount } from './StaffCompletionDiscount';
import { StaffReceivedGifts } from './StaffReceivedGifts';
import { viewTexts as t } from './texts';

/** Privacy label (§3): unknown values show as 'Privada'. */
export function privacyLabel(privacidade: string | null | undefined): string {
  return privacidadeLabels[privacidade as keyof typeof privacidadeLabels] ?? privacidadeLabels.privado;
}

function SendAccessButton({ lista }: { lista: Lista }) {
  const [sending, setSending] = useState(false);
  const email = lista.cli_for?.Email?.trim();
  const send = async () => {
    if (!email || !lista.cli_for) return;
    setSending(true);
    try {
      const { message } = await areaApi.sendWelcomeMail({ to: email, name: lista.cli_for.Nome });
      toastSuccess(t.sendAccessOk, message);
    } catch (error) {
      toastFailure(t.sendAccessError, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="1">
      <Button colorPalette="brand" size="sm" loading={sending} loadingText={t.sending} disabled={!email} onClick={() => void send()}>
        <MailIcon />
        {t.sendAccess}
      </Button>
      {!email && (
        <Text fontSize="xs" color="fg.muted">
          {t.noCustomerEmail}
        </Text>
      )}
    </Stack>
  );
}

function ViewHeader({ lista }: { lista: Lista }) {
  const { user } = useSession();
  return (
    <Card.Root overflow="hidden" mb="6">
      <AspectRatio ratio={{ base: 16 / 9, md: 4 }} maxH="320px">
        <ListCover src={lista.imagemCapa} alt={t.coverAlt(lista.titulo)} />
      </AspectRatio>
      <Card.Body>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '6' }} align={{ base: 'flex-start', md: 'flex-end' }} mt={{ base: '-14', md: '-16' }}>
          <ListPhoto src={lista.fotoLista} alt={t.photoAlt(lista.titulo)} boxSize={{ base: '24', md: '28' }} borderWidth="4px" shadow="md" position="relative" />
          <Stack gap="1" flex="1">
            <HStack gap="2" wrap="wrap">
              {lista.categorias?.nome && (
                <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" color="brand.fg">
                  {lista.categorias.nome}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t.listId(lista.id)}
              </Text>
              {lista.status === 'arquivado' && <Badge colorPalette="gray" variant="solid">{t.archived}</Badge>}
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {lista.titulo}
            </Heading>
          </Stack>
        </Flex>
        <Flex gap="3" wrap="wrap" mt="5" align="flex-start">
          <Button asChild variant="outline" size="sm">
            <a href={paths.publicList(lista.slug)} target="_blank" rel="noopener noreferrer" aria-label={t.publicViewLabel}>
              <ExternalIcon />
              {t.publicView}
            </a>
          </Button>
          <SendAccessButton lista={lista} />
          {hasPermission(user, routeTable.staffListEdit.permission) && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.staffListEdit(lista.id)}>
                <EditIcon />
                {t.editList}
              </RouterLink>
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** `text` with a break opportunity before each dot. */
const breakBeforeDots = (text: string) =>
  text.split(/(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * An e-mail address that wraps first before its '@' ('maria.silva' / '@exemplo.com'), and only
 * within a part too wide for the card before its dots ('@exemplo' / '.com.br'), never in the
 * middle of a word: each part is an inline block, kept whole while it fits.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  // one box for the parts: the value cell is a flex container, which would lay them out side by side
  return (
    <Box as="span" minW="0">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <Box as="span" display="inline-block" maxW="full">
            {breakBeforeDots(part)}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

function InfoCard({ title, id, rows }: { title: string; id: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Body gap="3">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        <DataList.Root orientation="horizontal" size="md">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
              {/* break a word only when it alone overflows the line (word-break would also shrink the column) */}
              <DataList.ItemValue overflowWrap="break-word" minW="0">
                {value || '-'}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ProgressCard({ lista }: { lista: Lista }) {
  const progress = listProgress(lista);
  return (
    <Card.Root as="section" aria-labelledby="progresso-titulo" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Heading as="h2" id="progresso-titulo" size="md">
            {t.progress}
          </Heading>
          <Text fontWeight="semibold" data-testid="progress-label">
            {progress.label}
          </Text>
        </HStack>
        <Progress.Root value={Math.min(100, Math.max(0, progress.percent))} colorPalette={progress.percent >= 100 ? 'green' : 'brand'} size="sm">
          <Progress.Track aria-label={t.progressLabel(progress.label)}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted">
          {t.progressText(progress.vendidos, progress.total)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function ListDetails({ lista }: { lista: Lista }) {
  const parents: Array<[string, string]> = [];
  if (lista.mae) parents.push([t.mother, lista.mae]);
  if (lista.pai) parents.push([t.father, lista.pai]);
  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      <Stack gap="6" minW="0">
        <Card.Root as="section" aria-labelledby="descricao-titulo" size="sm">
          <Card.Body gap="2">
            <Heading as="h2" id="descricao-titulo" size="md">
              {t.about}
            </Heading>
            <Text whiteSpace="pre-line" color={lista.descricao ? undefined : 'fg.muted'}>
              {lista.descricao || t.noDescription}
            </Text>
          </Card.Body>
        </Card.Root>
        <ProgressCard lista={lista} />
        <StaffCompletionDiscount listId={lista.id} />
        <ListOrders listId={lista.id} />
        <StaffReceivedGifts listId={lista.id} />
        <Box as="section" aria-labelledby="produtos-titulo">
          <Heading as="h2" id="produtos-titulo" size="lg" mb="3">
            {t.products}
          </Heading>
          <ProductCards items={looseItems(lista)} kits={lista.kits ?? []} />
        </Box>
      </Stack>
      <Stack gap="6">
        <InfoCard
          title={t.details}
          id="detalhes-titulo"
          rows={[
            [t.eventType, lista.categorias?.nome],
            [t.date, formatDateLong(lista.dataEvento)],
            [t.place, lista.localEvento],
            [t.privacy, privacyLabel(lista.privacidade)],
            [t.seller, lista.vendedor?.Nome],
            [t.customer, lista.cli_for?.Nome],
            [t.customerEmail, lista.cli_for?.Email ? <BreakableEmail email={lista.cli_for.Email} /> : null],
            ...parents,
          ]}
        />
        <InfoCard
          title={t.store}
          id="loja-titulo"
          rows={[
            [t.branch, branchName(lista.filialId, lista.filial?.nome, 'Filial')],
            [t.address, lista.filial?.endereco],
            [t.contact, lista.filial?.contato],
          ]}
        />
      </Stack>
    </Grid>
  );
}

/** The staff list view screen (route id `staffListView`). */
export function StaffListViewPage() {
  const id = parseRouteId(useParams().id);
  const { data: lista, error, mutate } = useStaffList(id);
  usePageMeta({ title: lista?.titulo ?? routeTable.staffListView.title, noindex: true });
  return (
    <ScreenContainer>
      <BackToDashboard />
      {!id || (error && !lista) ? (
        <LoadError title={commonTexts.listLoadError} retryLabel={commonTexts.retry} error={error} onRetry={() => void mutate()} />
      ) : !lista ? (
        <LoadingText text={commonTexts.loadingList} />
      ) : (
        <>
          <ViewHeader lista={lista} />
          <ListDetails lista={lista} />
        </>
      )}
    </ScreenContainer>
  );
}
