/** Branch display names (§3: four branches have fixed names on the client side). */
import { BRANCH_NAMES } from 'shared-contracts';

/** The fixed name of branch `id`, else the name the API sent, else 'Filial {id}'. */
export function branchLabel(id: number, nome?: string | null): string {
  return BRANCH_NAMES[id] ?? nome ?? `Filial ${id}`;
}
