/**
 * Home (§2 Home): hero with the two landing buttons (§1), the first 30 public lists as cards,
 * 'Ver Mais Listas', a sample list card and a footer with event and support links.
 */
import { LoadError } from 'shared-contracts/ui';
import { Box, Button, Card, Container, Flex, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type ListCard as ListCardData } from 'shared-contracts';
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
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {t.heroTitle}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            {t.heroText}
          </Text>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <RouterLink to={paths.publicLists()}>{t.viewAll}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to={paths.loginCliente()}>{t.follow}</RouterLink>
            </Button>
          </Flex>
        </Stack>
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
  } else if (isLoading || !data) {
    content = (
      <Text color="fg.muted" textAlign="center" py="10" role="status">
        {t.loading}
      </Text>
    );
  } else if (items.length === 0) {
    content = (
      <Text color="fg.muted" textAlign="center" py="10">
        {t.empty}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {items.map((lista) => (
          <ListCard key={lista.id} lista={lista} />
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
    <Box as="section" aria-labelledby="home-exemplo" bg="white" borderYWidth="1px">
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

function HomeFooter() {
  const { categories } = useCategories();
  return (
    <Box as="footer" bg="gray.900" color="gray.100">
      <Container maxW="7xl" py="10" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
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
                  <Link asChild color="gray.100" py="1" display="inline-block">
                    <RouterLink to={`${paths.publicLists()}?categoria=${c.id}`}>{c.nome}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box as="nav" aria-labelledby="footer-atendimento">
            <Heading as="h2" id="footer-atendimento" size="md" mb="3">
              {t.footerSupport}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {t.support.map((label) => (
                <li key={label}>
                  <Link href="#" color="gray.100" py="1" display="inline-block">
                    {label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>
        <HStack mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm" color="gray.300">
          <Text>© {new Date().getFullYear()} Lista de Presentes</Text>
        </HStack>
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
      <HomeFooter />
    </>
  );
}
