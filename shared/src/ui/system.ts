import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_ACCENT, BREAKPOINTS_PX } from '@qa/shared/constants';

const px = (n: number) => `${n}px`;

/** The Chakra system: brand accent #3D40D5 and the breakpoints of spec §9. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      breakpoints: {
        xs: px(BREAKPOINTS_PX.xs),
        sm: px(BREAKPOINTS_PX.sm),
        md: px(BREAKPOINTS_PX.md),
        lg: px(BREAKPOINTS_PX.lg),
        xl: px(BREAKPOINTS_PX.xl),
        '2xl': px(BREAKPOINTS_PX['2xl']),
      },
      tokens: {
        colors: {
          brand: {
            50: { value: '#ECECFB' },
            100: { value: '#D3D4F6' },
            500: { value: BRAND_ACCENT },
            600: { value: '#3134AE' },
            700: { value: '#262887' },
          },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.brand.600}' },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.100}' },
            focusRing: { value: '{colors.brand.500}' },
          },
        },
      },
    },
  }),
);
