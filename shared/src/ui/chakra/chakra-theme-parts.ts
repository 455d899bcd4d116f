/**
 * Chakra's default theme, imported part by part. `@chakra-ui/react/theme` builds its
 * whole default config (every recipe of the library) at module load, which no bundler
 * can drop; importing the parts keeps only what we use. `chakra-theme/*` is an alias
 * (webpack, tsconfig, jest) for Chakra's dist/esm/theme folder.
 */
export { animations } from 'chakra-theme/tokens/animations';
export { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
export { blurs } from 'chakra-theme/tokens/blurs';
export { borders } from 'chakra-theme/tokens/borders';
export { colors } from 'chakra-theme/tokens/colors';
export { cursor } from 'chakra-theme/tokens/cursor';
export { durations } from 'chakra-theme/tokens/durations';
export { easings } from 'chakra-theme/tokens/easings';
export { fontSizes } from 'chakra-theme/tokens/font-sizes';
export { fontWeights } from 'chakra-theme/tokens/font-weights';
export { fonts } from 'chakra-theme/tokens/fonts';
export { keyframes } from 'chakra-theme/tokens/keyframes';
export { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
export { lineHeights } from 'chakra-theme/tokens/line-heights';
export { radii } from 'chakra-theme/tokens/radius';
export { sizes } from 'chakra-theme/tokens/sizes';
export { spacing } from 'chakra-theme/tokens/spacing';
export { zIndices } from 'chakra-theme/tokens/z-indices';
export { semanticColors } from 'chakra-theme/semantic-tokens/colors';
export { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
export { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
export { globalCss } from 'chakra-theme/global-css';
export { textStyles } from 'chakra-theme/text-styles';
export { layerStyles } from 'chakra-theme/layer-styles';
export { animationStyles } from 'chakra-theme/motion-styles';
export { badgeRecipe } from 'chakra-theme/recipes/badge';
export { buttonRecipe } from 'chakra-theme/recipes/button';
export { containerRecipe } from 'chakra-theme/recipes/container';
export { fieldSlotRecipe } from 'chakra-theme/recipes/field';
export { headingRecipe } from 'chakra-theme/recipes/heading';
export { inputRecipe } from 'chakra-theme/recipes/input';
export { linkRecipe } from 'chakra-theme/recipes/link';
export { spinnerRecipe } from 'chakra-theme/recipes/spinner';
export { textareaRecipe } from 'chakra-theme/recipes/textarea';
