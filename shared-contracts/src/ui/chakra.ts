/**
 * The Chakra UI the guest's first page needs, as ONE module: the shell and remote-public share it
 * as a federation singleton (shared-contracts/src/rsbuild.ts, `guestShared`), so a guest downloads
 * Chakra's core once instead of once per app (docs/decisions/013). The shell, remote-public and
 * shared-contracts/ui import Chakra only from here or from './chakraOverlays' (chakraImports.test.ts
 * guards it); the signed-in remotes may import '@chakra-ui/react' directly: for them this module is
 * bundled locally, on top of the same Chakra copy as their own imports.
 *
 * Only what first paint needs belongs here: a shared module keeps every export (nothing can be
 * tree-shaken across the federation boundary). Overlays (dialog, drawer, menu, toasts, checkbox)
 * are in ./chakraOverlays, loaded when first used.
 */
export {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  ChakraProvider,
  CloseButton,
  Container,
  DataList,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  NativeSelect,
  Progress,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
  chakra,
  createToaster,
  useRecipe,
} from '@chakra-ui/react';
export type { BoxProps, ContainerProps, ImageProps, InputProps, SystemStyleObject } from '@chakra-ui/react';
/** The product's one Chakra system (./theme): shared with the components, so one instance. */
export { system } from './theme';
