/**
 * 'Possui variantes?' and, when checked, the size and colour lists (§2 Kit builder, Add product,
 * Edit variable product; §5 Kit): turning it off clears both choices; with it on and neither
 * chosen, both lists show 'Selecione Tamanho ou Cor'.
 */
import { SimpleGrid, Stack } from 'shared-contracts/chakra';
import { Checkbox } from 'shared-contracts/chakra-overlays';
import type { ProductVariant, SizeOrColour } from 'shared-contracts';
import { variantOptions } from './productVariants';
import { SizeColourSelect } from './SizeColourSelect';
import { variantTexts as t } from './texts';
import type { SizeColourPaging } from './useSizesColours';

/** The variant part of a form: on/off, the chosen size and colour (null when none). */
export interface VariantChoice {
  variavel: boolean;
  tamanho: SizeOrColour | null;
  cor: SizeOrColour | null;
}

export const NO_VARIANT: VariantChoice = { variavel: false, tamanho: null, cor: null };

/** The choice after the toggle: off clears size and colour (§4 Kit builder). */
export function toggleVariants(choice: VariantChoice, on: boolean): VariantChoice {
  return on ? { ...choice, variavel: true } : NO_VARIANT;
}

/** True when variants are on and neither a size nor a colour is chosen (§5 Kit). */
export function lacksSizeOrColour(choice: VariantChoice): boolean {
  return choice.variavel && !choice.tamanho && !choice.cor;
}

export interface VariantFieldsProps {
  value: VariantChoice;
  onChange: (value: VariantChoice) => void;
  paging: SizeColourPaging;
  debounceMs: number;
  /** Show 'Selecione Tamanho ou Cor' when it applies (e.g. after a submit attempt). */
  showError: boolean;
  /** Variants fixed on (edit variable product): no checkbox. */
  fixed?: boolean;
  /** The chosen product's variants: only their sizes and colours are offered. */
  variantes?: ProductVariant[];
}

/** 'Possui variantes?' and the size and colour pickers (see the file's note). */
export function VariantFields({ value, onChange, paging, debounceMs, showError, fixed, variantes }: VariantFieldsProps) {
  const error = showError && lacksSizeOrColour(value) ? t.selectSizeOrColour : undefined;
  const options = variantOptions(variantes, value.tamanho?.Codigo ?? null, value.cor?.Codigo ?? null);
  return (
    <Stack gap="4">
      {!fixed && (
        <Checkbox.Root checked={value.variavel} onCheckedChange={(e) => onChange(toggleVariants(value, e.checked === true))} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.hasVariants}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {(fixed || value.variavel) && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SizeColourSelect kind="tamanhos" value={value.tamanho} onChange={(tamanho) => onChange({ ...value, tamanho })} debounceMs={debounceMs} {...paging} error={error} {...options.sizes} />
          <SizeColourSelect kind="cores" value={value.cor} onChange={(cor) => onChange({ ...value, cor })} debounceMs={debounceMs} {...paging} error={error} {...options.colours} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
