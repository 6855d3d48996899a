/**
 * A list's cover and round profile photo (§3 imagemCapa, fotoLista): relative paths come from the
 * static-assets host of the runtime configuration, absolute addresses are used as they are, and a
 * missing image shows the placeholder cover or the default user image (images.ts).
 */
import { Image, type ImageProps } from 'shared-contracts/chakra';
// Through the package name, so remotes use the federation singleton (one configuration context).
import { resolveImageUrl, useRuntimeConfig } from 'shared-contracts';

export interface ListImageProps extends Omit<ImageProps, 'src'> {
  /** Stored path or address of the image; null or empty for the fallback. */
  src: string | null | undefined;
  alt: string;
}

/** The list's cover image (object-fit cover); size it with its container (e.g. AspectRatio). */
export function ListCover({ src, ...rest }: ListImageProps) {
  const config = useRuntimeConfig();
  return <Image src={resolveImageUrl(src, 'cover', config.assetsUrl)} objectFit="cover" {...rest} />;
}

/** The list's profile photo: round, white 3px ring, grey while loading; give it a `boxSize`. */
export function ListPhoto({ src, ...rest }: ListImageProps) {
  const config = useRuntimeConfig();
  return (
    <Image
      src={resolveImageUrl(src, 'photo', config.assetsUrl)}
      borderRadius="full"
      borderWidth="3px"
      borderColor="white"
      objectFit="cover"
      bg="gray.100"
      {...rest}
    />
  );
}
