/** @jsxImportSource @emotion/react */
import { useId, type ButtonHTMLAttributes } from 'react';
import { chatWidget, useChatWidget, type ChatStatus } from '@qa/shared/chat/chat-widget';
import { Button } from '@qa/shared/ui/light';
import { color } from '@qa/shared/ui/tokens';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'children'> & {
  variant?: 'solid' | 'outline' | 'ghost' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
};

const hints: Partial<Record<ChatStatus, string>> = {
  idle: 'Chat is loading…',
  loading: 'Chat is loading…',
  error: 'Chat is unavailable right now',
};

function WithHint({ hint, id, children }: { hint?: string; id: string; children: React.ReactNode }) {
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      {children}
      {hint ? (
        <span id={id} css={{ fontSize: 12, color: color.muted }}>
          {hint}
        </span>
      ) : null}
    </span>
  );
}

/** 'Ask question' while the chat is closed, 'Close chat' while open; inert until the widget has loaded. */
export function ChatToggleButton(props: ButtonProps) {
  const { status, open } = useChatWidget();
  const hintId = useId();
  const hint = hints[status];
  return (
    <WithHint hint={hint} id={hintId}>
      <Button
        {...props}
        disabled={status !== 'ready'}
        aria-describedby={hint ? hintId : undefined}
        onClick={chatWidget.toggle}
      >
        {open ? 'Close chat' : 'Ask question'}
      </Button>
    </WithHint>
  );
}

/** 'Chat with US': opens the chat; disabled while it is open and until the widget has loaded. */
export function ChatCtaButton(props: ButtonProps) {
  const { status, open } = useChatWidget();
  const hintId = useId();
  const hint = hints[status];
  return (
    <WithHint hint={hint} id={hintId}>
      <Button
        {...props}
        disabled={status !== 'ready' || open}
        aria-describedby={hint ? hintId : undefined}
        onClick={chatWidget.open}
      >
        Chat with US
      </Button>
    </WithHint>
  );
}
