/**
 * Starting a file download in the browser, shared by the share screen (the invitation and QR code
 * images) and the list view (the received gifts' CSV).
 */

/** Starts the browser download of `href` (a data: or blob: address) under `fileName`. */
export function triggerDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
