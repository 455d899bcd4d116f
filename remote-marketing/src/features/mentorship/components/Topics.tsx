/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/tokens';

/** A mentor's stack and topics as small tags. */
export function Topics({ topics, label }: { topics: string[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
    >
      {topics.map((topic) => (
        <li
          key={topic}
          css={{
            padding: '3px 10px',
            borderRadius: 999,
            fontSize: 13,
            background: '#F4F4F5',
            color: token('colors-fg'),
          }}
        >
          {topic}
        </li>
      ))}
    </ul>
  );
}
