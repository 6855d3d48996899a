/**
 * 'Compre na Loja Física' (§2 Kit purchase options, §9): the guest discounts (10% on Pix, 5% on
 * debit and credit) with the list's code to show at the till, and each branch with its address,
 * 'Em estoque' or 'Esgotado' when known, and 'Abrir no Mapa' (built on the device, §5 Map link).
 * No branch at all: 'Sem disponibilidade no momento' (§4 Branch stock, public).
 */
import { Badge, Button, HStack, List, Stack, Text } from 'shared-contracts/chakra';
import { branchStockLabel, type StoreOption } from 'shared-contracts';
import { branchStockTexts } from 'shared-contracts/ui';
import { storeMapLink } from '../stores/stores';
import { OptionBox } from './OptionBox';
import type { KitTexts } from './texts';

export interface StoreSectionProps {
  stores: StoreOption[];
  /** The list id: the code guests show for the discount. */
  listaId?: number;
  texts: Pick<KitTexts, 'storeTitle' | 'storeDiscount' | 'listCode' | 'storesLabel' | 'openMap' | 'openMapLabel'>;
  headingLevel?: 'h2' | 'h3';
}

/** The in-store section listing `stores` (the caller chooses which). */
export function StoreSection({ stores, listaId, texts: t, headingLevel = 'h3' }: StoreSectionProps) {
  return (
    <OptionBox title={t.storeTitle} intro={t.storeDiscount} tone="plain" headingLevel={headingLevel} testId="store-section">
      {listaId != null && (
        <Text fontSize="sm" fontWeight="semibold" mt="-2">
          {t.listCode(listaId)}
        </Text>
      )}
      {stores.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {branchStockTexts.noStockPublic}
        </Text>
      ) : (
        <List.Root aria-label={t.storesLabel} listStyleType="none" gap="3">
          {stores.map((store) => {
            const map = storeMapLink(store.nome, store.endereco);
            const label = store.ok == null ? null : branchStockLabel(store.ok ? 1 : 0);
            return (
              <List.Item key={store.id} borderTopWidth="1px" pt="3" data-testid="store-option">
                <Stack gap="1.5">
                  <HStack gap="2" wrap="wrap" justify="space-between">
                    <Text fontWeight="semibold">{store.nome}</Text>
                    {label && <Badge colorPalette={store.ok ? 'green' : 'red'}>{label}</Badge>}
                  </HStack>
                  {store.endereco && (
                    <Text fontSize="sm" color="fg.muted">
                      {store.endereco}
                    </Text>
                  )}
                  {map && (
                    <Button asChild variant="outline" colorPalette="brand" size="sm" alignSelf="flex-start">
                      <a href={map} target="_blank" rel="noopener noreferrer" aria-label={t.openMapLabel(store.nome)}>
                        {t.openMap}
                      </a>
                    </Button>
                  )}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </OptionBox>
  );
}
