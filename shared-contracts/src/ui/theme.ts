/**
 * The brand theme every app builds its Chakra system from (each app bundles its own Chakra, see
 * docs/decisions/002). Colours: 'brand' is a berry rose; semantic tokens make colorPalette="brand" work.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
export const system = createSystem(defaultConfig, brandConfig);
