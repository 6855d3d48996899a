/**
 * The link the customer share screen offers for a list (§2 Customer share screen), by its
 * privacy and status: a public list shares its share link /share/lista/{id} (shareListUrl); an
 * 'Apenas Convidados' list shares its own unguessable address /lista/{slug} on the site
 * (publicListUrl), since the API resolves /share/lista/{id} for public active lists only (ids
 * can be guessed); a privado or archived list is not shared at all (null).
 */
import { publicListUrl, shareListUrl, type Lista } from 'shared-contracts';

/** The absolute link to share `lista` with, or null when the list is not to be shared. */
export function customerShareUrl(config: { shopUrl?: string; siteUrl?: string }, lista: Pick<Lista, 'id' | 'slug' | 'privacidade' | 'status'>): string | null {
  if (lista.status !== 'ativo') return null;
  if (lista.privacidade === 'publico') return shareListUrl(config, lista.id);
  if (lista.privacidade === 'apenas_convidados') return publicListUrl(config.siteUrl, lista.slug);
  return null;
}
