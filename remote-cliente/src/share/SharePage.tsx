/**
 * Customer share screen (/cliente/lista/{id}/compartilhar, §2 Customer share screen): back link to
 * the list view; the share options (WhatsApp, Instagram, Facebook, Twitter, native share) with the
 * list's share link (see customerShareUrl: /share/lista/{id} on the shop's host, else on the site,
 * for a public list; the list's own address /lista/{slug} for an 'Apenas Convidados' list, whose
 * /share/lista/{id} answers not found); the QR code of the public list link
 * {siteUrl or this origin}/lista/{slug}; the invitation (1080 × 1350 px image,
 * 'Baixar Convite' → convite-{slug}.png) and the QR code (128 px, 'Baixar QR Code' →
 * qrcode-{titulo}.png). Missing list, or another customer's: 'Lista não encontrada' with a link to
 * the dashboard. A privado list is not shared (§2 share hidden when privado) and neither is an
 * archived one ('Lista arquivada: restaure para compartilhar'): the screen says so instead.
 * One column below 768 px.
 */
import { Box, Button, Card, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useRef, useState } from 'react';
import { paths, publicListUrl, routeTable, useSession, type Lista } from 'shared-contracts';
import { CenteredMessage, DownloadIcon, ShareOptions, usePageMeta } from 'shared-contracts/ui';
import { CustomerListGate } from '../common/CustomerListGate';
import { BackLink, ListSubScreen } from '../common/ListBits';
import { downloadInvitation } from './downloads';
import { Invitation, ScaledInvitation } from './Invitation';
import { QrCodeCard } from './QrCodeCard';
import { customerShareUrl } from './shareLink';
import { shareScreenTexts as t } from './texts';

function InvitationCard({ lista, url, shareUrl }: { lista: Lista; url: string; shareUrl: string }) {
  const invitation = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvitation(invitation.current, lista.slug);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="convite-titulo">
      <Card.Body gap="4">
        <Heading as="h2" id="convite-titulo" size="md">
          {t.invitationTitle}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.invitationIntro}
        </Text>
        <Box as="figure" aria-label={t.invitationLabel(lista.titulo)}>
          <ScaledInvitation>
            <Invitation ref={invitation} lista={lista} url={url} shareUrl={shareUrl} />
          </ScaledInvitation>
        </Box>
        <Button colorPalette="brand" size="lg" alignSelf="center" w={{ base: 'full', sm: 'auto' }} onClick={() => void download()} loading={busy} loadingText={t.generating}>
          <DownloadIcon size={18} />
          {t.downloadInvitation}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The screen instead of the share options when the list is not shared (privado, archived). */
function NotShared({ lista, title, text }: { lista: Lista; title: string; text?: string }) {
  return (
    <CenteredMessage>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {text && <Text color="fg.muted">{text}</Text>}
      <BackLink to={paths.clienteList(lista.id)}>{t.back}</BackLink>
    </CenteredMessage>
  );
}

function ShareScreen({ lista }: { lista: Lista }) {
  const { config } = useSession();
  const url = publicListUrl(config.siteUrl, lista.slug);
  // Share messages and the invitation's link line carry the list's share link (see customerShareUrl).
  const shareUrl = customerShareUrl(config, lista);
  usePageMeta({ title: `${routeTable.clienteListShare.title}: ${lista.titulo}`, noindex: true });
  if (lista.privacidade === 'privado') return <NotShared lista={lista} title={t.privateTitle} text={t.privateText} />;
  if (lista.status !== 'ativo' || !shareUrl) return <NotShared lista={lista} title={t.archived} />;
  return (
    <ListSubScreen lista={lista} backLabel={t.back} title={t.title}>
      <InvitationCard lista={lista} url={url} shareUrl={shareUrl} />
      <Stack gap="6">
        <ShareOptions titulo={lista.titulo} url={shareUrl} codigo={lista.id} />
        <QrCodeCard titulo={lista.titulo} url={url} />
      </Stack>
    </ListSubScreen>
  );
}

/** The customer share screen (route id `clienteListShare`). */
export function SharePage() {
  return <CustomerListGate>{(lista) => <ShareScreen lista={lista} />}</CustomerListGate>;
}
