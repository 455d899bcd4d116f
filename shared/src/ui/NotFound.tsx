/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';

/**
 * The site's not-found page as a piece any app can show: the host for an unknown URL, a remote
 * page when the API answers 404 for its slug or id, so both look and read the same.
 */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: token('spacing-3'),
        padding: `${token('spacing-20')} ${token('spacing-4')}`,
        textAlign: 'center',
      }}
    >
      {/* A display size, above the page title's: the one figure the page is about. */}
      <p
        aria-hidden="true"
        css={{
          fontSize: token('font-sizes-5xl'),
          fontWeight: token('font-weights-bold'),
          color: token('colors-brand-500'),
          margin: 0,
        }}
      >
        404
      </p>
      <PageTitle>Page not found</PageTitle>
      <p css={{ color: token('colors-fg-muted'), margin: `0 0 ${token('spacing-3')}` }}>
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink to={href('landing')}>Go to the home page</ButtonLink>
    </section>
  );
}
