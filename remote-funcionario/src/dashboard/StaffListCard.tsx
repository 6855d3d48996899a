/**
 * A list card of the staff dashboard (§2 Staff dashboard): cover, profile photo, category, title,
 * event date, badge 'Arquivada', the progress of a card that is not public (§2 List card: staff
 * see every list, so every card: 'Completa' at exactly '100%', else 'N itens'), and the actions
 * 'Visualizar', 'Editar', 'Produtos' and 'Arquivar' or 'Restaurar'. Each action appears only when
 * its route (or call) is allowed for the user, like the header's 'Criar Lista'
 * (docs/decisions/004); a hidden action is named with the permission it needs (docs/product.md,
 * 'Forms, pickers and messages'). Staff who may see the dashboard but not the staff view
 * ('Visualizar listas por id') get 'Visualizar' to the list's own page (/lista/{slug}, in a new
 * tab), which every staff member may open, so that every active list's card opens it (an archived
 * list has no page).
 */
import { AspectRatio, Badge, Box, Button, Card, Flex, HStack, Heading, Stack, Text } from 'shared-contracts/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, hasPermission, paths, routeTable, useSession, type Lista } from 'shared-contracts';
import { ArchiveIcon, BoxIcon, EditIcon, EyeIcon, ListCardProgress, ListCover, ListPhoto, RestoreIcon } from 'shared-contracts/ui';
import { dashboardTexts as t } from './texts';

/** Props of StaffListCard. */
export interface StaffListCardProps {
  lista: Lista;
  /** Asks to archive (ativo) or restore (arquivado) the list; the page confirms first. */
  onToggleStatus: (lista: Lista) => void;
}

/** One list's card with its actions. */
export function StaffListCard({ lista, onToggleStatus }: StaffListCardProps) {
  const { user } = useSession();
  type CardRoute = 'staffListView' | 'staffListEdit' | 'staffListProducts';
  const permissionOf = (route: CardRoute) => routeTable[route].permission;
  const can = (route: CardRoute) => hasPermission(user, permissionOf(route));
  const archived = lista.status === 'arquivado';
  const missing: Array<[string, CardRoute]> = [
    [t.adminView, 'staffListView'],
    [archived ? t.editAndRestore : t.editAndArchive, 'staffListEdit'],
    [t.products, 'staffListProducts'],
  ];
  const hints = missing.filter(([, route]) => !can(route)).map(([actions, route]) => t.missingPermission(actions, permissionOf(route).permissao));
  const titleId = `lista-${lista.id}-titulo`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" h="full" data-testid="staff-list-card" opacity={archived ? 0.85 : 1}>
      <Box position="relative">
        <AspectRatio ratio={16 / 9}>
          <ListCover src={lista.imagemCapa} alt={t.coverAlt(lista.titulo)} loading="lazy" />
        </AspectRatio>
        {archived && (
          <Badge position="absolute" top="3" right="3" colorPalette="gray" variant="solid" size="md">
            {t.archived}
          </Badge>
        )}
        <ListPhoto src={lista.fotoLista} alt={t.photoAlt(lista.titulo)} loading="lazy" position="absolute" bottom="-7" left="4" boxSize="14" />
      </Box>
      <Card.Body pt="9" gap="1.5">
        <HStack justify="space-between" gap="2">
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="brand.fg">
            {lista.categorias?.nome ?? ''}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t.listId(lista.id)}
          </Text>
        </HStack>
        <Heading as="h3" id={titleId} size="md" lineClamp={2}>
          {lista.titulo}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t.eventDate(formatDate(lista.dataEvento))}
        </Text>
        {lista.progress && <ListCardProgress progress={lista.progress} />}
      </Card.Body>
      <Card.Footer pt="0">
        <Stack w="full" gap="2">
          <Flex role="group" aria-label={t.actionsLabel(lista.titulo)} gap="2" wrap="wrap">
            {can('staffListView') ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={paths.staffListView(lista.id)}>
                  <EyeIcon />
                  {t.view}
                </RouterLink>
              </Button>
            ) : (
              !archived && (
              <Button asChild size="sm" variant="outline">
                <a href={paths.publicList(lista.slug)} target="_blank" rel="noopener noreferrer" aria-label={t.viewPublicLabel(lista.titulo)}>
                  <EyeIcon />
                  {t.view}
                </a>
              </Button>
              )
            )}
            {can('staffListEdit') && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={paths.staffListEdit(lista.id)}>
                  <EditIcon />
                  {t.edit}
                </RouterLink>
              </Button>
            )}
            {can('staffListProducts') && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={paths.staffListProducts(lista.id)}>
                  <BoxIcon />
                  {t.products}
                </RouterLink>
              </Button>
            )}
            {can('staffListEdit') && (
              <Button size="sm" variant="ghost" colorPalette={archived ? 'brand' : 'red'} onClick={() => onToggleStatus(lista)}>
                {archived ? <RestoreIcon /> : <ArchiveIcon />}
                {archived ? t.restore : t.archive}
              </Button>
            )}
          </Flex>
          {hints.map((hint) => (
            <Text key={hint} fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          ))}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
