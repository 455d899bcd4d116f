/**
 * The form field's look: label, input, helper and error (Chakra's Field and Input, outline, lg) as
 * light-layer styles, so a form on a light page and one on a Chakra page look the same. A light page
 * gets no Chakra reset, so margins, fonts and borders are set here.
 */
import { token } from '@qa/shared/ui/styles/tokens';

/** `Field.Root`: label, control, helper and error in a column. */
export const fieldRoot = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  position: 'relative',
  width: '100%',
  gap: token('spacing-1.5'),
} as const;

/** `Field.Label`. */
export const fieldLabel = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacing-1'),
  textAlign: 'start',
  fontSize: token('font-sizes-sm'),
  lineHeight: '1.25rem',
  fontWeight: token('font-weights-medium'),
  userSelect: 'none',
} as const;

/** `Field.HelperText` and the muted line under a field. */
export const helperText = {
  color: token('colors-fg-muted'),
  fontSize: token('font-sizes-xs'),
  lineHeight: '1rem',
} as const;

/** `Field.ErrorText`: shown only while the field is invalid. */
export const errorText = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-1'),
  color: token('colors-fg-error'),
  fontSize: token('font-sizes-xs'),
  lineHeight: '1rem',
  fontWeight: token('font-weights-medium'),
} as const;

/**
 * `Input size="lg"` (variant outline): a 1 px border that takes the grey focus colour (red while invalid);
 * the auth layout draws the brand's 2 px ring around every control.
 */
export const input = {
  position: 'relative',
  width: '100%',
  minWidth: '2.75rem',
  height: '2.75rem',
  margin: 0,
  paddingInline: token('spacing-4'),
  paddingBlock: 0,
  appearance: 'none',
  textAlign: 'start',
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-lg'),
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: token('font-sizes-md'),
  lineHeight: '1.5rem',
  outline: 0,
  '&:focus-visible': {
    outlineOffset: 0,
    outlineWidth: 1,
    outlineStyle: 'solid',
    outlineColor: token('colors-gray-focus-ring'),
    borderColor: token('colors-gray-focus-ring'),
  },
  '&[aria-invalid="true"]': { borderColor: token('colors-border-error') },
  '&[aria-invalid="true"]:focus-visible': {
    outlineColor: token('colors-border-error'),
    borderColor: token('colors-border-error'),
  },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
} as const;
