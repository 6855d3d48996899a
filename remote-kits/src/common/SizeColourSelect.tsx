/**
 * A searchable single-choice list of sizes or colours (§2 'Possui variantes?', §7 GET /tamanhos,
 * GET /cores, §9 debounce and page size): a combobox (type to search, arrows and Enter to choose,
 * Esc to close, a clear button), fed by the API after the typing stops for `debounceMs`.
 * The options are shown in their natural order (./sizeColourOrder), not in the API's; with `only`
 * just the chosen product's, and `disabled` ones cannot be chosen (./productVariants).
 * Empty result: 'Nenhum tamanho encontrado' / 'Nenhuma cor encontrada'.
 */
import { Field, Spinner, Text } from 'shared-contracts/chakra';
import { Portal } from 'shared-contracts/chakra-overlays';
import { Combobox, createListCollection } from 'shared-contracts/chakra-extras';
import { useMemo, useRef, useState } from 'react';
import type { SizeOrColour } from 'shared-contracts';
import { CloseIcon, useDebouncedValue, useFieldDescription } from 'shared-contracts/ui';
import { sortSizesColours } from './sizeColourOrder';
import { variantTexts as t } from './texts';
import { useSizesColours, type SizeColourKind, type SizeColourPaging } from './useSizesColours';

const TEXTS: Record<SizeColourKind, { label: string; placeholder: string; empty: string; clear: string }> = {
  tamanhos: { label: t.size, placeholder: t.sizePlaceholder, empty: t.noSize, clear: t.clearSize },
  cores: { label: t.colour, placeholder: t.colourPlaceholder, empty: t.noColour, clear: t.clearColour },
};

export interface SizeColourSelectProps extends SizeColourPaging {
  kind: SizeColourKind;
  value: SizeOrColour | null;
  onChange: (value: SizeOrColour | null) => void;
  debounceMs: number;
  /** Error under the field ('Selecione Tamanho ou Cor'). */
  error?: string;
  /** The codes to offer (the chosen product's, ./productVariants); undefined: every one. */
  only?: ReadonlySet<number>;
  /** Codes offered but not selectable (no variant with the other side's choice). */
  disabled?: ReadonlySet<number>;
}

/** The size or colour combobox of `kind`, its options in their natural order. */
export function SizeColourSelect({ kind, value, onChange, debounceMs, take, sort, error, only, disabled }: SizeColourSelectProps) {
  const texts = TEXTS[kind];
  const [inputValue, setInputValue] = useState(value?.Nome ?? '');
  // The latest choice, for handlers that run before the parent re-renders with it.
  const chosen = useRef(value);
  chosen.current = value;
  // What the person typed (not the chosen item's name): the list shows every item again on reopen.
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), debounceMs);
  const { data, error: loadError, isLoading } = useSizesColours(kind, settled, { take, sort });
  const collection = useMemo(() => {
    const page = data ?? [];
    // Unfiltered, the chosen item stays listed (and marked) even when it is off the first page.
    const listed = !search && value && !page.some((i) => i.Codigo === value.Codigo) ? [value, ...page] : page;
    // only the chosen product's sizes or colours (the current choice stays, to be seen and changed)
    const offered = only ? listed.filter((i) => only.has(i.Codigo) || i.Codigo === value?.Codigo) : listed;
    const items = sortSizesColours(kind, offered);
    return createListCollection({
      items,
      itemToString: (item) => item.Nome,
      itemToValue: (item) => String(item.Codigo),
      isItemDisabled: (item) => !!disabled?.has(item.Codigo),
    });
  }, [data, value, search, kind, only, disabled]);

  const { ids, describedBy } = useFieldDescription(!!error);
  return (
    <Field.Root invalid={!!error} ids={ids}>
      <Combobox.Root
        collection={collection}
        value={value ? [String(value.Codigo)] : []}
        inputValue={inputValue}
        onInputValueChange={(e) => {
          if (e.reason === 'input-change') {
            setInputValue(e.inputValue);
            setSearch(e.inputValue);
          }
        }}
        onValueChange={(e) => {
          const item = e.items[0] ?? null;
          chosen.current = item;
          onChange(item);
          setInputValue(item?.Nome ?? '');
          setSearch('');
        }}
        onOpenChange={(e) => {
          // closing puts the chosen name (or nothing) back in the input, whatever was typed
          if (!e.open) {
            setInputValue(chosen.current?.Nome ?? '');
            setSearch('');
          }
        }}
        openOnClick
        invalid={!!error}
        width="full"
      >
        <Combobox.Label>{texts.label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={texts.placeholder} aria-describedby={describedBy} />
          <Combobox.IndicatorGroup>
            {value && (
              <Combobox.ClearTrigger aria-label={texts.clear}>
                <CloseIcon />
              </Combobox.ClearTrigger>
            )}
            <Combobox.Trigger aria-label={t.open} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              {isLoading && !data ? (
                <Text role="status" px="2" py="1.5" fontSize="sm" color="fg.muted">
                  <Spinner size="xs" me="2" />
                  {t.loading}
                </Text>
              ) : loadError && !data ? (
                <Text role="alert" px="2" py="1.5" fontSize="sm" color="red.700">
                  {t.loadError}
                </Text>
              ) : (
                <Combobox.Empty>{texts.empty}</Combobox.Empty>
              )}
              {collection.items.map((item) => (
                <Combobox.Item key={item.Codigo} item={item}>
                  {item.Nome}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
