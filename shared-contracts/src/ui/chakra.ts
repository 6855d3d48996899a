/**
 * The Chakra UI a guest's first page needs, as ONE module that the shell provides to every remote
 * as a federation singleton (../federation.ts, `CHAKRA_MODULES`): the product runs one Chakra, so
 * no area downloads a copy of its own (docs/decisions/013). Every app imports Chakra only from
 * here, ./chakraOverlays or ./chakraExtras (chakraImports.test.ts guards it).
 *
 * Only what first paint needs belongs here: a shared module keeps every export (nothing can be
 * tree-shaken across the federation boundary). Overlays (dialog, drawer, menu, toasts, checkbox)
 * are in ./chakraOverlays, the signed-in areas' components in ./chakraExtras, loaded when used.
 * Chakra's own provider is not given: `SystemProvider` provides the system, once per page.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { system } from './theme';

export {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
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
export { system };

const SystemProvided = createContext(false);

/**
 * Chakra's provider of the product's `system`, once per page. A remote's screen wraps itself in it
 * for its standalone host and its tests; inside the shell, which provides it already with this
 * same module (one federation singleton), it adds nothing. A second ChakraProvider would insert
 * the page's global styles again (Chakra's tokens, about 470 CSS variables, and its reset): a
 * second copy that every element matches, removed and inserted again, each time restyling the
 * page, when the screen changes (decision 045).
 */
export function SystemProvider({ children }: { children: ReactNode }) {
  if (useContext(SystemProvided)) return children;
  return createElement(SystemProvided.Provider, { value: true }, createElement(ChakraProvider, { value: system, children }));
}
