import { firstName } from 'shared-contracts';

/**
 * A mail's opening line, 'Olá, Maria!', by the one first-name rule of the product (§3,
 * shared-contracts `firstName`: the first word once anything but letters, marks, spaces,
 * apostrophes and hyphens is removed); 'Olá!' when no name is left. Plain text: escape it for HTML.
 */
export function greeting(nome: string | null | undefined): string {
  const first = firstName(nome);
  return first ? `Olá, ${first}!` : 'Olá!';
}
