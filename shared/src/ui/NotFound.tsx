/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';

/**
 * The site's not-found page as a piece any app can show: the host for an unknown URL, a remote
 * page when the API answers 404 for its slug or id, so both look and read the same.
 */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section css={{ padding: '80px 16px', textAlign: 'center' }}>
      <p aria-hidden="true" css={{ fontSize: 64, fontWeight: 800, color: token('colors-brand-500'), margin: 0 }}>
        404
      </p>
      <h1 css={{ fontSize: 28, margin: '8px 0 12px' }}>Page not found</h1>
      <p css={{ color: token('colors-fg-muted'), margin: '0 0 24px' }}>
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink to={href('landing')}>Go to the home page</ButtonLink>
    </section>
  );
}
