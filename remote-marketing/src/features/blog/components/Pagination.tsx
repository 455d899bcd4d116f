/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';
import { Row } from '@qa/shared/ui/primitives/layout';

/** Page links built on the current query (`?page=N`): real links, so every page has its own URL. */
const navRoom = { marginTop: token('spacing-10') } as const;
const plainList = { listStyle: 'none', padding: 0 } as const;

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
    <nav aria-label="Pagination" css={navRoom}>
      <Row as="ul" gap="2" justify="center" wrap css={plainList}>
        {page > 1 ? (
          <li>
            <ButtonLink to={hrefOf(page - 1)} rel="prev" variant="secondary">
              ← Previous
            </ButtonLink>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <ButtonLink
              to={hrefOf(number)}
              aria-current={number === page ? 'page' : undefined}
              variant={number === page ? 'primary' : 'secondary'}
            >
              <VisuallyHidden>Page </VisuallyHidden>
              {number}
            </ButtonLink>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <ButtonLink to={hrefOf(page + 1)} rel="next" variant="secondary">
              Next →
            </ButtonLink>
          </li>
        ) : null}
      </Row>
    </nav>
  );
}
