/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, useState } from 'react';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { Text } from '@qa/shared/ui/primitives/text';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A question's disclosure trigger: a full-width row of text with its +, not an action, so not the
 * kit's Button.
 */
const trigger = {
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  padding: '18px 4px',
  background: 'none',
  border: 0,
  font: 'inherit',
  fontWeight: token('font-weights-semibold'),
  color: token('colors-fg'),
  textAlign: 'left',
  cursor: 'pointer',
  ...focusRing,
} as const;

const rule = `1px solid ${token('colors-border')}`;
const list = { borderTop: rule } as const;
const entry = { borderBottom: rule } as const;
const question = { margin: 0, fontSize: token('font-sizes-lg') } as const;
/** The + turns into a × while the answer is open. */
const plus = {
  flex: 'none',
  fontSize: token('font-sizes-xl'),
  color: token('colors-brand-500'),
  transform: 'none',
  transition: 'transform 0.15s',
} as const;
const plusTurned = { transform: 'rotate(45deg)' } as const;
const answerRoom = { padding: '0 4px 18px' } as const;

/**
 * Questions and answers as disclosures (a button with aria-expanded and aria-controls per
 * question; the answer is hidden, not removed, so its id always resolves).
 */
export function Faq({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 3 | 4 }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(0);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div css={list}>
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question} css={entry}>
            <Heading css={question}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                css={trigger}
              >
                {item.question}
                <span aria-hidden="true" css={[plus, expanded && plusTurned]}>
                  +
                </span>
              </button>
            </Heading>
            <Text as="div" id={panelId} hidden={!expanded} tone="muted" css={answerRoom}>
              {item.answer}
            </Text>
          </div>
        );
      })}
    </div>
  );
}
