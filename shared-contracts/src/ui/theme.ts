/**
 * The brand theme every app builds its Chakra system from. Colours: 'brand' is a berry rose;
 * semantic tokens make colorPalette="brand" work.
 *
 * Bytes (issue 11, docs/decisions): the system is built from Chakra's base config, its default
 * tokens and styles, and only the recipes of the components the product uses (COMPONENT_RECIPES),
 * not `defaultConfig`'s 77 recipes. `theme.test.ts` fails when an app imports a Chakra component
 * that this table does not know, so a new component cannot lose its styles silently.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Recipes (single-part components) the product's components use, by their Chakra key. */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes (multi-part components) the product's components use, by their Chakra key. */
const slotRecipes = {
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

type RecipeKey = keyof typeof recipes | keyof typeof slotRecipes;

/**
 * Every Chakra export the apps import, with the recipe it is styled by (null: none, e.g. layout
 * primitives). Guarded by theme.test.ts against the imports of every app.
 */
export const COMPONENT_RECIPES: Readonly<Record<string, RecipeKey | null>> = {
  AspectRatio: null,
  Avatar: 'avatar',
  Badge: 'badge',
  Box: null,
  Button: 'button',
  Card: 'card',
  ChakraProvider: null,
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Flex: null,
  Grid: null,
  HStack: null,
  Heading: 'heading',
  IconButton: 'button',
  Image: null,
  Input: 'input',
  Link: 'link',
  LinkBox: null,
  LinkOverlay: null,
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Portal: null,
  Progress: 'progress',
  SimpleGrid: null,
  Skeleton: 'skeleton',
  Slider: 'slider',
  Spinner: 'spinner',
  Stack: null,
  Stat: 'stat',
  Table: 'table',
  Text: null,
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  VisuallyHidden: null,
  Wrap: null,
  chakra: null,
  createListCollection: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
  defineConfig: null,
  useRecipe: 'button',
};

/** Chakra's default look (tokens, text and layer styles, global CSS) without its 77 recipes. */
const baseTheme = defineConfig({
  preflight: true,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
});

const brandConfig = defineConfig({
  cssVarsPrefix: 'lp',
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#fdf2f6' },
          100: { value: '#fbe5ee' },
          200: { value: '#f7c9dc' },
          300: { value: '#f09dbf' },
          400: { value: '#e56497' },
          500: { value: '#d63c74' },
          600: { value: '#b8275b' },
          700: { value: '#9a1f4b' },
          800: { value: '#7f1d41' },
          900: { value: '#6b1c3a' },
          950: { value: '#410a1e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
  },
});

/** The Chakra system of every app of the product. */
export const system = createSystem(defaultBaseConfig, baseTheme, brandConfig);
