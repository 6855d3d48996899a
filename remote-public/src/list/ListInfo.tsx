/**
 * Side boxes of the public list page (§2 Public list page): the store card (name, photo,
 * address, contact with a call link and the store's WhatsApp, both with the country code 55,
 * 'Abrir no Mapa' built on the device, §5 Map link) and 'Detalhes do Evento' (type, Mãe/Pai only
 * when either is set, date, place, seller).
 */
import { Button, Card, DataList, Flex, Heading, Image, Link, Stack, Text } from 'shared-contracts/chakra';
import { formatDateLong, resolveImageUrl, useRuntimeConfig, whatsAppLink, whatsAppNumber, type Lista } from 'shared-contracts';
import { announceWhatsApp, branchName } from 'shared-contracts/ui';
import { storeMapLink } from '../stores/stores';
import { listTexts as t } from './texts';

export function StoreInfo({ lista }: { lista: Lista }) {
  const config = useRuntimeConfig();
  const name = branchName(lista.filialId, lista.filial?.nome);
  const address = lista.filial?.endereco;
  const map = storeMapLink(name, address);
  // WhatsApp and calls need the international number: the default country code 55 (§9).
  const phone = whatsAppNumber(lista.filial?.contato);
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
        {lista.filial?.contato && <StoreContact contato={lista.filial.contato} storeName={name} />}
        <Flex gap="2" wrap="wrap">
          {map && (
            <Button asChild variant="outline" colorPalette="brand" size="md">
              <a href={map} target="_blank" rel="noopener noreferrer" aria-label={t.openMapLabel(name)}>
                {t.openMap}
              </a>
            </Button>
          )}
          {phone && (
            <Button asChild variant="outline" colorPalette="green" size="md">
              <a
                href={whatsAppLink(t.storeWhatsAppMessage(lista.titulo), lista.filial?.contato)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.storeWhatsAppLabel(name)}
                onClick={announceWhatsApp}
              >
                {t.storeWhatsApp}
              </a>
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The store's phone: a call link (+55) when it is a phone number, else the text as it is. */
function StoreContact({ contato, storeName }: { contato: string; storeName: string }) {
  const phone = whatsAppNumber(contato);
  if (!phone) return <Text color="fg.muted">{contato}</Text>;
  return (
    <Link href={`tel:+${phone}`} color="fg.muted" textDecoration="underline" textUnderlineOffset="3px" aria-label={t.callStoreLabel(storeName, contato)} alignSelf="flex-start">
      {contato}
    </Link>
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
