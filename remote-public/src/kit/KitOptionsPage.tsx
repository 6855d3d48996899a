/**
 * Kit purchase options (/lista/kit, §2): fed by the navigation state of a kit's 'Presentear'
 * (`kitOptionsStateSchema`). Title from the state or 'Opções de compra' and 'Fechar' (back to the
 * list); each item as a purchase line ('Indisponível' when `ok` is false) and the grand total (with
 * the checked gift bag while the kit can be bought online, then labelled so, as the review dialog's); the
 * online section when the state says so, with the guest's optional 'Seu nome' and 'Mensagem'
 * (decision 023) and 'Comprar na loja online' (the body carries the state's list slug, decision
 * 020); 'Compre na Loja Física' with the branches that have the kit. Without a usable state (a reload, a shared address): 'Nada
 * para exibir.' and 'Voltar', never a crash. Texts may be overridden by the state's `texts`.
 * Its own chunk: loaded when the route is first opened.
 */
import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatBRL, GIFT_BAG, kitOptionsStateSchema, paths, routeTable, type KitOptionsState } from 'shared-contracts';
import { CenteredMessage, usePageMeta } from 'shared-contracts/ui';
import { kitCheckout } from '../give/checkoutPayload';
import { GuestNoteFields } from '../give/GuestNoteFields';
import { OnlineSection } from '../give/OnlineSection';
import { PurchaseLine } from '../give/PurchaseLine';
import { StoreSection } from '../give/StoreSection';
import { kitTexts, type KitTexts } from '../give/texts';
import { useGuestNote } from '../give/useGuestNote';
import { useOnlineCheckout } from '../give/useOnlineCheckout';

/** The state when it is a usable one (at least one item), else null. */
function readState(raw: unknown): KitOptionsState | null {
  const parsed = kitOptionsStateSchema.safeParse(raw ?? {});
  return parsed.success && parsed.data.items.length > 0 ? parsed.data : null;
}

/** The texts with the state's string overrides of known keys. */
function textsOf(state: KitOptionsState | null): KitTexts {
  const overrides = Object.fromEntries(Object.entries(state?.texts ?? {}).filter(([key]) => typeof kitTexts[key as keyof KitTexts] === 'string'));
  return { ...kitTexts, ...overrides } as KitTexts;
}

function KitOptions({ state, texts: t }: { state: KitOptionsState; texts: KitTexts }) {
  const navigate = useNavigate();
  const [giftBag, setGiftBag] = useState<boolean>(GIFT_BAG.defaultChecked);
  const checkout = useOnlineCheckout({ buildErrorTitle: t.kitBuildError });
  const note = useGuestNote();
  const buy = () => {
    const guest = note.check();
    if (guest) void checkout.start(() => kitCheckout(state, giftBag, guest));
  };
  // the checked gift bag counts while the kit can be bought online, as in the review dialog's Total
  const withBag = giftBag && state.showOnline && state.showOnlineAtivo;
  const total = state.items.reduce((sum, item) => sum + item.unitPrice * item.quantidade, withBag ? GIFT_BAG.price : 0);
  const close = () => (state.slug ? navigate(paths.publicList(state.slug)) : navigate(-1));
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Flex justify="space-between" align="flex-start" gap="3" mb="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {state.title || t.title}
        </Heading>
        <Button variant="outline" colorPalette="brand" size="md" onClick={close} flexShrink={0}>
          {t.close}
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1.3fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby="itens-do-kit" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
          <Heading as="h2" id="itens-do-kit" size="md" mb="4">
            {t.items}
          </Heading>
          <Stack gap="4" separator={<Box borderTopWidth="1px" />}>
            {state.items.map((item) => (
              <PurchaseLine key={item.id} item={item} />
            ))}
          </Stack>
          <Flex justify="space-between" align="baseline" borderTopWidth="2px" borderColor="fg" mt="4" pt="3" data-testid="kit-total">
            <Text fontWeight="bold">{withBag ? t.grandTotalWithGiftBag : t.grandTotal}</Text>
            <Text fontWeight="bold" fontSize="xl" color="brand.fg">
              {formatBRL(total)}
            </Text>
          </Flex>
        </Box>
        <Stack gap="5">
          {state.showOnline && (
            <OnlineSection
              texts={t}
              headingLevel="h2"
              giftBag={giftBag}
              onGiftBagChange={setGiftBag}
              redirecting={checkout.redirecting}
              disabled={!state.showOnlineAtivo}
              onBuy={buy}
            >
              <GuestNoteFields form={note} texts={t} disabled={checkout.redirecting || !state.showOnlineAtivo} />
            </OnlineSection>
          )}
          <StoreSection stores={state.stores} listaId={state.listaId} texts={t} headingLevel="h2" />
        </Stack>
      </Grid>
    </Container>
  );
}

/** The /lista/kit screen (route id `kitOptions`). */
export function KitOptionsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readState(location.state), [location.state]);
  const texts = textsOf(state);
  usePageMeta({ title: state?.title || routeTable.kitOptions.title, noindex: true });
  if (!state) {
    // A reload or a shared address: back where the guest came from, or to the lists.
    const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.publicLists()));
    return (
      <CenteredMessage>
        <Heading as="h1" size="xl">
          {texts.title}
        </Heading>
        <Text color="fg.muted">{texts.empty}</Text>
        <Button colorPalette="brand" size="md" onClick={back}>
          {texts.back}
        </Button>
      </CenteredMessage>
    );
  }
  return <KitOptions state={state} texts={texts} />;
}

export default KitOptionsPage;
