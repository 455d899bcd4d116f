/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { useFocusTrap } from '@qa/shared/ui/use-focus-trap';
import { useScrollLock } from '@qa/shared/ui/use-scroll-lock';

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
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1400,
        background: 'rgba(0,0,0,0.5)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={{
          position: 'relative',
          background: token('colors-bg'),
          color: token('colors-fg'),
          borderRadius: 12,
          width: '100%',
          maxWidth,
          maxHeight: 'calc(100vh - 32px)',
          overflowY: 'auto',
          padding: 24,
          boxShadow: '0 16px 48px rgba(0,0,0,0.25)',
          outline: 'none',
        }}
      >
        <h2
          id={titleId}
          css={[
            // Explicit weight: a Chakra page's reset would otherwise make the heading plain text.
            { margin: '0 40px 16px 0', fontSize: 20, fontWeight: 700, lineHeight: 1.3 },
            hideTitle && { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
          ]}
        >
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          css={{
            position: 'absolute',
            top: 12,
            right: 12,
            width: 36,
            height: 36,
            border: 0,
            borderRadius: 8,
            padding: 0,
            background: 'transparent',
            fontFamily: 'inherit',
            fontSize: 20,
            lineHeight: 1.5,
            cursor: 'pointer',
            color: token('colors-fg-muted'),
            '&:hover': { background: token('colors-brand-50') },
            ...focusRing,
          }}
        >
          <span aria-hidden="true">✕</span>
        </button>
        {children}
      </div>
    </div>
  );
}
