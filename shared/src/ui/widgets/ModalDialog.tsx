/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { sectionTitleStyle } from '@qa/shared/ui/primitives/heading';
import { visuallyHidden } from '@qa/shared/ui/styles/light';
import { useFocusTrap } from '@qa/shared/ui/hooks/use-focus-trap';
import { useScrollLock } from '@qa/shared/ui/hooks/use-scroll-lock';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** The element that takes focus on open; default: the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  maxWidth?: number;
}

const backdropStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 1400,
  background: `color-mix(in srgb, ${token('colors-black')} 50%, transparent)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: token('spacing-4'),
} as const;
const boxStyle = (maxWidth: number) =>
  ({
    position: 'relative',
    background: token('colors-bg'),
    color: token('colors-fg'),
    borderRadius: token('radii-xl'),
    width: '100%',
    maxWidth,
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    padding: token('spacing-6'),
    boxShadow: token('shadows-lg'),
    outline: 'none',
  }) as const;
/** Every dialog's heading is a section heading (its weight explicit: a Chakra page's reset would drop it), clear of the close button. */
const titleStyle = { ...sectionTitleStyle, margin: `0 ${token('spacing-10')} ${token('spacing-4')} 0` } as const;
/** The kit's small ghost button, square, in the box's corner. */
const closeStyle = {
  position: 'absolute',
  top: token('spacing-3'),
  right: token('spacing-3'),
  width: '2.25rem',
  paddingInline: 0,
  fontSize: token('font-sizes-xl'),
  fontWeight: token('font-weights-normal'),
  color: token('colors-fg-muted'),
} as const;

/**
 * The modal of docs/behaviour.md: locks page scroll while open and restores it; closes on a click
 * outside the box, on Escape and on every route change; keeps focus inside and gives it back.
 */
export function ModalDialog({ open, ...props }: ModalDialogProps) {
  if (!open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  hideTitle,
  children,
  initialFocus,
  maxWidth = 480,
}: Omit<ModalDialogProps, 'open'>) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const location = useLocation();
  const openedAt = useRef(location.key);
  useScrollLock(true);
  useFocusTrap(box, true, onClose, initialFocus);
  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
  }, [location.key, onClose]);

  return (
    <div
      role="presentation"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      css={backdropStyle}
    >
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} css={boxStyle(maxWidth)}>
        <h2 id={titleId} css={[titleStyle, hideTitle && visuallyHidden]}>
          {title}
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close" onClick={onClose} css={closeStyle}>
          <span aria-hidden="true">✕</span>
        </Button>
        {children}
      </div>
    </div>
  );
}
