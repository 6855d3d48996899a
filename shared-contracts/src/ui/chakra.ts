/**
 * The Chakra UI a guest's first page needs, as ONE module that the shell provides to every remote
 * as a federation singleton (../federation.ts, `CHAKRA_MODULES`): the product runs one Chakra, so
 * no area downloads a copy of its own (docs/decisions/013). Every app imports Chakra only from
 * here or from the modules loaded on demand: ./chakraOverlays, ./chakraMenus, ./chakraExtras and
 * ./chakraDates (chakraImports.test.ts guards it).
 *
 * Only what first paint needs belongs here: a shared module keeps every export (nothing can be
 * tree-shaken across the federation boundary). Overlays (dialog, drawer, toasts, checkbox) are in
 * ./chakraOverlays, the user menu in ./chakraMenus, the signed-in areas' components in
 * ./chakraExtras, loaded when used.
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
  Group,
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
