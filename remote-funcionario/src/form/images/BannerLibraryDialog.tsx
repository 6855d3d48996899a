/**
 * Cover template library (§2 Staff edit list, §7 GET /images/library/banner, cached 10 minutes
 * with 2 retries, §9): a grid of thumbnails in a dialog; choosing one calls `onSelect`.
 */
import { AspectRatio, Button, Image, SimpleGrid, Text, chakra } from 'shared-contracts/chakra';
import { Dialog } from 'shared-contracts/chakra-overlays';
import useSWR from 'swr';
import { CACHE, resolveImageUrl, useSession, type BannerTemplate } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError } from 'shared-contracts/ui';
import { imagesTexts as t } from './texts';
import { DialogFrame } from '../../common/DialogFrame';

/** Props of BannerLibraryDialog. */
export interface BannerLibraryDialogProps {
  open: boolean;
  /** True while a choice is being saved: the grid is disabled. */
  busy: boolean;
  onSelect: (template: BannerTemplate) => void;
  onClose: () => void;
}

function Templates({ busy, onSelect }: Pick<BannerLibraryDialogProps, 'busy' | 'onSelect'>) {
  const { config } = useSession();
  const { data, error, mutate } = useSWR(['staff', 'bannerLibrary'], () => areaApi.fetchBannerLibrary(), CACHE.bannerLibrary);
  if (error && !data) return <LoadError title={t.libraryError} retryLabel={t.retry} error={error} onRetry={() => void mutate()} />;
  if (!data) return <Text role="status" color="fg.muted">{t.libraryLoading}</Text>;
  if (data.length === 0) return <Text color="fg.muted">{t.libraryEmpty}</Text>;
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
      {data.map((template, i) => {
        const nome = template.nome || t.templateName(i + 1);
        return (
          <chakra.button
            key={template.key}
            type="button"
            aria-label={t.useTemplate(nome)}
            disabled={busy}
            onClick={() => onSelect(template)}
            borderRadius="md"
            overflow="hidden"
            borderWidth="2px"
            borderColor="transparent"
            cursor={busy ? 'progress' : 'pointer'}
            _hover={{ borderColor: 'brand.solid' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <AspectRatio ratio={16 / 9}>
              <Image src={resolveImageUrl(template.url, 'cover', config.assetsUrl)} alt="" loading="lazy" objectFit="cover" />
            </AspectRatio>
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}

/** The cover library dialog; loads the templates when first opened. */
export function BannerLibraryDialog({ open, busy, onSelect, onClose }: BannerLibraryDialogProps) {
  return (
    <DialogFrame open={open} size="lg" scrollBehavior="inside" title={t.libraryTitle} onClose={onClose}>
      <Dialog.Body>
        <Templates busy={busy} onSelect={onSelect} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t.close}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
