/**
 * Product pictures, always whole (never cropped): a white framed square for tables and the picture
 * editor (the path resolved against the static-assets host, an empty one the no-image placeholder,
 * §3 Images), and a whole picture in a box of a given aspect ratio for the gift cards.
 */
import type { ComponentProps } from 'react';
import { AspectRatio, Image, type ImageProps } from 'shared-contracts/chakra';
// Through the package name, so remotes use the federation singleton (one configuration context).
import { resolveImageUrl, useRuntimeConfig } from 'shared-contracts';

export interface ProductThumbProps extends Omit<ImageProps, 'src'> {
  /** Picture path (variant's, else product's). */
  path: string | null | undefined;
  alt: string;
}

export function ProductThumb({ path, alt, boxSize = '12', ...rest }: ProductThumbProps) {
  const config = useRuntimeConfig();
  return (
    <Image
      src={resolveImageUrl(path, 'product', config.assetsUrl)}
      alt={alt}
      boxSize={boxSize}
      flexShrink={0}
      objectFit="contain"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      {...rest}
    />
  );
}

/** Props of WholeImage: an image's props and the box's aspect ratio (width / height; responsive values too). */
export interface WholeImageProps extends ImageProps {
  ratio: NonNullable<ComponentProps<typeof AspectRatio>['ratio']>;
}

/**
 * An image shown whole, letterboxed on white, in a box of aspect `ratio`: AspectRatio alone gives
 * its <img> child `object-fit: cover` with a selector stronger than the image's own style, which
 * crops the product.
 */
export function WholeImage({ ratio, ...image }: WholeImageProps) {
  return (
    <AspectRatio ratio={ratio} bg="white" css={{ '& > img': { objectFit: 'contain' } }}>
      <Image {...image} />
    </AspectRatio>
  );
}
