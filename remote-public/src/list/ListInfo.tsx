/**
 * Side boxes of the public list page (§2 Public list page): the store card (name, photo,
 * address, contact, 'Abrir no Mapa' built on the device, §5 Map link) and 'Detalhes do Evento'
 * (type, Mãe/Pai only when either is set, date, place, seller).
 */
import { Button, Card, DataList, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { buildMapLink, formatDateLong, isIOS, resolveImageUrl, useSession, type Lista } from 'shared-contracts';
import { branchName } from './GiftCards';
import { listTexts as t } from './texts';

/** The map address of a store, or null when there is nothing to search for. */
export function storeMapLink(name: string, address: string | null | undefined): string | null {
  try {
    const ios = typeof navigator !== 'undefined' && isIOS(navigator.userAgent, navigator.maxTouchPoints);
    return buildMapLink({ name, address }, ios);
  } catch {
    return null;
  }
}

export function StoreInfo({ lista }: { lista: Lista }) {
  const { config } = useSession();
  const name = branchName(lista.filialId, lista.filial?.nome);
  const address = lista.filial?.endereco;
  const map = storeMapLink(name, address);
  return (
    <Card.Root as="section" aria-labelledby="loja-titulo" overflow="hidden">
      <Image src={resolveImageUrl(lista.filial?.fotoFilial, 'branch', config.assetsUrl)} alt={t.branchPhotoAlt(name)} loading="lazy" aspectRatio={16 / 9} objectFit="cover" w="full" />
      <Card.Body gap="2">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
          {t.store}
        </Text>
        <Heading as="h2" id="loja-titulo" size="md">
          {name}
        </Heading>
        {address && <Text color="fg.muted">{address}</Text>}
        {lista.filial?.contato && <Text color="fg.muted">{lista.filial.contato}</Text>}
        {map && (
          <Button asChild variant="outline" colorPalette="brand" size="md" alignSelf="flex-start">
            <a href={map} target="_blank" rel="noopener noreferrer" aria-label={t.openMapLabel(name)}>
              {t.openMap}
            </a>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function EventDetails({ lista }: { lista: Lista }) {
  const rows: Array<[string, string | null | undefined]> = [
    [t.type, lista.categorias?.nome],
    ...(lista.mae || lista.pai
      ? ([
          [t.mother, lista.mae],
          [t.father, lista.pai],
        ] as Array<[string, string | null | undefined]>)
      : []),
    [t.date, formatDateLong(lista.dataEvento)],
    [t.place, lista.localEvento],
    [t.seller, lista.vendedor?.Nome],
  ];
  return (
    <Card.Root as="section" aria-labelledby="detalhes-titulo" data-testid="event-details">
      <Card.Body gap="3">
        <Heading as="h2" id="detalhes-titulo" size="md">
          {t.details}
        </Heading>
        <Stack>
          <DataList.Root orientation="horizontal" size="md">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '-'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
