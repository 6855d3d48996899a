/**
 * Public lists page (/listas, §2 Public lists page): heading and intro, the 'Filtros' card
 * (title search debounced 300 ms, 'Tipo de Evento', 'Data do evento', 'Limpar Filtros'; on a phone
 * the type and the date open from a 'Filtros' button that counts those set, so the lists come
 * first), the
 * summary, a 1/2/3-column grid of cards and the pagination. Filters and page live in the
 * address; any filter change goes back to page 1.
 */
import { Badge, Box, Button, Card, Container, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { useId, useMemo, useState } from 'react';
import { DEBOUNCE_MS, publicListsQuery, readPublicListsFilters, writePublicListsFilters, type PublicListsFilters } from 'shared-contracts';
import { DateInput, EmptyState, LoadError, Pagination, useFilterInputs, useFiltersInAddress } from 'shared-contracts/ui';
import { ListCard } from '../card/ListCard';
import { useCategories } from '../categories/useCategories';
import { listsTexts as t } from './texts';
import { usePublicLists } from './usePublicLists';

const filtersCodec = { read: readPublicListsFilters, write: writePublicListsFilters };

function FiltersCard({
  filters,
  onChange,
  onClear,
}: {
  filters: PublicListsFilters;
  onChange: (patch: Partial<Omit<PublicListsFilters, 'page'>>, replace?: boolean) => void;
  onClear: () => void;
}) {
  const { categories } = useCategories();
  const { typed, setTyped, resetKey, reset } = useFilterInputs(filters.search, DEBOUNCE_MS.publicLists, (search) =>
    // replacing the entry, so history is not one step per word
    onChange({ search }, true),
  );
  const clear = () => {
    reset();
    onClear();
  };
  // Phones: 'Tipo de Evento' and 'Data do evento' wait behind 'Filtros', which counts those set;
  // closed on the server and at first render alike. The search stays: it works before the app runs.
  const [open, setOpen] = useState(false);
  const id = useId();
  const hidden = open ? undefined : 'md';
  const active = [filters.categoryId, filters.dataEvento].filter(Boolean).length;

  return (
    <Card.Root as="section" aria-labelledby="filtros-titulo" mb={{ base: '5', md: '8' }} size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" id="filtros-titulo" size="lg" hideBelow="md">
            {t.filters}
          </Heading>
          <Button variant="outline" colorPalette="brand" size="md" hideFrom="md" aria-expanded={open} aria-controls={`${id}-tipo ${id}-data`} onClick={() => setOpen(!open)}>
            {t.filtersButton(active)}
          </Button>
          <Button variant="outline" size="md" onClick={clear}>
            {t.clear}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root>
            <Field.Label>{t.searchLabel}</Field.Label>
            <Input type="search" value={typed} placeholder={t.searchPlaceholder} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Field.Root id={`${id}-tipo`} hideBelow={hidden}>
            <Field.Label>{t.category}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.categoryId ? String(filters.categoryId) : ''}
                onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
              >
                <option value="">{t.allCategories}</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.nome}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box id={`${id}-data`} hideBelow={hidden}>
            <DateInput
              key={resetKey}
              label={t.date}
              placeholder={t.datePlaceholder}
              invalidText={t.dateInvalid}
              value={filters.dataEvento ?? ''}
              onValueChange={(day) => onChange({ dataEvento: day || undefined })}
            />
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Results({ filters, onPageChange }: { filters: PublicListsFilters; onPageChange: (page: number) => void }) {
  const query = useMemo(() => publicListsQuery(filters), [filters]);
  const { data, error, isLoading, mutate } = usePublicLists(query);

  if (error && !data) {
    return (
      <LoadError title={t.loadError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />
    );
  }
  if (!data) {
    return (
      <Text color="fg.muted" textAlign="center" py="10" role="status">
        {t.loading}
      </Text>
    );
  }
  const { items, meta } = data;
  return (
    <Box aria-busy={isLoading || undefined}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="6">
        <Text color="fg.muted" role="status">
          {t.summary(meta.totalItems, filters.search)}
        </Text>
        <Badge colorPalette="brand" variant="subtle" size="lg">
          {t.active(meta.totalItems)}
        </Badge>
      </Flex>
      {isLoading && (
        <Text color="fg.muted" textAlign="center" mb="4">
          {t.loading}
        </Text>
      )}
      {items.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" opacity={isLoading ? 0.6 : 1}>
          {items.map((lista, index) => (
            <ListCard key={lista.id} lista={lista} headingLevel="h2" priority={index === 0} />
          ))}
        </SimpleGrid>
      )}
      <Pagination page={filters.page} totalPages={meta.totalPages} onPageChange={onPageChange} />
    </Box>
  );
}

/** The public lists screen (route id `publicLists`). */
export function PublicListsPage() {
  const { filters, update, setPage, clear } = useFiltersInAddress(filtersCodec);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t.title}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t.intro}
        </Text>
      </Stack>
      <FiltersCard filters={filters} onChange={update} onClear={clear} />
      <Results
        filters={filters}
        onPageChange={(page) => {
          setPage(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
