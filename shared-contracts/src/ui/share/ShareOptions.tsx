/**
 * Share options of a list (§2 Share options): WhatsApp (country code 55 in the helper; the click
 * tells 'Abrindo WhatsApp…'), a Twitter message, the Facebook sharer, Instagram (copies the
 * message) and the native share with a clipboard fallback. The message comes from
 * `buildShareMessage` and carries the list's share link.
 */
import { Button, Card, Heading, SimpleGrid, Text } from 'shared-contracts/chakra';
import { buildShareMessage, facebookLink, twitterLink, whatsAppLink } from 'shared-contracts';
import { announceWhatsApp, copyForInstagram, shareNative } from './shareActions';
import { shareTexts as t } from './texts';

export interface ShareOptionsProps {
  titulo: string;
  /** The list's share link (`shareListUrl`: {shop host}/share/lista/{id}), absolute. */
  url: string;
  /** Invitation code (the list id). */
  codigo: number;
  headingLevel?: 'h2' | 'h3';
}

export function ShareOptions({ titulo, url, codigo, headingLevel = 'h2' }: ShareOptionsProps) {
  const message = buildShareMessage({ titulo, url, codigo });
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Card.Root as="section" aria-labelledby="compartilhar-titulo">
      <Card.Body gap="3">
        <Heading as={headingLevel} id="compartilhar-titulo" size="md">
          {t.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.intro}
        </Text>
        <SimpleGrid columns={2} gap="2">
          <Button asChild variant="outline" colorPalette="green" size="md">
            <a href={whatsAppLink(message)} {...external} aria-label={`${t.whatsApp} ${t.newTab}`} onClick={announceWhatsApp}>
              {t.whatsApp}
            </a>
          </Button>
          <Button asChild variant="outline" size="md">
            <a href={twitterLink(message, url)} {...external} aria-label={`${t.twitter} ${t.newTab}`}>
              {t.twitter}
            </a>
          </Button>
          <Button asChild variant="outline" colorPalette="blue" size="md">
            <a href={facebookLink(url)} {...external} aria-label={`${t.facebook} ${t.newTab}`}>
              {t.facebook}
            </a>
          </Button>
          <Button variant="outline" colorPalette="pink" size="md" onClick={() => void copyForInstagram(message)}>
            {t.instagram}
          </Button>
        </SimpleGrid>
        <Button colorPalette="brand" size="md" onClick={() => void shareNative({ title: titulo, text: message, url })}>
          {t.native}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
