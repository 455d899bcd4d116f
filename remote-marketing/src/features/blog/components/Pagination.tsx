/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { VisuallyHidden } from '@qa/shared/ui/light';
import { color, focusRing } from '@qa/shared/ui/tokens';

const item = (current: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 44,
    height: 44,
    padding: '0 12px',
    borderRadius: 10,
    border: `1px solid ${current ? color.brand : color.border}`,
    background: current ? color.brand : '#fff',
    color: current ? '#fff' : color.text,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { borderColor: color.brand },
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
    <nav aria-label="Pagination" css={{ marginTop: 40 }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 8,
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
