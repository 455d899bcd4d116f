/**
 * Chakra's recipes set to the site's one look (`primitives/button-style.ts`, `tokens.ts` `typeScale`), so a
 * Chakra `Button` or `Heading` left on a Chakra page draws as the light primitives do.
 */
import {
  buttonRecipe as chakraButtonRecipe,
  headingRecipe as chakraHeadingRecipe,
} from '@qa/shared/ui/chakra/chakra-theme-parts';
import { buttonRadius, buttonSizes, buttonWeight } from '@qa/shared/ui/primitives/button-style';

const sized = (size: keyof typeof buttonSizes) => {
  const { height, paddingInline, fontSize } = buttonSizes[size];
  return { h: height, minW: height, px: paddingInline, fontSize, lineHeight: '1.25' };
};

const chakraSizes: Record<string, object | undefined> = chakraButtonRecipe.variants?.size ?? {};

export const buttonRecipe = {
  ...chakraButtonRecipe,
  base: { ...chakraButtonRecipe.base, borderRadius: buttonRadius, fontWeight: buttonWeight },
  variants: {
    ...chakraButtonRecipe.variants,
    size: {
      ...chakraSizes,
      sm: { ...chakraSizes.sm, ...sized('sm') },
      md: { ...chakraSizes.md, ...sized('md') },
      lg: { ...chakraSizes.lg, ...sized('lg') },
    },
  },
};

/** Headings in the site's weight (bold titles); sizes stay Chakra's scale, which `typeScale` reads from. */
export const headingRecipe = {
  ...chakraHeadingRecipe,
  base: { ...chakraHeadingRecipe.base, fontWeight: 'bold', color: 'fg' },
};
