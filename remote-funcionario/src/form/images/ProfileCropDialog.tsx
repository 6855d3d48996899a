/**
 * Square crop of a new profile photo (§2 Staff edit list, §5 Images, §9 Profile crop): the
 * chosen file in react-cropper (aspect ratio 1), a zoom slider from 1 to 3 in steps of 0.1 (its
 * value read out as shown, '1,5x'), 'Cancelar' and 'Aplicar corte' ('Aplicando...' while applying). Applying encodes the crop as
 * JPEG (quality 0.92) and hands it to `onApply`; the dialog closes when that succeeds.
 */
import 'cropperjs/dist/cropper.css';
import { Box, Button, HStack } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import { Slider } from 'shared-contracts/chakra-extras';
import type CropperJs from 'cropperjs';
import { useEffect, useRef, useState } from 'react';
import Cropper from 'react-cropper';
import { PROFILE_CROP } from 'shared-contracts';
import { toastError } from 'shared-contracts/ui';
import { cropToJpeg } from './cropImage';
import { imagesTexts as t } from './texts';
import { DialogFrame } from '../../common/DialogFrame';

/** An object URL for `file` while it is shown, revoked afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Props of ProfileCropDialog. */
export interface ProfileCropDialogProps {
  /** The chosen photo; the dialog is open while it is set. */
  file: File | null;
  /** Uploads the cropped JPEG; resolves true on success (then the dialog closes). */
  onApply: (jpeg: Blob) => Promise<boolean>;
  onClose: () => void;
}

/** The crop dialog of a chosen profile photo; open while `file` is set. */
export function ProfileCropDialog({ file, onApply, onClose }: ProfileCropDialogProps) {
  const src = useObjectUrl(file);
  const cropper = useRef<CropperJs | null>(null);
  // cropperjs zooms in absolute ratios; the slider's 1 is the image as first fitted.
  const fittedRatio = useRef(1);
  const [zoom, setZoom] = useState<number>(PROFILE_CROP.zoomMin);
  const [applying, setApplying] = useState(false);

  useEffect(() => setZoom(PROFILE_CROP.zoomMin), [file]);

  const changeZoom = (value: number) => {
    setZoom(value);
    cropper.current?.zoomTo(fittedRatio.current * value);
  };

  const apply = async () => {
    setApplying(true);
    try {
      let jpeg: Blob;
      try {
        jpeg = await cropToJpeg(cropper.current);
      } catch {
        toastError(t.cropError);
        return;
      }
      if (await onApply(jpeg)) onClose();
    } finally {
      setApplying(false);
    }
  };

  return (
    <DialogFrame open={!!file} placement="center" size="md" closeOnInteractOutside={false} title={t.cropTitle} onClose={() => !applying && onClose()}>
      <Dialog.Body>
        <Box h={{ base: '60vh', md: '320px' }} bg="gray.900" borderRadius="md" overflow="hidden">
          {src && (
            <Cropper
              src={src}
              alt={t.cropImageAlt}
              style={{ height: '100%', width: '100%' }}
              aspectRatio={PROFILE_CROP.aspectRatio}
              viewMode={1}
              dragMode="move"
              autoCropArea={1}
              background={false}
              guides
              checkOrientation={false}
              zoomOnWheel={false}
              zoomOnTouch={false}
              onInitialized={(instance) => {
                cropper.current = instance;
              }}
              ready={() => {
                const image = cropper.current?.getImageData();
                fittedRatio.current = image && image.naturalWidth ? image.width / image.naturalWidth : 1;
              }}
            />
          )}
        </Box>
        <Slider.Root
          mt="4"
          min={PROFILE_CROP.zoomMin}
          max={PROFILE_CROP.zoomMax}
          step={PROFILE_CROP.zoomStep}
          value={[zoom]}
          colorPalette="brand"
          disabled={applying}
          getAriaValueText={(details) => t.zoomValue(details.value)}
          onValueChange={(details) => changeZoom(details.value[0] ?? PROFILE_CROP.zoomMin)}
        >
          <HStack justify="space-between">
            <Slider.Label>{t.zoom}</Slider.Label>
            <Slider.ValueText>{t.zoomValue(zoom)}</Slider.ValueText>
          </HStack>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={applying} onClick={onClose}>
          {t.cancel}
        </Button>
        <Button colorPalette="brand" loading={applying} loadingText={t.applying} onClick={() => void apply()}>
          {t.applyCrop}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
