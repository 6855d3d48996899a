/** Branch display names (§3, §9: four branches have fixed names on the client side). */
import { BRANCH_NAMES } from 'shared-contracts';

/**
 * The fixed display name of branch `id`, else the name the API sent (`apiName`), else
 * '{unnamed} {id}' ('Loja 7' on the guest pages, 'Filial 7' on the staff screens).
 */
export function branchName(id: number, apiName?: string | null, unnamed: 'Loja' | 'Filial' = 'Loja'): string {
  return BRANCH_NAMES[id] ?? apiName ?? `${unnamed} ${id}`;
}
