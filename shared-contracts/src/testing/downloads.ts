/**
 * Test helper: the files a screen downloads in jsdom (shared-contracts/ui csv: an object URL and a
 * click on a temporary <a download>), caught instead of started. Call `restore()` after the test.
 */

/** A blob's text, UTF-8, with its BOM kept (a spreadsheet's first character). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Catches downloads: `clicked` the links clicked (their `download` is the file name), `blobs` the
 * files given to URL.createObjectURL (the n-th named 'blob:http://site.test/n'), `revokeObjectURL`
 * a mock, `text(i)` the i-th file's text.
 */
export function captureDownloads() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const blobs: Blob[] = [];
  const clicked: HTMLAnchorElement[] = [];
  const createObjectURL = jest.fn((blob: Blob) => `blob:http://site.test/${blobs.push(blob)}`);
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return {
    clicked,
    blobs,
    createObjectURL,
    revokeObjectURL,
    text: (i: number) => blobText(blobs[i]!),
    restore: () => {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    },
  };
}
