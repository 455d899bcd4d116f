/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/tokens';
import { badgeStyle } from '@qa/shared/ui/primitives/Badge';

/** A mentor's stack and topics as small tags. */
export function Topics({ topics, label }: { topics: string[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token('spacing-1.5') }}
    >
      {topics.map((topic) => (
        <li key={topic} css={[badgeStyle('neutral'), { fontWeight: token('font-weights-medium') }]}>
          {topic}
        </li>
      ))}
    </ul>
  );
}
