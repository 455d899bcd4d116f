/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { BREAKPOINTS_PX } from '@qa/shared/kernel/constants';
import { row } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import type { RatingEntry } from '../api/rating-board';

// The board is on the light layer: a page has dozens of rows, each was eight Chakra elements, and
// Chakra resolves each one's props at render time (docs/architecture.md "The light layer's styles").
const hiddenBelowSm = { [`@media (max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`]: { display: 'none' } } as const;

const th = {
  textAlign: 'start',
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg-muted'),
  fontWeight: token('font-weights-medium'),
  paddingInline: token('spacing-3'),
  paddingBlock: token('spacing-2'),
} as const;

const td = {
  paddingInline: token('spacing-3'),
  paddingBlock: token('spacing-2.5'),
  borderTopWidth: 1,
  borderColor: token('colors-border'),
} as const;

const nameLink = {
  fontWeight: token('font-weights-medium'),
  '&:hover': { color: token('colors-brand-fg'), textDecoration: 'underline' },
} as const;

const table = { width: '100%', borderCollapse: 'collapse', background: token('colors-white') } as const;
/** Read by screen readers, not shown. */
const hiddenCaption = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const rankTh = [th, { width: token('sizes-16') }];
const scoreTh = [th, { textAlign: 'end' }];
const myRow = { background: token('colors-brand-50') } as const;
const rankTd = [td, { fontWeight: token('font-weights-bold') }];
const scoreTd = [td, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }];
const avatar = {
  width: token('sizes-8'),
  height: token('sizes-8'),
  borderRadius: token('radii-full'),
  objectFit: 'cover',
} as const;
const myNameLink = [nameLink, { fontWeight: token('font-weights-bold') }];

/** The board's rows; the signed-in learner's own row is highlighted and named "(you)". */
export function RatingTable({ entries, myId }: { entries: RatingEntry[]; myId: number | null }) {
  return (
    <table css={table}>
      <caption css={hiddenCaption}>Learners by score</caption>
      <thead>
        <tr>
          <th scope="col" css={rankTh}>
            Rank
          </th>
          <th scope="col" css={th}>
            Learner
          </th>
          <th scope="col" css={[th, hiddenBelowSm]}>
            Country
          </th>
          <th scope="col" css={scoreTh}>
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const mine = entry.userId === myId;
          return (
            <tr
              key={entry.userId}
              id={mine ? 'my-rating-row' : undefined}
              aria-current={mine ? 'true' : undefined}
              css={mine ? myRow : undefined}
            >
              <td css={rankTd}>#{entry.position}</td>
              <td css={td}>
                <div css={row('spacing-3')}>
                  {entry.profilePhotoUrl ? <img src={entry.profilePhotoUrl} alt="" css={avatar} /> : null}
                  <Link to={href('rating-user', { id: String(entry.userId) })} css={mine ? myNameLink : nameLink}>
                    {entry.fullName}
                    {mine ? ' (you)' : ''}
                  </Link>
                </div>
              </td>
              <td css={[td, hiddenBelowSm]}>{entry.country ?? '–'}</td>
              <td css={scoreTd}>{entry.score.toFixed(1)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
