/**
 * The Chakra system: brand accent #3D40D5 and the breakpoints of docs/behaviour.md.
 * The base preset plus Chakra's default tokens and only the recipes our kit uses:
 * the full `defaultConfig` carries every recipe of the library into the first load.
 */
import { createSystem, defineConfig } from '@qa/shared/ui/kit';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import * as theme from '@qa/shared/ui/chakra-theme-parts';
import { BRAND_ACCENT, BREAKPOINTS_PX } from '@qa/shared/kernel/constants';
import { font } from '@qa/shared/ui/tokens';

const px = (n: number) => `${n}px`;

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: theme.globalCss,
    theme: {
      breakpoints: {
        xs: px(BREAKPOINTS_PX.xs),
        sm: px(BREAKPOINTS_PX.sm),
        md: px(BREAKPOINTS_PX.md),
        lg: px(BREAKPOINTS_PX.lg),
        xl: px(BREAKPOINTS_PX.xl),
        '2xl': px(BREAKPOINTS_PX['2xl']),
      },
      keyframes: theme.keyframes,
      textStyles: theme.textStyles,
      layerStyles: theme.layerStyles,
      animationStyles: theme.animationStyles,
      recipes: {
        badge: theme.badgeRecipe,
        button: theme.buttonRecipe,
        container: theme.containerRecipe,
        heading: theme.headingRecipe,
        input: theme.inputRecipe,
        link: theme.linkRecipe,
        spinner: theme.spinnerRecipe,
        textarea: theme.textareaRecipe,
      },
      slotRecipes: {
        field: theme.fieldSlotRecipe,
      },
      tokens: {
        aspectRatios: theme.aspectRatios,
        animations: theme.animations,
        blurs: theme.blurs,
        borders: theme.borders,
        colors: {
          ...theme.colors,
          brand: {
            50: { value: '#ECECFB' },
            100: { value: '#D3D4F6' },
            500: { value: BRAND_ACCENT },
            600: { value: '#3134AE' },
            700: { value: '#262887' },
          },
        },
        durations: theme.durations,
        easings: theme.easings,
        // One stack for headings and body across both layers (Chakra's default one fell back to another typeface).
        fonts: { ...theme.fonts, heading: { value: font.body }, body: { value: font.body } },
        fontSizes: theme.fontSizes,
        fontWeights: theme.fontWeights,
        letterSpacings: theme.letterSpacings,
        lineHeights: theme.lineHeights,
        radii: theme.radii,
        spacing: theme.spacing,
        sizes: theme.sizes,
        zIndex: theme.zIndices,
        cursor: theme.cursor,
      },
      semanticTokens: {
        radii: theme.semanticRadii,
        shadows: theme.semanticShadows,
        colors: {
          ...theme.semanticColors,
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
