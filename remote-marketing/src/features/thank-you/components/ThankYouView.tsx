/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { mq, token } from '@qa/shared/ui/tokens';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { NotFound } from '@qa/shared/ui/NotFound';
import { usePageMeta } from '@qa/shared/ui/use-page-meta';
import { ContentLink } from '../../../components/content-link';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { Card } from '@qa/shared/ui/primitives/Card';
import { CardTitle, PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { useThankYouPage } from '../api/thank-you-page';
import { containerStyle } from '@qa/shared/ui/primitives/layout';

const frame = [
  containerStyle('3.5rem 5.5rem', `${token('spacing-20')} 7rem`),
  // a reading measure, from the page's left edge
  { '& > *': { maxWidth: 880 } },
];

/** The confirmation after a sign-up, a registration or a request, and what to do next. */
export function ThankYouView({ slug }: { slug: string }) {
  const page = useThankYouPage(slug);
  usePageMeta(
    page.data ? { title: page.data.title, description: page.data.text, path: href('thank-you', { slug }) } : null,
  );
  if (isNotFound(page.error)) return <NotFound />;
  if (page.isPending) {
    return (
      <div css={frame}>
        <Loading label="Loading your confirmation">
          <div css={{ display: 'grid', gap: token('spacing-4'), justifyItems: 'center' }}>
            <SkeletonBlock h="18" w="18" rounded="full" />
            <SkeletonBlock h="11" w="70%" />
            <SkeletonBlock h="7" w="85%" />
            <SkeletonBlock h="12" w="50" rounded="xl" />
            <SkeletonBlock h="55" rounded="xl" />
          </div>
        </Loading>
      </div>
    );
  }
  if (page.isError) {
    return (
      <div css={frame}>
        <PageTitle css={{ marginBottom: token('spacing-6') }}>Thank you</PageTitle>
        <ErrorState
          title="The confirmation could not be loaded"
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      </div>
    );
  }
  const { title, text, buttonText, buttonLink, steps = [] } = page.data;
  return (
    <div css={frame}>
      <div css={{ textAlign: 'center' }}>
        <svg
          width="72"
          height="72"
          viewBox="0 0 72 72"
          aria-hidden="true"
          css={{ display: 'block', margin: `0 auto ${token('spacing-5')}` }}
        >
          <circle cx="36" cy="36" r="36" fill={token('colors-brand-50')} />
          <path
            d="M22 37l9 9 19-20"
            stroke={token('colors-brand-500')}
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <PageTitle css={{ marginBottom: token('spacing-3') }}>{title}</PageTitle>
        <PageLead css={{ margin: `0 auto 1.75rem` }}>{text}</PageLead>
        <ContentLink to={buttonLink} css={buttonStyle('primary', 'lg')}>
          {buttonText}
        </ContentLink>
      </div>
      <section aria-labelledby="next-steps-title" css={{ marginTop: '3.5rem' }}>
        <SectionHeading id="next-steps-title" css={{ marginBottom: token('spacing-5') }}>
          What’s next
        </SectionHeading>
        {steps.length === 0 ? (
          <p css={{ color: token('colors-fg-muted') }}>
            Nothing else to do for now: we will e-mail you if anything changes.{' '}
            <ContentLink to={href('landing')} css={{ color: token('colors-brand-600') }}>
              Back to the home page
            </ContentLink>
          </p>
        ) : (
          <ol
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: token('spacing-4'),
              [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(steps.length, 3)}, 1fr)` },
            }}
          >
            {steps.map((step, index) => (
              <Card as="li" key={step.title}>
                <span
                  aria-hidden="true"
                  css={{
                    width: token('sizes-8'),
                    height: token('sizes-8'),
                    borderRadius: token('radii-full'),
                    background: token('colors-brand-500'),
                    color: token('colors-white'),
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: token('font-weights-bold'),
                  }}
                >
                  {index + 1}
                </span>
                <CardTitle>{step.title}</CardTitle>
                <p css={{ margin: 0, color: token('colors-fg-muted'), flex: 1 }}>{step.text}</p>
                <ContentLink
                  to={step.link}
                  css={{ color: token('colors-brand-600'), fontWeight: token('font-weights-semibold') }}
                >
                  {step.linkText} →
                </ContentLink>
              </Card>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
