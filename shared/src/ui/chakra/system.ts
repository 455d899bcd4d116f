/**
 * The Chakra system: the brand palette and recipes of the site's one look (`tokens.ts`,
 * `chakra-recipes.ts`) and the breakpoints of docs/behaviour.md.
 * The base preset plus Chakra's default tokens, only the palettes and the recipes our pages use:
 * the full `defaultConfig` carries every recipe of the library into the first load.
 */
import { createSystem, defineConfig } from '@qa/shared/ui/chakra/kit';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import * as theme from '@qa/shared/ui/chakra/chakra-theme-parts';
import { BREAKPOINTS_PX } from '@qa/shared/kernel/constants';
import { brandPalette, font } from '@qa/shared/ui/styles/tokens';
import { buttonRecipe, headingRecipe } from '@qa/shared/ui/chakra/chakra-recipes';

const px = (n: number) => `${n}px`;

/**
 * The colour palettes our pages paint with, besides `brand`. Chakra's other seven (orange, yellow,
 * teal, blue, cyan, purple, pink) and the `warning` and `info` colours made of them are left out:
 * the first Chakra page of a visit creates the system, which resolves every token and expands every
 * palette, and they were 40 % of its tokens (createSystem 34 → 23 ms in Node; 4× that on a slow
 * phone, in one task). `system-palettes.test.ts` fails on a palette used but left out.
 */
export const PALETTES = ['gray', 'red', 'green'] as const;
const UNUSED_PALETTES = new Set(['orange', 'yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']);
const UNUSED_STATES = new Set(['warning', 'info']);

const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** `bg`, `fg` and `border` without their warning and info colours. */
const withoutUnusedStates = <T extends object>(group: T): T =>
  Object.fromEntries(
    Object.entries(group).map(([name, values]) =>
      ['bg', 'fg', 'border'].includes(name)
        ? [name, Object.fromEntries(Object.entries(values as object).filter(([state]) => !UNUSED_STATES.has(state)))]
        : [name, values],
    ),
  ) as T;

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
        button: buttonRecipe,
        container: theme.containerRecipe,
        heading: headingRecipe,
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
          ...withoutUnusedPalettes(theme.colors),
          brand: brandPalette,
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
          ...withoutUnusedStates(withoutUnusedPalettes(theme.semanticColors)),
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
