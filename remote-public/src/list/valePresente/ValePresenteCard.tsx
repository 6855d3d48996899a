/**
 * The vale-presente card of the list page (decision 030): 'Vale-presente', a line on what it is, and
 * 'Presentear com vale-presente', shown above the gift grid only when the list's guest answer says
 * `aceitaValePresente === true` (the API sets it only when a guest can give one now). It renders
 * with the rest of the page on the server (docs/decisions/029): nothing browser-only at render.
 *
 * The dialog (./ValePresenteDialog, with formik and yup) is not part of the page's first
 * JavaScript: it loads with `import()` on the first click, or as soon as the pointer or the focus
 * reaches the button, as the giving path does (docs/decisions/009). Until it arrives a modal
 * overlay with a spinner stands in for it; a failed download is told and the next click tries again.
 */
import { Box, Button, Card, Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useCallback, useId } from 'react';
import type { Lista } from 'shared-contracts';
import { importOnce } from 'shared-contracts/ui';
import { useDialogOnDemand } from '../useGiving';
import { valePresenteTexts as t } from './texts';

const loadDialog = importOnce(() => import(/* webpackChunkName: "vale-presente" */ './ValePresenteDialog'));

/** Starts downloading the vale-presente dialog (idempotent: one download; a failed one is asked again). */
export function prefetchValePresente(): void {
  void loadDialog().catch(() => undefined);
}

function GiftCardIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="2" y="6" width="20" height="13" rx="2" />
      <path d="M2 11h20M9 6v13M9 11c-2.5 0-4-1.2-4-2.6S6.6 6 9 8.2M9 11c2.5 0 4-1.2 4-2.6S11.4 6 9 8.2" />
    </svg>
  );
}

export interface ValePresenteCardProps {
  /** The list on the page: its `id` and `slug` go into the checkout; the card shows only when `aceitaValePresente` is true. */
  lista: Pick<Lista, 'id' | 'slug' | 'aceitaValePresente'>;
  /**
   * The server refused the checkout with 409 (the list changed meanwhile): refresh the list. The
   * dialog closes first, as the gift dialog does (src/list/useGiving.tsx); other failures keep it open.
   */
  onConflict?: () => void;
}

/**
 * The card and, once 'Presentear com vale-presente' is pressed, its dialog (loaded on demand);
 * `null` unless `lista.aceitaValePresente === true`. Full width of the gifts column at every size:
 * the text and the button sit side by side where there is room, stacked on phones.
 */
export function ValePresenteCard({ lista, onConflict }: ValePresenteCardProps) {
  const titleId = useId();
  const { show, close, render } = useDialogOnDemand(loadDialog, { loading: t.loadingDialog, error: t.loadDialogError });
  const conflict = useCallback(() => {
    close();
    onConflict?.();
  }, [close, onConflict]);
  if (lista.aceitaValePresente !== true) return null;
  return (
    <>
      <Card.Root as="section" aria-labelledby={titleId} bg="brand.subtle" borderColor="brand.200" mb="5" data-testid="vale-presente-card">
        <Card.Body p={{ base: '4', md: '5' }}>
          <Flex wrap="wrap" align="center" gap={{ base: '3', md: '5' }}>
            <Flex flex="1 1 18rem" gap="3" align="flex-start" minW="0">
              <Box color="brand.fg" bg="white" borderRadius="full" p="2.5" flexShrink={0} shadow="xs">
                <GiftCardIcon />
              </Box>
              <Stack gap="1" minW="0">
                <Heading as="h3" id={titleId} size="md">
                  {t.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t.cardIntro}
                </Text>
              </Stack>
            </Flex>
            <Button
              colorPalette="brand"
              size="md"
              w={{ base: 'full', sm: 'auto' }}
              flexShrink={0}
              data-testid="vale-presente-open"
              onClick={() => show(lista.id, { lista, onClose: close, onConflict: conflict })}
              onPointerEnter={prefetchValePresente}
              onFocus={prefetchValePresente}
            >
              {t.cardButton}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      {render({ lista })}
    </>
  );
}
