/**
 * A product's picture in a white framed square (tables, cards, the picture editor): the path is
 * resolved against the static-assets host, an empty one shows the no-image placeholder (§3 Images).
 */
import { Image, type ImageProps } from '@chakra-ui/react';
// Through the package name, so remotes use the federation singleton (session with the config).
import { resolveImageUrl, useSession } from 'shared-contracts';

export interface ProductThumbProps extends Omit<ImageProps, 'src'> {
  /** Picture path (variant's, else product's). */
  path: string | null | undefined;
  alt: string;
}

export function ProductThumb({ path, alt, boxSize = '12', ...rest }: ProductThumbProps) {
  const { config } = useSession();
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
