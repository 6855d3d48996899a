/**
 * One list on the customer dashboard (§2 Customer dashboard): cover, category badge ('Evento'
 * when the list has none), profile photo, title, date (UTC), status badge, description, progress
 * 'X de Y itens presenteados' with a percent bar, and the buttons 'Visualizar', 'Editar' (only
 * when the status is ativo, §4) and 'Compartilhar com meus convidados' (not on privado lists).
 */
import { AspectRatio, Badge, Box, Button, Card, Flex, HStack, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateLong, paths, type Lista } from 'shared-contracts';
import { CalendarIcon, EditIcon, EyeIcon, ListCover, ListPhoto, ShareIcon } from 'shared-contracts/ui';
import { ListProgressBar, StatusBadge } from '../common/ListBits';
import { listProgress } from '../common/progress';
import { commonTexts } from '../common/texts';
import { dashboardTexts as t } from './texts';

/**
 * 'Visualizar' and 'Editar': 44 px tall at least (a finger's target), side by side from `sm`, one
 * under the other below it. Stacked, a flex basis of 0 would squeeze them to their text's height,
 * so they keep their own height there.
 */
const ACTION = { variant: 'outline', colorPalette: 'brand', size: 'md', minH: '11', flex: { base: 'none', sm: '1' } } as const;

/** The card of one customer list (an `article` named by its title). */
export function CustomerListCard({ lista }: { lista: Lista }) {
  const titleId = useId();
  const progress = listProgress(lista);
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" h="full" data-testid="customer-list-card">
      <Box position="relative">
        <AspectRatio ratio={16 / 9}>
          <ListCover src={lista.imagemCapa} alt={commonTexts.coverAlt(lista.titulo)} loading="lazy" />
        </AspectRatio>
        <Badge position="absolute" top="3" left="3" bg="white" color="brand.800" shadow="sm" px="2.5" py="1">
          {lista.categorias?.nome || commonTexts.defaultCategory}
        </Badge>
      </Box>
      <Card.Body pt="0" gap="3">
        <Flex justify="space-between" align="flex-end" mt="-9">
          <ListPhoto src={lista.fotoLista} alt={commonTexts.photoAlt(lista.titulo)} loading="lazy" boxSize="16" shadow="sm" position="relative" />
        </Flex>
        <Stack gap="1">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" id={titleId} size="md" lineClamp={2}>
              {lista.titulo}
            </Heading>
            <StatusBadge status={lista.status} />
          </Flex>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <CalendarIcon size={14} />
            <Text as="span">{formatDateLong(lista.dataEvento)}</Text>
          </HStack>
        </Stack>
        {lista.descricao && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {lista.descricao}
          </Text>
        )}
        {progress && <ListProgressBar progress={progress} />}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild {...ACTION}>
            <RouterLink to={paths.clienteList(lista.id)}>
              <EyeIcon size={18} />
              {t.view}
            </RouterLink>
          </Button>
          {lista.status === 'ativo' && (
            <Button asChild {...ACTION}>
              <RouterLink to={paths.clienteListEdit(lista.id)}>
                <EditIcon size={18} />
                {t.edit}
              </RouterLink>
            </Button>
          )}
        </Flex>
        {lista.privacidade !== 'privado' && (
          <Button asChild colorPalette="brand" size="md" whiteSpace="normal" h="auto" minH="11" py="2">
            <RouterLink to={paths.clienteListShare(lista.id)}>
              <ShareIcon size={18} />
              {t.share}
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
