/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { useEffect, useId, useMemo } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { safeDecode } from '@qa/shared/kernel/routing/safe-decode';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { loadSanitizerWithRetry, useSanitizer } from '@qa/shared/ui/widgets/sanitize-html';
import { focusRing, mq, token } from '@qa/shared/ui/styles/tokens';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useLegalPage, type LegalSlug } from '../api/legal-page';
import { withHeadingIds, type TocEntry } from '../table-of-contents';
import { proseCss } from './prose';
import { containerStyle, Grid, Stack } from '@qa/shared/ui/primitives/layout';
import { Text, textStyle } from '@qa/shared/ui/primitives/text';
import { bodyLines } from '../../../components/ContentLayout';

const DESCRIPTIONS: Record<LegalSlug, string> = {
  'privacy-policy': 'Which personal data QA Career collects, why, how long we keep it and the rights you have.',
  'terms-and-conditions':
    'The agreement between you and QA Career: accounts, plans, renewals, refunds and the use of our courses.',
  'affiliate-program-conditions':
    'How the QA Career affiliate program works: who can join, commission, payouts and promotion rules.',
};

/** The contents box: sticky beside the text from `xl`. */
const tocBox = {
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-xl'),
  padding: token('spacing-5'),
  marginBottom: token('spacing-8'),
  [mq.xl]: { position: 'sticky', top: 24, marginBottom: 0 },
} as const;
/** A small uppercase label over the contents. */
const tocTitle = {
  ...textStyle({ size: 'sm', tone: 'muted', weight: 'bold' }),
  textTransform: 'uppercase',
  letterSpacing: token('letter-spacings-wide'),
  marginBottom: token('spacing-3'),
} as const;
const plainList = { listStyle: 'none', padding: 0 } as const;
const tocLink = {
  display: 'block',
  padding: '4px 0',
  color: token('colors-fg'),
  textDecoration: 'none',
  '&:hover': { color: token('colors-brand-600'), textDecoration: 'underline' },
  ...focusRing,
} as const;
const pageHeader = {
  marginBottom: 32,
  paddingBottom: 24,
  borderBottom: `1px solid ${token('colors-border')}`,
} as const;
const titleRoom = { marginBottom: token('spacing-2') } as const;
/** The date line's room while the page loads. */
const datePlaceholder = { margin: 0, height: 27 } as const;
const alignTop = { alignItems: 'start' } as const;

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} css={tocBox}>
      <h2 id={titleId} css={tocTitle}>
        On this page
      </h2>
      <Stack as="ol" gap="1" css={plainList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} css={tocLink}>
              {entry.text}
            </a>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** A legal page from the CMS: title, date, a table of contents from its headings and the sanitised text. */
/** The text's line length. */
const readingMeasure = { maxWidth: 760 } as const;

export function LegalPageView({ slug, title }: { slug: LegalSlug; title: string }) {
  const page = useLegalPage(slug);
  // The text is the page: load the sanitiser at once, and show the contents only with the text, so a
  // link clicked (or a #section arrived with) always finds its heading.
  const sanitizer = useSanitizer();
  useEffect(() => {
    void loadSanitizerWithRetry().catch(() => undefined);
  }, []);
  const prepared = useMemo(
    () => (page.data && sanitizer ? withHeadingIds(page.data.content) : null),
    [page.data, sanitizer],
  );
  useEffect(() => {
    // a malformed fragment (`#%`) names no section; it must not throw in this effect
    const id = safeDecode(window.location.hash.slice(1));
    if (prepared && id) document.getElementById(id)?.scrollIntoView?.();
  }, [prepared]);
  usePageMeta(
    isNotFound(page.error)
      ? null
      : { title: page.data?.title ?? title, description: DESCRIPTIONS[slug], path: href(slug) },
  );
  if (isNotFound(page.error)) return <NotFound />;
  return (
    <article css={containerStyle('2.5rem 4.5rem', '3.5rem 6rem')}>
      <header css={pageHeader}>
        <PageTitle css={titleRoom}>{page.data?.title ?? title}</PageTitle>
        {page.data ? (
          <Text tone="muted" css={bodyLines}>
            Last updated{' '}
            <time dateTime={page.data.updatedAt}>{formatDate(page.data.updatedAt, { timeZone: 'UTC' })}</time>
          </Text>
        ) : (
          <p css={datePlaceholder} />
        )}
      </header>
      {page.isPending || (page.data && !prepared) ? (
        <Loading label={`Loading the ${title}`}>
          <Grid gap="8" columns={{ base: 1, xl: '260px 1fr' }}>
            <SkeletonBlock h="80" rounded="xl" />
            <Stack gap="4">
              {Array.from({ length: 10 }, (_, index) => (
                <SkeletonBlock key={index} h={index % 3 === 0 ? '7.5' : '18'} />
              ))}
            </Stack>
          </Grid>
        </Loading>
      ) : page.isError ? (
        <ErrorState title="This page could not be loaded" error={page.error} onRetry={() => void page.refetch()} />
      ) : prepared && page.data.content.trim() ? (
        <Grid gap="10" columns={{ base: 1, xl: '260px minmax(0, 1fr)' }} css={alignTop}>
          {prepared.toc.length > 0 ? <TableOfContents entries={prepared.toc} /> : <div />}
          <SafeHtml html={prepared.html} css={[proseCss, readingMeasure]} />
        </Grid>
      ) : (
        <Text tone="muted">This page has no text yet. Please check back soon.</Text>
      )}
    </article>
  );
}
