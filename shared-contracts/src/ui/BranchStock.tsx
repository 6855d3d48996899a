/**
 * Stock per branch (§4 Branch stock): 'Em estoque' when the quantity is above 0, otherwise
 * 'Esgotado'. The public view lists only the branches with stock, or 'Sem disponibilidade no
 * momento'; staff views list every branch with a stock record, or 'Nenhum registro de estoque'
 * when the product (or no product of a kit) has any.
 */
import { Badge, Flex, HStack, List, Text } from 'shared-contracts/chakra';
import { branchStockLabel, type EstoquePorFilial } from 'shared-contracts';
import { branchName } from './branchName';

/** Visible texts of the branch stock (§4). */
export const branchStockTexts = {
  publicLabel: 'Disponível nas lojas',
  staffLabel: 'Estoque por loja',
  noStockPublic: 'Sem disponibilidade no momento',
  noRecords: 'Nenhum registro de estoque',
  branch: (ordemFilial: number) => branchName(ordemFilial),
} as const;
const t = branchStockTexts;

/** Props of BranchStock: the rows (stockRows(item) or kitStockByBranch(kit)) and who looks. */
export interface BranchStockProps {
  rows: EstoquePorFilial[];
  audience: 'public' | 'staff';
}

/** The branches of `rows` with their badge, or the empty text of the audience. */
export function BranchStock({ rows, audience }: BranchStockProps) {
  const shown = audience === 'public' ? rows.filter((row) => row.quantidade > 0) : rows;
  if (shown.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {audience === 'public' ? t.noStockPublic : t.noRecords}
      </Text>
    );
  }
  if (audience === 'public') {
    return (
      <List.Root aria-label={t.publicLabel} gap="1" fontSize="sm" listStyleType="none">
        {shown.map((row) => (
          <List.Item key={row.ordemFilial}>
            <HStack gap="1.5" wrap="wrap">
              <Badge colorPalette="green" variant="subtle">
                {branchStockLabel(row.quantidade)}
              </Badge>
              <Text as="span">{t.branch(row.ordemFilial)}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    );
  }
  // Staff: every branch with a record, its units, and the badge at the right end of the row. A
  // narrow card wraps the name within its own column (the units kept with its last word); the
  // badge stays beside it.
  return (
    <List.Root aria-label={t.staffLabel} fontSize="sm" listStyleType="none" borderTopWidth="1px" borderColor="border.muted">
      {shown.map((row) => {
        const label = branchStockLabel(row.quantidade);
        return (
          <List.Item key={row.ordemFilial} py="1" borderBottomWidth="1px" borderColor="border.muted">
            <Flex gap="1.5" align="center" w="full">
              <Text as="span" flex="1">
                {t.branch(row.ordemFilial)}
                {row.quantidade > 0 && (
                  <Text as="span" color="fg.muted">
                    {`\u00a0(${row.quantidade})`}
                  </Text>
                )}
              </Text>
              <Badge flexShrink="0" colorPalette={label === 'Em estoque' ? 'green' : 'red'} variant="subtle">
                {label}
              </Badge>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
