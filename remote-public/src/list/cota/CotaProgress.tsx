/**
 * A gift's cotas on its card (decision 043): 'R$ 450,00 de R$ 899,00 em cotas', a bar of the share
 * given and '3 cotas'; and 'Dar uma cota', which opens the cota dialog (./useCotaGiving). Rendered
 * with the page on the server (docs/decisions/029): nothing browser-only at render, and no formik
 * or yup (they are in the dialog's chunk only).
 */
import { COTA_MSG, type CotaProgress } from 'shared-contracts';
import { Box, Button, Stack, Text } from 'shared-contracts/chakra';
import { cotaPercent } from './cotaGift';
import { cotaTexts as t } from './texts';
import { prefetchCota } from './useCotaGiving';

/** The progress of `cotas` (reais): the amounts given of the price, the bar (named 'Cotas do presente: N%') and how many cotas were paid. */
export function CotaProgressLine({ cotas }: { cotas: CotaProgress }) {
  const percent = cotaPercent(cotas);
  return (
    <Stack gap="1" data-testid="cota-progress">
      <Text fontSize="sm">{COTA_MSG.progress(cotas.dado, cotas.preco)}</Text>
      {/* a plain bar (ARIA's default range 0 to 100), not Chakra's Progress: its state machine would weigh on every guest's first load */}
      <Box role="progressbar" aria-label={t.progressLabel(percent)} aria-valuenow={percent} h="2" borderRadius="full" bg="bg.muted" overflow="hidden">
        <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {COTA_MSG.count(cotas.quantidade)}
      </Text>
    </Stack>
  );
}

/** 'Dar uma cota' for the gift named `nome` (its accessible name 'Dar uma cota: Sofá'); pointing at it or focusing it starts loading the dialog. */
export function CotaButton({ nome, onClick }: { nome: string; onClick: () => void }) {
  return (
    <Button
      colorPalette="brand"
      variant="outline"
      size="md"
      w="full"
      data-testid="dar-cota"
      aria-label={t.buttonLabel(nome)}
      onClick={onClick}
      onPointerEnter={prefetchCota}
      onFocus={prefetchCota}
    >
      {COTA_MSG.button}
    </Button>
  );
}
