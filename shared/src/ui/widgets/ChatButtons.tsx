/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, type ButtonHTMLAttributes } from 'react';
import { chatWidget, useChatWidget, type ChatStatus } from '@qa/shared/kernel/chat/chat-widget';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Text } from '@qa/shared/ui/primitives/text';
import type { ButtonSize, ButtonVariant } from '@qa/shared/ui/primitives/button-style';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

const hints: Partial<Record<ChatStatus, string>> = {
  idle: 'Chat is loading…',
  loading: 'Chat is loading…',
  error: 'Chat is unavailable right now',
};

const buttonWithHint = {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: token('spacing-1'),
} as const;

/** A chat button with the widget's status hint under it while the chat cannot be used. */
function ChatButton({
  label,
  disabledWhenOpen,
  onClick,
  ...props
}: ButtonProps & { label: (open: boolean) => string; disabledWhenOpen: boolean; onClick: () => void }) {
  const { status, open } = useChatWidget();
  const hintId = useId();
  const hint = hints[status];
  return (
    <span css={buttonWithHint}>
      <Button
        {...props}
        disabled={status !== 'ready' || (disabledWhenOpen && open)}
        aria-describedby={hint ? hintId : undefined}
        onClick={onClick}
      >
        {label(open)}
      </Button>
      {hint ? (
        <Text as="span" id={hintId} size="xs" tone="muted">
          {hint}
        </Text>
      ) : null}
    </span>
  );
}

/** 'Ask question' while the chat is closed, 'Close chat' while open; inert until the widget has loaded. */
export function ChatToggleButton(props: ButtonProps) {
  return (
    <ChatButton
      {...props}
      label={(open) => (open ? 'Close chat' : 'Ask question')}
      disabledWhenOpen={false}
      onClick={chatWidget.toggle}
    />
  );
}

/** 'Chat with US': opens the chat; disabled while it is open and until the widget has loaded. */
export function ChatCtaButton(props: ButtonProps) {
  return <ChatButton {...props} label={() => 'Chat with US'} disabledWhenOpen onClick={chatWidget.open} />;
}
