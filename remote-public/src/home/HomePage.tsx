/**
 * Home (§2 Home): hero with the two landing buttons (§1; from 1024 px the title beside the text and
 * buttons, so that the banner uses its width), the first 30 public lists as cards,
 * 'Ver Mais Listas', a sample list card ('Como funciona'), the frequent questions, and a footer
 * whose links all lead somewhere: the event types to /listas filtered by category, support to
 * the help sections, /listas and the customer login, and the stores with address and map.
 */
import { LoadError } from 'shared-contracts/ui';
import { Box, Button, Card, chakra, Container, Flex, Heading, Link, List, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { BRANCHES, paths, type ListCard as ListCardData } from 'shared-contracts';
import { storeMapLink } from '../stores/stores';
import { ListCard, ListCardBody } from '../card/ListCard';
import { useCategories } from '../categories/useCategories';
import { homeTexts as t } from './texts';
import { usePublicListsIndex } from './usePublicListsIndex';

/** The static example of the sample section (not a real list: it is not a link). */
const SAMPLE_LIST: ListCardData = {
  id: 0,
  slug: 'exemplo',
  titulo: 'Casamento Ana & Bruno',
  imagemCapa: null,
  fotoLista: null,
  categorias: { nome: 'Casamento' },
  dataEvento: '2027-03-05T00:00:00.000Z',
  localEvento: 'Espaço Jardim, Macapá',
  filial: { nome: 'Visual Fashion Shop' },
};

function Hero() {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.900" color="white">
      <Container maxW="7xl" py={{ base: '12', md: '20' }} px={{ base: '4', md: '6' }}>
        {/* one column, then from 1024 px the title on the left and the text and buttons on the right (CSS only: the server renders it alike) */}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" columnGap="12" alignItems="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {t.heroTitle}
          </Heading>
          <Stack gap="5">
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
              {t.heroText}
            </Text>
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={paths.publicLists()}>{t.viewAll}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to={paths.loginCliente()}>{t.follow}</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function HomeLists() {
  const { data, error, isLoading, mutate } = usePublicListsIndex();
  const items = data?.items ?? [];
  let content;
  if (error && !data) {
    content = (
      <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data || items.length === 0) {
    // one status line: while loading, then when there is none
    content = (
      <Text color="fg.muted" textAlign="center" py="10" role="status">
        {data ? t.empty : t.loading}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {items.map((lista, index) => (
          <ListCard key={lista.id} lista={lista} priority={index === 0} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Container as="section" aria-labelledby="home-listas" maxW="7xl" py="12" px={{ base: '4', md: '6' }}>
      <Heading as="h2" id="home-listas" size="2xl" mb="6">
        {t.listsTitle}
      </Heading>
      {content}
      <Flex justify="center" mt="8">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.publicLists()}>{t.moreLists}</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}

function SampleCard() {
  return (
    <Box as="section" id={SECTION_IDS.howItWorks} aria-labelledby="home-exemplo" bg="white" borderYWidth="1px" scrollMarginTop="16">
      <Container maxW="7xl" py="12" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="4">
            <Heading as="h2" id="home-exemplo" size="2xl">
              {t.sampleTitle}
            </Heading>
            <Text color="fg.muted">{t.sampleText}</Text>
            <List.Root gap="2" ps="5" color="fg.muted">
              {t.samplePoints.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List.Root>
          </Stack>
          <Box as="figure" maxW="sm" w="full" mx="auto" aria-label={t.sampleCardLabel} data-testid="sample-card">
            <Card.Root overflow="hidden">
              <ListCardBody lista={SAMPLE_LIST} />
            </Card.Root>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** Anchors of the home's help sections (footer links and their targets). */
const SECTION_IDS = { howItWorks: 'como-funciona', help: 'ajuda' } as const;

/** 'Dúvidas frequentes': questions that open on click or Enter (native details, no script). */
function HelpSection() {
  return (
    <Container as="section" id={SECTION_IDS.help} aria-labelledby="home-ajuda" maxW="4xl" py="12" px={{ base: '4', md: '6' }} scrollMarginTop="16">
      <Heading as="h2" id="home-ajuda" size="2xl" mb="2">
        {t.helpTitle}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.helpIntro}
      </Text>
      <Stack gap="3">
        {t.help.map(({ question, answer }) => (
          <chakra.details key={question} bg="white" borderWidth="1px" borderRadius="lg" px="5" py="3" css={{ '&[open] > summary': { mb: '2' } }}>
            <chakra.summary fontWeight="semibold" cursor="pointer" py="1" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
              {question}
            </chakra.summary>
            <Text color="fg.muted">{answer}</Text>
          </chakra.details>
        ))}
      </Stack>
    </Container>
  );
}

/** A footer link: the app's router for its own addresses, a plain link for anchors. */
function FooterLink({ to, children }: { to: string; children: string }) {
  const style = { color: 'gray.100', py: '1', display: 'inline-block' } as const;
  if (to.startsWith('#')) {
    return (
      <Link href={to} {...style}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...style}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function FooterStores() {
  return (
    <Box as="nav" aria-labelledby="footer-lojas" gridColumn={{ md: 'span 2', lg: 'auto' }}>
      <Heading as="h2" id="footer-lojas" size="md" mb="3">
        {t.footerStores}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" fontSize="sm">
        {BRANCHES.map((branch) => {
          const map = storeMapLink(branch.nome, branch.endereco);
          return (
            <li key={branch.id}>
              <Text fontWeight="semibold">{branch.nome}</Text>
              <Text color="gray.300">{branch.endereco}</Text>
              {map && (
                <Link href={map} target="_blank" rel="noopener noreferrer" color="brand.200" aria-label={t.openMapLabel(branch.nome)}>
                  {t.openMap}
                </Link>
              )}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

function HomeFooter() {
  const { categories } = useCategories();
  const support: Array<[string, string]> = [
    [t.supportLinks.help, `#${SECTION_IDS.help}`],
    [t.supportLinks.howItWorks, `#${SECTION_IDS.howItWorks}`],
    [t.supportLinks.allLists, paths.publicLists()],
    [t.supportLinks.follow, paths.loginCliente()],
  ];
  return (
    <Box as="footer" bg="gray.900" color="gray.100">
      <Container maxW="7xl" py="10" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 3, lg: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              {t.footerNote}
            </Text>
            <Text color="gray.300" fontSize="sm">
              {t.footerAbout}
            </Text>
          </Stack>
          <Box as="nav" aria-labelledby="footer-eventos">
            <Heading as="h2" id="footer-eventos" size="md" mb="3">
              {t.footerEvents}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {categories.map((c) => (
                <li key={c.id}>
                  <FooterLink to={`${paths.publicLists()}?categoria=${c.id}`}>{c.nome}</FooterLink>
                </li>
              ))}
            </Stack>
          </Box>
          <Box as="nav" aria-labelledby="footer-atendimento">
            <Heading as="h2" id="footer-atendimento" size="md" mb="3">
              {t.footerSupport}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {support.map(([label, to]) => (
                <li key={label}>
                  <FooterLink to={to}>{label}</FooterLink>
                </li>
              ))}
            </Stack>
          </Box>
          <FooterStores />
        </SimpleGrid>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm" color="gray.300">
          © {new Date().getFullYear()} Lista de Presentes
        </Text>
      </Container>
    </Box>
  );
}

/** The home screen (route id `home`). */
export function HomePage() {
  return (
    <>
      <Hero />
      <HomeLists />
      <SampleCard />
      <HelpSection />
      <HomeFooter />
    </>
  );
}
