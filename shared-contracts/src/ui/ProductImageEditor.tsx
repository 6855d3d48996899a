/**
 * A list item's product picture with its replacement (§4 Image replacement, §5 Product edit
 * (staff), §7 PATCH /produtos/{codigo}/imagem): 'Trocar imagem' (images only) when the product has
 * a code and no online-store code; otherwise 'Imagem não editável' with the online-store note and
 * the Shopify message. A variant's picture is replaced when `codigoGrade` is given.
 * Used by the staff item edit dialog and the edit-variable screen.
 */
import { Box, HStack, Stack, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
// Through the package name, so remotes use the federation singleton (API settings, session).
import { canReplaceImage, errorMessage } from 'shared-contracts';
import { areaApi } from '../areaApi';
import { FilePicker } from './FilePicker';
import { ProductThumb } from './ProductThumb';
import { toastError, toastSuccess } from './toaster';

/** Visible texts of the picture editor (§5 Product edit, §8). */
export const productImageTexts = {
  imageAlt: (nome: string) => `Imagem de ${nome}`,
  replaceImage: 'Trocar imagem',
  uploading: 'Enviando...',
  notEditable: 'Imagem não editável',
  notEditableNote: 'A imagem deste produto é gerenciada na loja online.',
  shopifyMessage: 'Este produto está vinculado ao Shopify. A imagem deve ser gerenciada no Shopify.',
  imageUpdated: 'Imagem atualizada com sucesso!',
  imageError: 'Erro ao enviar a imagem',
  variantNote: (variant: string) => `Imagem da variação ${variant}`,
} as const;
const t = productImageTexts;

/** Props of ProductImageEditor. */
export interface ProductImageEditorProps {
  nome: string;
  /** Product code (produtos.codigo); the picture is replaceable only with it. */
  codigo: string;
  /** Online-store code: when set, the picture is managed there. */
  codigoShopify?: string | null;
  /** Variant code (grade): its picture is the one replaced. */
  codigoGrade?: string | null;
  /** Current picture path (variant's, else product's); a placeholder when empty. */
  fotoUrl?: string | null;
  /** The variant the picture belongs to ('4 anos · Azul Marinho'), said under it. */
  variantLabel?: string;
  /** Called with the new picture path after a successful replacement. */
  onReplaced: (fotoUrl: string) => void | Promise<unknown>;
}

export function ProductImageEditor({ nome, codigo, codigoShopify, codigoGrade, fotoUrl, variantLabel, onReplaced }: ProductImageEditorProps) {
  const [busy, setBusy] = useState(false);
  const replace = async (file: File) => {
    setBusy(true);
    try {
      const res = await areaApi.updateProductImage(codigo, file, codigoGrade ?? undefined);
      toastSuccess(t.imageUpdated);
      await onReplaced(res.fotoUrl);
    } catch (error) {
      toastError(errorMessage(error, t.imageError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack align="flex-start" gap="4">
      <ProductThumb path={fotoUrl} alt={t.imageAlt(nome)} boxSize="20" />
      <Stack gap="2" fontSize="sm">
        {canReplaceImage({ codigo, codigo_shopify: codigoShopify }) ? (
          <Box>
            <FilePicker label={t.replaceImage} busyLabel={t.uploading} busy={busy} onFile={(file) => void replace(file)} />
          </Box>
        ) : (
          <Stack gap="1">
            <Text fontWeight="semibold">{t.notEditable}</Text>
            <Text color="fg.muted">{t.notEditableNote}</Text>
            <Text color="fg.muted">{t.shopifyMessage}</Text>
          </Stack>
        )}
        {variantLabel && <Text color="fg.muted">{t.variantNote(variantLabel)}</Text>}
      </Stack>
    </HStack>
  );
}
