/**
 * Image downloads of the share screen (§2 Customer share screen, §8 Invitation download): the
 * invitation drawn with html2canvas (loaded on demand, so it is not in the initial chunk) and the
 * QR code canvas, both as PNG files.
 */
import { toastError, toastSuccess, triggerDownload } from 'shared-contracts/ui';
import { INVITATION_SIZE, INVITATION_SCALER_ATTR } from './invitationSize';
import { shareScreenTexts as t } from './texts';

/** `name` without the characters that file systems refuse (\ / : * ? " < > |), trimmed. */
export function fileSafe(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim() || 'lista';
}

/** File name of the invitation image: convite-{slug}.png (§2). */
export const invitationFileName = (slug: string) => `convite-${fileSafe(slug)}.png`;
/** File name of the QR code image: qrcode-{titulo}.png (§2). */
export const qrCodeFileName = (titulo: string) => `qrcode-${fileSafe(titulo)}.png`;

/**
 * Draws the invitation `element` (INVITATION_SIZE CSS px, shown scaled down on the page) into a
 * PNG of exactly 1080 × 1350 px and downloads it as convite-{slug}.png. Images are fetched with
 * CORS (the static-assets host allows it) so that the canvas can be exported. Toasts
 * 'O download do seu convite foi iniciado.', or the §8 failures: the element is missing, or
 * drawing failed ('Erro ao gerar a imagem'). Resolves true when the download started.
 */
export async function downloadInvitation(element: HTMLElement | null, slug: string): Promise<boolean> {
  if (!element) {
    toastError(t.invitationMissing);
    return false;
  }
  // html2canvas finds the text baseline with a 1-px GIF <img> placed beside a <span> in this
  // document; the reset stylesheet's `img { display: block }` puts it on its own line and every
  // text is drawn lower than on the page. The measuring image must stay inline while drawing.
  const baselineFix = document.createElement('style');
  baselineFix.textContent = 'img[src^="data:image/gif"] { display: inline !important; }';
  document.head.appendChild(baselineFix);
  try {
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(element, {
      useCORS: true,
      scale: 1,
      width: INVITATION_SIZE.width,
      height: INVITATION_SIZE.height,
      backgroundColor: '#ffffff',
      logging: false,
      // The page shows the invitation scaled down: draw the clone at its real size.
      onclone: (_document, clone) => {
        const scaler = clone.closest<HTMLElement>(`[${INVITATION_SCALER_ATTR}]`);
        if (scaler) scaler.style.transform = 'none';
      },
    });
    triggerDownload(canvas.toDataURL('image/png'), invitationFileName(slug));
    toastSuccess(t.downloadStarted);
    return true;
  } catch (error) {
    console.error('Falha ao gerar o convite', error);
    toastError(t.imageFailed);
    return false;
  } finally {
    baselineFix.remove();
  }
}

/**
 * Downloads the QR code `canvas` as qrcode-{titulo}.png (canvas.toDataURL). Toasts
 * 'Erro ao gerar a imagem' when there is no canvas or it cannot be exported.
 */
export function downloadQrCode(canvas: HTMLCanvasElement | null, titulo: string): boolean {
  try {
    if (!canvas) throw new Error('QR code canvas missing');
    triggerDownload(canvas.toDataURL('image/png'), qrCodeFileName(titulo));
    return true;
  } catch (error) {
    console.error('Falha ao gerar o QR Code', error);
    toastError(t.imageFailed);
    return false;
  }
}
