/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { PageContainer, Stack } from '@qa/shared/ui/primitives/layout';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';

const figure = {
  fontSize: token('font-sizes-5xl'),
  fontWeight: token('font-weights-bold'),
  color: token('colors-brand-500'),
  margin: 0,
} as const;
const lead = { color: token('colors-fg-muted'), margin: `0 0 ${token('spacing-3')}` } as const;

/**
 * The site's not-found page as a piece any app can show: the host for an unknown URL, a remote
 * page when the API answers 404 for its slug or id, so both look and read the same.
 */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <PageContainer as="section">
      <Stack gap="3" align="start">
        {/* A display size, above the page title's: the one figure the page is about. */}
        <p aria-hidden="true" css={figure}>
          404
        </p>
        <PageTitle>Page not found</PageTitle>
        <p css={lead}>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to={href('landing')}>Go to the home page</ButtonLink>
      </Stack>
    </PageContainer>
  );
}
