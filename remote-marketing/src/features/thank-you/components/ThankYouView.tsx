/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { ContentLink } from '../../../components/content-link';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { Card } from '@qa/shared/ui/primitives/Card';
import { CardTitle, PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { useThankYouPage } from '../api/thank-you-page';
import { containerStyle, Grid, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { textLink } from '../../../components/ContentLayout';
import { Avatar } from '@qa/shared/ui/primitives/Avatar';

const frame = [
  containerStyle('3.5rem 5.5rem', `${token('spacing-20')} 7rem`),
  // a reading measure, from the page's left edge
  { '& > *': { maxWidth: 880 } },
];

const errorTitleRoom = { marginBottom: token('spacing-6') } as const;
const centred = { textAlign: 'center' } as const;
const checkMark = { display: 'block', margin: `0 auto ${token('spacing-5')}` } as const;
const titleRoom = { marginBottom: token('spacing-3') } as const;
const leadRoom = { margin: `0 auto 1.75rem` } as const;
const nextRoom = { marginTop: '3.5rem' } as const;
const nextTitleRoom = { marginBottom: token('spacing-5') } as const;
const grow = { flex: 1 } as const;
const stepLink = { color: token('colors-brand-600'), fontWeight: token('font-weights-semibold') } as const;

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
          <Stack gap="4" align="center">
            <SkeletonBlock h="18" w="18" rounded="full" />
            <SkeletonBlock h="11" w="70%" />
            <SkeletonBlock h="7" w="85%" />
            <SkeletonBlock h="12" w="50" rounded="xl" />
            <SkeletonBlock h="55" rounded="xl" />
          </Stack>
        </Loading>
      </div>
    );
  }
  if (page.isError) {
    return (
      <div css={frame}>
        <PageTitle css={errorTitleRoom}>Thank you</PageTitle>
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
      <div css={centred}>
        <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" css={checkMark}>
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
        <PageTitle css={titleRoom}>{title}</PageTitle>
        <PageLead css={leadRoom}>{text}</PageLead>
        <ContentLink to={buttonLink} css={buttonStyle('primary', 'lg')}>
          {buttonText}
        </ContentLink>
      </div>
      <section aria-labelledby="next-steps-title" css={nextRoom}>
        <SectionHeading id="next-steps-title" css={nextTitleRoom}>
          What’s next
        </SectionHeading>
        {steps.length === 0 ? (
          <Text tone="muted">
            Nothing else to do for now: we will e-mail you if anything changes.{' '}
            <ContentLink to={href('landing')} css={textLink}>
              Back to the home page
            </ContentLink>
          </Text>
        ) : (
          <Grid as="ol" gap="4" columns={{ base: 1, lg: Math.min(steps.length, 3) }}>
            {steps.map((step, index) => (
              <Card as="li" key={step.title}>
                <Avatar size={32}>{index + 1}</Avatar>
                <CardTitle>{step.title}</CardTitle>
                <Text tone="muted" css={grow}>
                  {step.text}
                </Text>
                <ContentLink to={step.link} css={stepLink}>
                  {step.linkText} →
                </ContentLink>
              </Card>
            ))}
          </Grid>
        )}
      </section>
    </div>
  );
}
