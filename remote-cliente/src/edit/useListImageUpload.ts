/**
 * Upload of a list's cover or profile photo (§2 Customer list edit, §7 Images, §8): the file goes
 * to POST /images/upload/{category} ('banner' or 'profile'), then PUT /lista/{id}/image records
 * the answer's url and key on the list. Toasts the success or the failure (description: the
 * server's message, §8 rule).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toastError, toastSuccess } from 'shared-contracts/ui';
import { editTexts as t } from './texts';

/** Image categories of POST /images/upload/{category} (§7 Images). */
export type ListImageCategory = 'banner' | 'profile';

/** Toast titles of one image's upload (§8). */
export interface ListImageUploadMessages {
  /** Success toast title, e.g. 'Capa atualizada!'. */
  done: string;
  /** Failure toast title, e.g. 'Falha no upload da capa'. */
  failed: string;
}

/** What useListImageUpload returns. */
export interface ListImageUpload {
  /** Sends `file`; resolves when done (never rejects: failures are toasted). */
  upload: (file: File) => Promise<void>;
  uploading: boolean;
  /** Fraction of the file sent (0..1) while uploading; null before the first report. */
  progress: number | null;
  /**
   * What to show instead of the list's current image: the chosen file while it uploads (an
   * object URL), then the uploaded image's url; null when the current image stands.
   */
  preview: string | null;
}

/** A local address for `file`, when the browser can make one (jsdom cannot). */
function objectUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Upload state of one image of list `listId`. `onUploaded` runs after the list recorded the new
 * image (to refresh cached data).
 */
export function useListImageUpload(
  listId: number,
  category: ListImageCategory,
  messages: ListImageUploadMessages,
  onUploaded: () => void,
): ListImageUpload {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);

  const releaseObjectUrl = useCallback(() => {
    if (objectUrl.current && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);
  useEffect(() => releaseObjectUrl, [releaseObjectUrl]);

  const upload = useCallback(
    async (file: File) => {
      if (!file.type.startsWith('image/')) {
        toastError(messages.failed, t.notAnImage);
        return;
      }
      releaseObjectUrl();
      objectUrl.current = objectUrlOf(file);
      setPreview(objectUrl.current);
      setUploading(true);
      setProgress(null);
      try {
        const { url, key } = await areaApi.uploadImage(category, file, file.name || 'imagem', setProgress);
        const saved = await areaApi.setListImage(listId, { category, url, key });
        setPreview(saved.url || url);
        releaseObjectUrl();
        toastSuccess(messages.done);
        onUploaded();
      } catch (error) {
        releaseObjectUrl();
        setPreview(null);
        toastError(messages.failed, errorMessage(error, t.uploadFailedFallback));
      } finally {
        setUploading(false);
      }
    },
    [category, listId, messages, onUploaded, releaseObjectUrl],
  );

  return { upload, uploading, progress, preview };
}
