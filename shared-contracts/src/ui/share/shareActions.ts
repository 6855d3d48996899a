/**
 * Clipboard, native share and the WhatsApp announcement (§2 Share options, §8 sharing toasts):
 * copy through the Clipboard API, falling back to a hidden text area ('manual' copy); native
 * share through `navigator.share`, falling back to copying the link. A cancelled native share
 * (AbortError) is only logged. Toasts: 'Texto Copiado!', 'Compartilhado com sucesso!' and
 * 'Link Copiado!' with their descriptions; under the title 'Compartilhar', 'Abrindo WhatsApp…' and
 * 'Link copiado!'; 'Não foi possível copiar.' when copying failed.
 */
import { toaster, toastError, toastSuccess } from '../toaster';
import { shareTexts as t } from './texts';

/** Copies `text`; resolves false when neither the Clipboard API nor the fallback worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: try the manual copy below.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Instagram has no share link: copy the message and tell the guest to paste it in a DM. */
export async function copyForInstagram(message: string): Promise<void> {
  if (await copyText(message)) toastSuccess(t.textCopied, t.textCopiedDescription);
  else toastError(t.copyFailed);
}

/** Tells that WhatsApp is opening (a WhatsApp share link was followed): 'Compartilhar' / 'Abrindo WhatsApp…'. */
export function announceWhatsApp(): void {
  toaster.create({ type: 'info', title: t.shareTitle, description: t.openingWhatsApp, closable: true });
}

/** The 'Copiar link' button: copies `url`, then 'Compartilhar' / 'Link copiado!'. */
export async function copyShareLink(url: string): Promise<void> {
  if (await copyText(url)) toastSuccess(t.shareTitle, t.linkCopiedShort);
  else toastError(t.copyFailed);
}

/** Copies the list's link ('Link Copiado!', the native share's fallback). */
export async function copyLink(url: string): Promise<void> {
  if (await copyText(url)) toastSuccess(t.linkCopied, t.linkCopiedDescription);
  else toastError(t.copyFailed);
}

/** The system share sheet when the browser has one, otherwise copies the link. */
export async function shareNative(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share !== 'function') {
    await copyLink(data.url);
    return;
  }
  try {
    await navigator.share(data);
    toastSuccess(t.shared, t.sharedDescription);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') {
      console.info('Compartilhamento cancelado', error);
      return;
    }
    console.warn('Falha no compartilhamento nativo; copiando o link', error);
    await copyLink(data.url);
  }
}
