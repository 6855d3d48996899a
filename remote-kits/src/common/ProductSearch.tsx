/**
 * Product-code search with select and clear (§2 Kit builder, Add product to list; §7
 * GET /produtos/{codigo}): the code is looked up on 'Buscar' or Enter; the product found is
 * selected and shown (photo or placeholder, name, code, price in BRL) with 'Limpar'; an unknown or
 * inactive code shows 'Produto não encontrado ou inativo.' under the field.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
import { ApiError, formatBRL, type ProductLookup } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { CloseIcon, ProductThumb, SearchIcon, useFieldDescription } from 'shared-contracts/ui';
import { productSearchTexts as t } from './texts';

/** A product chosen by its code: the lookup result (§3, price in reais) and the code typed. */
export interface SelectedProduct extends ProductLookup {
  codigo: string;
}

/** Longest product code (the API refuses longer ones). */
const CODE_MAX = 60;

export interface ProductSearchProps {
  value: SelectedProduct | null;
  onChange: (product: SelectedProduct | null) => void;
  /** Called while a lookup runs (the forms disable their add button meanwhile). */
  onPendingChange?: (pending: boolean) => void;
  /** A form error for the field ('Selecione um produto'), shown when no lookup error is. */
  error?: string;
}

/** The selected product's card: photo, name, code and price, with 'Limpar'. */
function SelectedCard({ product, onClear }: { product: SelectedProduct; onClear: () => void }) {
  return (
    <HStack gap="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" aria-label={t.selected} role="group" align="center">
      <ProductThumb path={product.fotoUrl} alt={t.photoAlt(product.nome)} boxSize="14" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {product.nome}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t.code(product.codigo)} · {formatBRL(product.preco)}
        </Text>
      </Stack>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label={t.clearLabel(product.nome)}>
        <CloseIcon />
        {t.clear}
      </Button>
    </HStack>
  );
}

export function ProductSearch({ value, onChange, onPendingChange, error }: ProductSearchProps) {
  const [code, setCode] = useState(value?.codigo ?? '');
  const [pending, setPending] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const search = async () => {
    const codigo = code.trim();
    if (!codigo) {
      setLookupError(t.codeRequired);
      return;
    }
    setPending(true);
    onPendingChange?.(true);
    setLookupError(null);
    try {
      const found = await areaApi.fetchProduct(codigo);
      onChange({ ...found, codigo });
    } catch (e) {
      onChange(null);
      setLookupError(e instanceof ApiError && e.status === 404 ? t.notFound : e instanceof Error ? e.message : t.notFound);
    } finally {
      setPending(false);
      onPendingChange?.(false);
    }
  };
  const clear = () => {
    onChange(null);
    setCode('');
    setLookupError(null);
  };
  const shownError = lookupError ?? error;
  const { ids, describedBy } = useFieldDescription(!!shownError);

  return (
    <Stack gap="3">
      <Field.Root invalid={!!shownError} required ids={ids}>
        <Field.Label>
          {t.codeLabel}
          <Field.RequiredIndicator color="red.700" />
        </Field.Label>
        <HStack gap="2" w="full" align="flex-start">
          <Input
            value={code}
            maxLength={CODE_MAX}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.codePlaceholder}
            aria-describedby={describedBy}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                // Enter looks the code up instead of submitting the surrounding form
                e.preventDefault();
                if (!pending) void search();
              }
            }}
          />
          <Button variant="outline" colorPalette="brand" onClick={() => void search()} loading={pending} loadingText={t.searching} flexShrink={0}>
            <SearchIcon />
            {t.search}
          </Button>
        </HStack>
        <Field.ErrorText color="red.700">{shownError}</Field.ErrorText>
      </Field.Root>
      {value && (
        <Box>
          <SelectedCard product={value} onClear={clear} />
        </Box>
      )}
    </Stack>
  );
}
