/**
 * Images section of the staff edit screen (§2 Staff edit list, §7 Images): the cover, chosen
 * from the template library or uploaded, and the profile photo, uploaded after a square crop.
 * Every change is saved at once (PUT /lista/{id}/image) and `onChanged` refreshes the list.
 */
import { AspectRatio, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from 'shared-contracts/chakra';
import { useState } from 'react';
import { PROFILE_CROP, type BannerTemplate, type Lista } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { FilePicker, ImageIcon, ListCover, ListPhoto, toastError, toastFailure, toastSuccess } from 'shared-contracts/ui';
import { BannerLibraryDialog } from './BannerLibraryDialog';
import { ProfileCropDialog } from './ProfileCropDialog';
import { imagesTexts as t } from './texts';

/** The formats the server stores (JPEG, PNG, WebP, GIF), by MIME type or, without one, by extension. */
const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif)$/i;
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/** Whether `file` is an image the server takes (anything else is refused before sending). */
export function isAcceptedImage(file: File): boolean {
  return file.type ? IMAGE_TYPES.test(file.type) : IMAGE_EXTENSIONS.test(file.name);
}

/** Props of ListImages. */
export interface ListImagesProps {
  lista: Lista;
  /** Refreshes the list after an image changed. */
  onChanged: () => Promise<unknown>;
}

/** The edit screen's cover and profile photo controls for `lista`. */
export function ListImages({ lista, onChanged }: ListImagesProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const [cropFile, setCropFile] = useState<File | null>(null);
  // Remounting a picker forgets the name of a file that was refused.
  const [coverPicker, setCoverPicker] = useState(0);
  const [profilePicker, setProfilePicker] = useState(0);

  const selectTemplate = async (template: BannerTemplate) => {
    setCoverBusy(true);
    try {
      await areaApi.setListImage(lista.id, { category: 'banner', url: template.url, key: template.key });
      toastSuccess(t.coverUpdated);
      setLibraryOpen(false);
      await onChanged();
    } catch (error) {
      toastFailure(t.bannerError, error);
    } finally {
      setCoverBusy(false);
    }
  };

  const uploadCover = async (file: File) => {
    if (!isAcceptedImage(file)) {
      toastError(t.coverUploadError, t.invalidImage);
      setCoverPicker((n) => n + 1);
      return;
    }
    setCoverBusy(true);
    try {
      const { url, key } = await areaApi.uploadImage('banner', file, file.name);
      await areaApi.setListImage(lista.id, { category: 'banner', url, key });
      toastSuccess(t.coverUploaded);
      await onChanged();
    } catch (error) {
      toastFailure(t.coverUploadError, error);
      setCoverPicker((n) => n + 1);
    } finally {
      setCoverBusy(false);
    }
  };

  const chooseProfile = (file: File) => {
    if (isAcceptedImage(file)) {
      setCropFile(file);
      return;
    }
    toastError(t.profileError, t.invalidImage);
    setProfilePicker((n) => n + 1);
  };

  const uploadProfile = async (jpeg: Blob): Promise<boolean> => {
    try {
      const { url, key } = await areaApi.uploadImage('profile', jpeg, PROFILE_CROP.fileName);
      await areaApi.setListImage(lista.id, { category: 'profile', url, key });
      toastSuccess(t.profileUpdated);
      await onChanged();
      return true;
    } catch (error) {
      toastFailure(t.profileError, error);
      return false;
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="imagens-titulo" size="sm">
      <Card.Header>
        <Heading as="h2" id="imagens-titulo" size="md">
          {t.section}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <Stack gap="3" gridColumn={{ md: 'span 2' }}>
            <Heading as="h3" size="sm">
              {t.cover}
            </Heading>
            <AspectRatio ratio={16 / 9} maxW="xl">
              <ListCover src={lista.imagemCapa} alt={t.coverAlt(lista.titulo)} borderRadius="md" />
            </AspectRatio>
            <Text fontSize="sm" color="fg.muted">
              {t.coverHint}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" size="sm" disabled={coverBusy} onClick={() => setLibraryOpen(true)}>
                <ImageIcon />
                {t.chooseLibrary}
              </Button>
              <FilePicker key={coverPicker} label={t.uploadCover} busyLabel={t.uploading} busy={coverBusy && !libraryOpen} onFile={(file) => void uploadCover(file)} />
            </Flex>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t.profile}
            </Heading>
            <Box>
              <ListPhoto src={lista.fotoLista} alt={t.photoAlt(lista.titulo)} boxSize="32" shadow="sm" />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t.profileHint}
            </Text>
            <Box>
              <FilePicker key={profilePicker} label={t.uploadProfile} onFile={chooseProfile} />
            </Box>
          </Stack>
        </SimpleGrid>
      </Card.Body>
      <BannerLibraryDialog open={libraryOpen} busy={coverBusy} onSelect={(template) => void selectTemplate(template)} onClose={() => setLibraryOpen(false)} />
      <ProfileCropDialog file={cropFile} onApply={uploadProfile} onClose={() => setCropFile(null)} />
    </Card.Root>
  );
}
