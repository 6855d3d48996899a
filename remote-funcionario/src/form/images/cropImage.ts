/** The profile crop's output (§9 Profile crop): a square JPEG at quality 0.92. */
import type Cropper from 'cropperjs';
import { PROFILE_CROP } from 'shared-contracts';

/** Largest side of the cropped photo, in pixels (a profile photo is shown small). */
export const PROFILE_MAX_SIZE = 1024;

/**
 * Draws the cropper's current square on a canvas and encodes it as JPEG. Transparent areas become
 * white (JPEG has no alpha). @throws Error when the cropper is not ready or encoding fails.
 */
export function cropToJpeg(cropper: Cropper | null, quality: number = PROFILE_CROP.jpegQuality): Promise<Blob> {
  const canvas = cropper?.getCroppedCanvas({ maxWidth: PROFILE_MAX_SIZE, maxHeight: PROFILE_MAX_SIZE, fillColor: '#fff', imageSmoothingQuality: 'high' });
  if (!canvas) return Promise.reject(new Error('crop unavailable'));
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality);
  });
}
