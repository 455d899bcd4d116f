/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { mq, token } from '@qa/shared/ui/tokens';
import { buttonStyle } from '@qa/shared/ui/primitives/button';
import { NotFound } from '@qa/shared/ui/NotFound';
import { usePageMeta } from '@qa/shared/ui/use-page-meta';
import { ContentLink } from '../../page-state/content-link';
import { isNotFound } from '../../page-state/api/retry';
import { ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { useThankYouPage } from '../api/thank-you-page';

const frame = { maxWidth: 880, margin: '0 auto', padding: '56px 16px 88px', [mq.md]: { padding: '80px 32px 112px' } };

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
          <div css={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
            <Skeleton height={72} width={72} radius={999} />
            <Skeleton height={44} width="70%" />
            <Skeleton height={28} width="85%" />
            <Skeleton height={48} width={200} />
            <Skeleton height={220} />
          </div>
        </Loading>
      </div>
    );
  }
  if (page.isError) {
    return (
      <div css={frame}>
        <h1 css={{ fontWeight: 700, fontSize: 32, margin: '0 0 24px' }}>Thank you</h1>
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
          css={{ display: 'block', margin: '0 auto 20px' }}
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
        <h1 css={{ fontWeight: 700, fontSize: 34, lineHeight: 1.2, margin: '0 0 12px', [mq.md]: { fontSize: 44 } }}>
          {title}
        </h1>
        <p css={{ fontSize: 19, color: token('colors-fg-muted'), margin: '0 auto 28px', maxWidth: 600 }}>{text}</p>
        <ContentLink to={buttonLink} css={buttonStyle('primary', 'lg')}>
          {buttonText}
        </ContentLink>
      </div>
      <section aria-labelledby="next-steps-title" css={{ marginTop: 56 }}>
        <h2 id="next-steps-title" css={{ fontWeight: 700, fontSize: 24, margin: '0 0 20px' }}>
          What’s next
        </h2>
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
              gap: 16,
              [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(steps.length, 3)}, 1fr)` },
            }}
          >
            {steps.map((step, index) => (
              <li
                key={step.title}
                css={{
                  border: `1px solid ${token('colors-border')}`,
                  borderRadius: 16,
                  padding: 20,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 8,
                }}
              >
                <span
                  aria-hidden="true"
                  css={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    background: token('colors-brand-500'),
                    color: '#fff',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </span>
                <h3 css={{ fontWeight: 700, fontSize: 18, margin: 0 }}>{step.title}</h3>
                <p css={{ margin: 0, color: token('colors-fg-muted'), flex: 1 }}>{step.text}</p>
                <ContentLink to={step.link} css={{ color: token('colors-brand-600'), fontWeight: 600 }}>
                  {step.linkText} →
                </ContentLink>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
