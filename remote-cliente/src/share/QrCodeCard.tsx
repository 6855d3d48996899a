/**
 * QR code of the public list link (§2 Customer share screen, §9 QR code size 128): a canvas
 * (`data-testid="qrcode"`) with the buttons 'Baixar QR Code' (qrcode-{titulo}.png) and
 * 'Copiar link' ('Compartilhar' / 'Link copiado!', §8), and the link itself. The buttons share a
 * row when the card has room for both, else each takes a full line.
 */
import { Button, Card, Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { Code } from 'shared-contracts/chakra-extras';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { QR_CODE_SIZE } from 'shared-contracts';
import { copyShareLink, DownloadIcon } from 'shared-contracts/ui';
import { BreakableUrl } from './BreakableUrl';
import { downloadQrCode } from './downloads';
import { shareScreenTexts as t } from './texts';

/** The QR code card of the list `titulo` whose public address is `url` (absolute). */
export function QrCodeCard({ titulo, url }: { titulo: string; url: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  return (
    <Card.Root as="section" aria-labelledby="qrcode-titulo">
      <Card.Body gap="3">
        <Heading as="h2" id="qrcode-titulo" size="md">
          {t.qrTitle}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.qrIntro}
        </Text>
        <Flex justify="center" py="2">
          <QRCodeCanvas
            ref={canvas}
            value={url}
            size={QR_CODE_SIZE}
            marginSize={2}
            level="M"
            data-testid="qrcode"
            aria-label={t.qrLabel(titulo)}
          />
        </Flex>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t.listLink}
          </Text>
          {/* breaks after '/' or before '.'; a part longer than the line may still break inside */}
          <Code whiteSpace="normal" overflowWrap="anywhere" p="2" data-testid="public-link">
            <BreakableUrl url={url} />
          </Code>
        </Stack>
        {/* side by side when the card has room for both, else one full-width button per line (a
            column with flex: 1 would squash their height; a fixed breakpoint cut the text at 800 px) */}
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" size="md" flex="1 1 11rem" onClick={() => downloadQrCode(canvas.current, titulo)}>
            <DownloadIcon size={18} />
            {t.downloadQr}
          </Button>
          <Button variant="outline" colorPalette="brand" size="md" flex="1 1 11rem" onClick={() => void copyShareLink(url)}>
            {t.copyLink}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
