/**
 * The brand theme of the product's one Chakra system. Colours: 'brand' is a berry rose; semantic
 * tokens make colorPalette="brand" work.
 *
 * Bytes (docs/decisions/013): the system is built from Chakra's base config, its default
 * tokens and styles, and only the recipes of the components a guest's first page can show. The
 * curated modules loaded on demand (./chakraOverlays, ./chakraMenus, ./chakraExtras,
 * ./chakraDates) add their components' recipes when they load (`addRecipes`), before any of those
 * components renders. theme.test.ts checks every component the apps import against
 * COMPONENT_RECIPES and the module that provides it.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type Recipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['slotRecipes']>;

/**
 * Every Chakra export the apps import, with the recipe it is styled by (null: none, e.g. layout
 * primitives). Guarded by theme.test.ts against the imports of every app.
 */
export const COMPONENT_RECIPES: Readonly<Record<string, string | null>> = {
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
  DatePicker: 'datePicker',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Flex: null,
  Grid: null,
  Group: null,
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
  createToaster: null,
  parseDate: null,
  useRecipe: 'button',
};

/** Chakra's default look (tokens, text and layer styles, global CSS) with the first page's recipes. */
const baseTheme = defineConfig({
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
    },
  },
});

/**
 * Adds recipes to `target` (a module loaded on demand brings its components' recipes). The system
 * looks recipes up when a component first renders, so components added with them style normally;
 * a recipe already used is not replaced.
 */
export function addRecipes(target: SystemContext, more: { recipes?: Recipes; slotRecipes?: SlotRecipes }): void {
  const theme = (target._config.theme ??= {});
  theme.recipes = { ...more.recipes, ...theme.recipes };
  theme.slotRecipes = { ...more.slotRecipes, ...theme.slotRecipes };
}

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
    // The width of the page's scrollbar, as a dialog's scroll lock writes it on <html> when it opens
    // (Chakra's dialogs and drawers): 0px on a phone, whose scrollbars take no room. Given here, the
    // lock's write changes no computed value there, instead of restyling the whole page (about
    // 100 ms at CPU 4× on a list page, when the dialog opens and again when it closes: decision 045).
    html: { '--scrollbar-width': '0px' },
  },
});

/** The Chakra system of every app of the product. */
export const system = createSystem(defaultBaseConfig, baseTheme, brandConfig);
