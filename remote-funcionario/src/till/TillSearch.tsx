/**
 * The till's search (decision 028): 'Código da lista' takes a list's code (its id) or words of its
 * title; 'Buscar' (or Enter) asks GET /presentes-loja/listas?busca=. One list found opens it at
 * once; several are offered as choices (title, #id, owner, event date, branch, status); none shows
 * STORE_GIFT_MSG.notFound in the page. An empty field is the field's error (searchRequired).
 */
import { Badge, Box, Button, Field, Flex, HStack, Input, List, Stack, Text } from 'shared-contracts/chakra';
import { useRef, useState, type FormEvent } from 'react';
import { formatDate, SEARCH_MAX } from 'shared-contracts';
import type { TillListSummary } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError, SearchIcon, useFieldDescription } from 'shared-contracts/ui';
import { tillTexts as t } from './texts';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'many'; listas: TillListSummary[] }
  | { kind: 'none' }
  | { kind: 'error'; error: unknown };

/** Props of TillSearch. */
export interface TillSearchProps {
  /** Opens list `id`, or closes the open list (null) when the search found none or several. */
  onOpen: (id: number | null) => void;
}

function ListChoice({ lista, onPick }: { lista: TillListSummary; onPick: () => void }) {
  return (
    <List.Item listStyleType="none">
      <Button variant="outline" w="full" h="auto" py="3" px="4" justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={onPick}>
        <Stack gap="1" w="full">
          <Flex gap="2" wrap="wrap" align="center">
            <Text fontWeight="semibold">{lista.titulo}</Text>
            <Text color="fg.muted">{t.listId(lista.id)}</Text>
            <Badge colorPalette={lista.status === 'arquivado' ? 'gray' : 'green'}>{t.statusLabels[lista.status]}</Badge>
          </Flex>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted" fontWeight="normal">
            <Text>{lista.cliente}</Text>
            <Text>{formatDate(lista.dataEvento)}</Text>
            <Text>{lista.filial}</Text>
          </HStack>
        </Stack>
      </Button>
    </List.Item>
  );
}

/** The search form and what it found; see the module comment. */
export function TillSearch({ onOpen }: TillSearchProps) {
  const [busca, setBusca] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const { ids, describedBy } = useFieldDescription(!!fieldError);

  const run = async (term: string) => {
    setState({ kind: 'loading' });
    try {
      const { listas } = await areaApi.searchTillLists(term);
      const [only] = listas;
      if (only && listas.length === 1) {
        setState({ kind: 'idle' });
        onOpen(only.id);
      } else {
        onOpen(null);
        setState(listas.length === 0 ? { kind: 'none' } : { kind: 'many', listas });
      }
    } catch (error) {
      onOpen(null);
      setState({ kind: 'error', error });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = busca.trim();
    if (!term) {
      setFieldError(t.msg.searchRequired);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    void run(term);
  };

  const loading = state.kind === 'loading';
  return (
    <Box mb="6">
      <form noValidate role="search" aria-label={t.searchForm} onSubmit={submit}>
        <Flex gap="3" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }}>
          <Field.Root invalid={!!fieldError} ids={ids} flex="1">
            <Field.Label>{t.searchLabel}</Field.Label>
            <Input
              ref={input}
              name="busca"
              value={busca}
              maxLength={SEARCH_MAX}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t.searchPlaceholder}
              aria-describedby={describedBy}
              onChange={(e) => {
                setBusca(e.target.value);
                if (fieldError && e.target.value.trim()) setFieldError(null);
              }}
            />
            <Field.ErrorText color="red.700">{fieldError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" mt={{ base: '0', sm: '6' }} loading={loading} loadingText={t.searching}>
            <SearchIcon />
            {t.search}
          </Button>
        </Flex>
      </form>
      <Box mt="4" aria-live="polite">
        {state.kind === 'none' && (
          <Text role="status" bg="orange.50" color="orange.900" borderRadius="md" px="4" py="3">
            {t.msg.notFound}
          </Text>
        )}
        {state.kind === 'error' && <LoadError title={t.searchError} retryLabel={t.retry} error={state.error} onRetry={() => void run(busca.trim())} />}
        {state.kind === 'many' && (
          <Stack gap="2">
            <Text fontWeight="medium" id="till-choices">
              {t.chooseList(state.listas.length)}
            </Text>
            <List.Root gap="2" aria-labelledby="till-choices" ps="0">
              {state.listas.map((lista) => (
                <ListChoice
                  key={lista.id}
                  lista={lista}
                  onPick={() => {
                    setState({ kind: 'idle' });
                    onOpen(lista.id);
                  }}
                />
              ))}
            </List.Root>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
