/**
 * The invitation image of a list (§2 Customer share screen): cover as background, profile photo,
 * title, category, date (UTC), store mark and address, a QR code of the public list link, the
 * text 'Apresente e Ganhe até 10% de Desconto' and the share-link line with the list's share link
 * (customerShareUrl: /share/lista/{id}, or /lista/{slug} for an 'Apenas Convidados' list), smaller when long and breaking only after '/' or before '.'. The element measures
 * INVITATION_SIZE (1080 × 1350 CSS px) and is drawn by html2canvas as it is, so it uses only what
 * html2canvas renders faithfully: background images (no object-fit), solid colours, a linear
 * gradient, borders and an inline SVG QR code. `ScaledInvitation` fits it into the page.
 */
import { Box, Flex, Stack, Text, type BoxProps } from 'shared-contracts/chakra';
import { QRCodeSVG } from 'qrcode.react';
import { forwardRef, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { BRANCH_NAMES, INVITATION_DISCOUNT_TEXT, formatDateLong, resolveImageUrl, useSession, type Lista } from 'shared-contracts';
import { CalendarIcon, GiftBoxIcon, MapPinIcon } from 'shared-contracts/ui';
import { commonTexts } from '../common/texts';
import { BreakableUrl } from './BreakableUrl';
import { INVITATION_SCALER_ATTR, INVITATION_SIZE, linkLineFontSize } from './invitationSize';
import { shareScreenTexts as t } from './texts';

/** Props of the invitation: the list and its public address. */
export interface InvitationProps {
  lista: Lista;
  /** Absolute public list address (the QR code). */
  url: string;
  /** Absolute share link of the list (the share-link line). */
  shareUrl: string;
}

/** The store of the list: its name and address, the fixed branch name when the list has none. */
export function storeOf(lista: Pick<Lista, 'filial' | 'filialId'>): { nome: string; endereco: string | null } {
  return {
    nome: lista.filial?.nome || BRANCH_NAMES[lista.filialId] || '',
    endereco: lista.filial?.endereco || null,
  };
}

/** An image painted as a background (html2canvas ignores object-fit on <img>). */
function BackgroundImage({ src, label, ...rest }: { src: string; label: string } & BoxProps) {
  // Inline style: one address per list would otherwise become one generated CSS class each.
  return <Box role="img" aria-label={label} style={{ backgroundImage: `url("${src}")` }} backgroundSize="cover" backgroundPosition="center" {...rest} />;
}

/**
 * The invitation element (`data-testid="convite"`, INVITATION_SIZE CSS px); `ref` is what
 * downloadInvitation draws.
 */
export const Invitation = forwardRef<HTMLDivElement, InvitationProps>(function Invitation({ lista, url, shareUrl }, ref) {
  const { config } = useSession();
  const store = storeOf(lista);
  const category = lista.categorias?.nome || commonTexts.defaultCategory;
  const displayUrl = shareUrl.replace(/^https?:\/\//, '');
  const linkLine = t.linkLine(displayUrl);
  return (
    <Box
      ref={ref}
      data-testid="convite"
      position="relative"
      w={`${INVITATION_SIZE.width}px`}
      h={`${INVITATION_SIZE.height}px`}
      overflow="hidden"
      bg="brand.900"
      color="white"
      fontFamily="body"
      lineHeight="1.2"
    >
      <BackgroundImage src={resolveImageUrl(lista.imagemCapa, 'cover', config.assetsUrl)} label={commonTexts.coverAlt(lista.titulo)} position="absolute" inset="0" />
      <Box position="absolute" inset="0" backgroundImage="linear-gradient(180deg, rgba(65,10,30,0.35) 0%, rgba(65,10,30,0.62) 38%, rgba(65,10,30,0.92) 72%, #410a1e 100%)" />
      <Flex position="relative" direction="column" h="full" px="72px" py="64px" gap="36px">
        <Flex justify="space-between" align="center">
          <Flex align="center" gap="16px">
            <Flex w="64px" h="64px" borderRadius="16px" bg="white" color="brand.700" align="center" justify="center">
              <GiftBoxIcon size={38} />
            </Flex>
            <Stack gap="4px">
              <Text fontSize="32px" fontWeight="bold">
                {config.brandName}
              </Text>
              <Text fontSize="22px" letterSpacing="0.08em" textTransform="uppercase" color="brand.100">
                {t.brandTagline}
              </Text>
            </Stack>
          </Flex>
          <Box bg="white" color="brand.800" px="28px" py="12px" borderRadius="999px" fontSize="26px" fontWeight="bold" textTransform="uppercase" letterSpacing="0.06em">
            {category}
          </Box>
        </Flex>

        <Stack align="center" gap="24px" textAlign="center" mt="8px">
          <BackgroundImage
            src={resolveImageUrl(lista.fotoLista, 'photo', config.assetsUrl)}
            label={commonTexts.photoAlt(lista.titulo)}
            w="240px"
            h="240px"
            borderRadius="50%"
            borderWidth="10px"
            borderStyle="solid"
            borderColor="white"
            bgColor="gray.100"
          />
          <Text fontSize={lista.titulo.length > 40 ? '54px' : '72px'} fontWeight="bold" lineHeight="1.1" maxW="936px" wordBreak="break-word">
            {lista.titulo}
          </Text>
          <Flex align="center" gap="14px" fontSize="34px" color="brand.50">
            <CalendarIcon size={34} />
            <Text as="span">{formatDateLong(lista.dataEvento)}</Text>
          </Flex>
        </Stack>

        <Box bg="white" color="brand.700" borderRadius="24px" px="40px" py="26px" textAlign="center" fontSize="42px" fontWeight="extrabold">
          {INVITATION_DISCOUNT_TEXT}
        </Box>

        <Flex mt="auto" gap="40px" align="center">
          <Box bg="white" p="18px" borderRadius="20px" flexShrink={0}>
            <QRCodeSVG value={url} size={230} marginSize={1} level="M" role="img" aria-label={t.qrLabel(lista.titulo)} />
          </Box>
          <Stack gap="14px" minW="0" flex="1">
            <Text fontSize="26px" color="brand.50">
              {t.scanToOpen}
            </Text>
            <Text fontSize={`${linkLineFontSize(linkLine)}px`} fontWeight="bold" data-testid="convite-link">
              {t.linkLine('')}
              <BreakableUrl url={displayUrl} />
            </Text>
            <Text fontSize="24px" color="brand.100">
              {t.code(lista.id)}
            </Text>
            {store.nome && (
              <Flex gap="12px" align="flex-start" fontSize="24px" color="brand.50">
                <Box flexShrink={0} pt="2px">
                  <MapPinIcon size={28} />
                </Box>
                <Stack gap="2px">
                  <Text fontWeight="bold">{`${t.storeLabel}: ${store.nome}`}</Text>
                  {store.endereco && <Text>{store.endereco}</Text>}
                </Stack>
              </Flex>
            )}
          </Stack>
        </Flex>
      </Flex>
    </Box>
  );
});

/**
 * Shows `children` (the INVITATION_SIZE invitation) scaled to the available width (at most
 * 480 px) with a CSS transform on a wrapper; the wrapper carries INVITATION_SCALER_ATTR so that
 * the drawing can undo the scale.
 */
export function ScaledInvitation({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return undefined;
    const measure = () => {
      const width = el.clientWidth;
      if (width > 0) setScale(Math.min(1, width / INVITATION_SIZE.width));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={outer} w="full" maxW="480px" mx="auto" h={`${Math.ceil(INVITATION_SIZE.height * scale)}px`} overflow="hidden" borderRadius="lg" shadow="lg">
      <div
        {...{ [INVITATION_SCALER_ATTR]: '' }}
        style={{ width: INVITATION_SIZE.width, height: INVITATION_SIZE.height, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      >
        {children}
      </div>
    </Box>
  );
}
