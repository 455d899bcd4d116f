/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { badgeStyle } from '@qa/shared/ui/primitives/Badge';
import { Row } from '@qa/shared/ui/primitives/layout';

const plainList = { listStyle: 'none', padding: 0 } as const;
/** A topic: the neutral badge, in a lighter weight (a list of them reads quieter). */
const tag = [badgeStyle('neutral'), { fontWeight: token('font-weights-medium') }] as const;

/** A mentor's stack and topics as small tags. */
export function Topics({ topics, label }: { topics: string[]; label: string }) {
  return (
    <Row as="ul" aria-label={label} gap="1.5" wrap css={plainList}>
      {topics.map((topic) => (
        <li key={topic} css={tag}>
          {topic}
        </li>
      ))}
    </Row>
  );
}
