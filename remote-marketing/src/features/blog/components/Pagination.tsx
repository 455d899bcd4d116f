/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { VisuallyHidden } from '@qa/shared/ui/light';

const item = (current: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '2.75rem',
    height: '2.75rem',
    paddingInline: token('spacing-3'),
    borderRadius: token('radii-lg'),
    border: `1px solid ${current ? token('colors-brand-500') : token('colors-border')}`,
    background: current ? token('colors-brand-500') : token('colors-bg'),
    color: current ? token('colors-white') : token('colors-fg'),
    fontWeight: token('font-weights-semibold'),
    textDecoration: 'none',
    '&:hover': { borderColor: token('colors-brand-500') },
    ...focusRing,
  }) as const;

/** Page links built on the current query (`?page=N`): real links, so every page has its own URL. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" css={{ marginTop: token('spacing-10') }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: token('spacing-2'),
        }}
      >
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" css={item(false)}>
              ← Previous
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link to={hrefOf(number)} aria-current={number === page ? 'page' : undefined} css={item(number === page)}>
              <VisuallyHidden>Page </VisuallyHidden>
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" css={item(false)}>
              Next →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
