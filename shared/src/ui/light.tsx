/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * Light building blocks (Emotion only) for the shell and the landing page.
 * Pages that need richer widgets use the Chakra kit inside a ChakraScope.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { css } from '@qa/shared/ui/light-css';
import { Link, type LinkProps } from '@qa/shared/kernel/routing/router';
import { color, focusRing } from '@qa/shared/ui/tokens';

type Variant = 'solid' | 'outline' | 'ghost' | 'inverse';

const variants: Record<Variant, object> = {
  solid: { background: color.brand, color: '#fff', '&:hover': { background: color.brandDark } },
  // Transparent on every page: a bare <button> would show the browser's grey, but not on a Chakra page (its reset).
  outline: {
    background: 'transparent',
    border: `1px solid ${color.border}`,
    color: color.text,
    '&:hover': { background: color.brandSubtle },
  },
  ghost: { background: 'transparent', color: color.text, '&:hover': { background: color.brandSubtle } },
  inverse: { background: '#fff', color: color.brandDark, '&:hover': { background: color.brandSubtle } },
};

export const buttonStyle = (variant: Variant = 'solid', size: 'sm' | 'md' | 'lg' = 'md') =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    borderRadius: 8,
    border: '1px solid transparent',
    // A <button> does not inherit the page's font (a Chakra page's reset makes it; the light base does not).
    fontFamily: 'inherit',
    fontWeight: 600,
    fontSize: size === 'lg' ? 18 : size === 'sm' ? 14 : 16,
    lineHeight: 1,
    height: size === 'lg' ? 48 : size === 'sm' ? 36 : 40,
    padding: `0 ${size === 'lg' ? 24 : 16}px`,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s',
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    ...focusRing,
    ...variants[variant],
  });

export function ButtonLink({ variant, size, ...props }: LinkProps & { variant?: Variant; size?: 'sm' | 'md' | 'lg' }) {
  return <Link css={buttonStyle(variant, size)} {...props} />;
}

export function Button({
  variant,
  size,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}) {
  return <button ref={ref} type="button" css={buttonStyle(variant, size)} {...props} />;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
