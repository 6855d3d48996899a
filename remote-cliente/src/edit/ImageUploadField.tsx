/**
 * One image of the list edit (§2 Customer list edit, §5 Images): the current picture (or the
 * chosen file's preview), the pt-BR 'Escolher imagem' button (images only) with the chosen file's
 * name, and while uploading an
 * indeterminate bar with 'Enviando...' (fetch reports no upload progress). The upload starts as
 * soon as a file is chosen; see useListImageUpload.
 */
import { AspectRatio, Box, Image, Progress, Stack, Text } from 'shared-contracts/chakra';
import { Fieldset } from 'shared-contracts/chakra-extras';
import { resolveImageUrl, useSession } from 'shared-contracts';
import { FilePicker } from 'shared-contracts/ui';
import { useListImageUpload, type ListImageCategory } from './useListImageUpload';
import { editTexts as t } from './texts';

/** Props of ImageUploadField; texts come from the edit screen's texts.ts. */
export interface ImageUploadFieldProps {
  listId: number;
  /** 'banner' for the cover, 'profile' for the profile photo. */
  category: ListImageCategory;
  /** The list's current image path (resolved against the assets host; a placeholder when empty). */
  current: string | null | undefined;
  label: string;
  help: string;
  previewAlt: string;
  /** Success and failure toast titles (§8). */
  messages: { done: string; failed: string };
  /** Called after the list recorded the new image. */
  onUploaded: () => void;
}

/** Cover or profile photo picker of list `listId`, uploading on choice (see the file's note). */
export function ImageUploadField({ listId, category, current, label, help, previewAlt, messages, onUploaded }: ImageUploadFieldProps) {
  const { config } = useSession();
  const { upload, uploading, progress, preview } = useListImageUpload(listId, category, messages, onUploaded);
  const percent = progress === null ? null : Math.round(progress * 100);
  const cover = category === 'banner';
  const src = resolveImageUrl(preview ?? current, cover ? 'cover' : 'photo', config.assetsUrl);

  return (
    <Fieldset.Root disabled={uploading}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        {label}
      </Fieldset.Legend>
      <Stack gap="3" w="full" direction={cover ? 'column' : 'row'} align={cover ? 'stretch' : 'center'}>
        {cover ? (
          <AspectRatio ratio={16 / 9} w="full" borderRadius="md" overflow="hidden" bg="gray.100">
            <Image src={src} alt={previewAlt} objectFit="cover" opacity={uploading ? 0.6 : 1} />
          </AspectRatio>
        ) : (
          <Image src={src} alt={previewAlt} boxSize="24" flexShrink={0} borderRadius="full" objectFit="cover" bg="gray.100" opacity={uploading ? 0.6 : 1} />
        )}
        <Stack gap="2" flex="1" minW="0">
          <FilePicker label={t.chooseImage} accessibleName={t.chooseImageFor(label)} busy={uploading} onFile={(file) => void upload(file)} />
          <Fieldset.HelperText>{help}</Fieldset.HelperText>
          {uploading && (
            <Box role="status">
              {/* Indeterminate until the browser reports the bytes sent, then the percentage. */}
              <Progress.Root value={percent} size="sm" colorPalette="brand">
                <Progress.Track aria-label={t.uploading}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {percent === null ? t.uploading : t.uploadingPercent(percent)}
              </Text>
            </Box>
          )}
        </Stack>
      </Stack>
    </Fieldset.Root>
  );
}
