/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from '@qa/shared/kernel/routing/router';
import { buttonStyle, type ButtonSize, type ButtonVariant } from '@qa/shared/ui/primitives/button-style';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of its container (a form's submit, a card's action). */
  fullWidth?: boolean;
}

const look = ({ variant, size, fullWidth }: Look) => [buttonStyle(variant, size), fullWidth && { width: '100%' }];

/** An action: a `<button type="button">` unless `type` says otherwise. */
export function Button({
  variant,
  size,
  fullWidth,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type="button" css={look({ variant, size, fullWidth })} {...props} />;
}

/** A link to a page of the site, drawn as a button. */
export function ButtonLink({ variant, size, fullWidth, ...props }: LinkProps & Look) {
  return <Link css={look({ variant, size, fullWidth })} {...props} />;
}

/**
 * A plain anchor drawn as a button: an in-page link (`#pricing`) or a link that leaves the app. One
 * that opens a new tab always gets `rel="noopener noreferrer"`.
 */
export function ButtonAnchor({
  variant,
  size,
  fullWidth,
  rel,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  const safeRel = props.target === '_blank' ? 'noopener noreferrer' : rel;
  return (
    <a css={look({ variant, size, fullWidth })} rel={safeRel} {...props}>
      {children}
    </a>
  );
}
