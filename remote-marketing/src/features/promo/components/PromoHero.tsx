/** @jsxImportSource @qa/shared/ui/light-jsx */
import { usePlans } from '@qa/shared/data/plans';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonAnchor } from '@qa/shared/ui/primitives/Button';
import { CoverImage } from '@qa/shared/ui/primitives/Card';
import { PageLead, PageTitle } from '@qa/shared/ui/primitives/heading';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { recommendedPlanId } from '../../plans/public';
import type { PromoContent } from '../api/promo-content';
import type { PromoCourse } from '../api/promo-course';
import { containerStyle, gridStyle, Row } from '@qa/shared/ui/primitives/layout';

/** The header's height plus its border: the hero runs under the transparent promo header. */
const UNDER_HEADER = 65;

/** The offer beside the course's figures from `xl`, one above the other below. */
const heroColumns = { ...gridStyle({ xl: '1.1fr 0.9fr' }, '8'), alignItems: 'center' } as const;

/** The hero runs under the transparent header, on a brand wash. */
const hero = {
  marginTop: -UNDER_HEADER,
  paddingTop: UNDER_HEADER,
  background: `radial-gradient(circle at 85% 10%, ${token('colors-brand-100')} 0%, transparent 45%), linear-gradient(180deg, ${token('colors-brand-50')} 0%, ${token('colors-bg')} 100%)`,
} as const;
/** The discount as a filled brand pill over the title. */
const discountTag = {
  display: 'inline-block',
  margin: `0 0 ${token('spacing-4')}`,
  padding: `${token('spacing-1.5')} ${token('spacing-3')}`,
  borderRadius: token('radii-full'),
  background: token('colors-brand-500'),
  color: token('colors-white'),
  fontWeight: token('font-weights-bold'),
  fontSize: token('font-sizes-sm'),
} as const;
const titleRoom = { marginBottom: '0.875rem' } as const;
const leadRoom = { marginBottom: token('spacing-5') } as const;
/** Rating, lectures, hours and level on one wrapping line. */
const figures = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${token('spacing-2')} ${token('spacing-4')}`,
  alignItems: 'center',
  margin: '0 0 1.75rem',
  color: token('colors-fg'),
} as const;
const capitalized = { textTransform: 'capitalize' } as const;
/** The cover lifted off the wash by a soft brand shadow. */
const coverFrame = {
  overflow: 'hidden',
  borderRadius: '1.25rem',
  boxShadow: `0 24px 48px color-mix(in srgb, ${token('colors-brand-600')} 18%, transparent)`,
  background: token('colors-bg'),
} as const;

/** The promo hero: the offer, the course in figures and one button into the subscription click. */
export function PromoHero({ course, promo }: { course: PromoCourse; promo: PromoContent | null }) {
  const plans = usePlans();
  const choose = useSubscriptionClick();
  const plan = plans.data?.find((p) => (course.isFree ? p.isFree : p.id === recommendedPlanId(plans.data ?? [])));
  const cta = course.isFree ? 'Start for free' : (promo?.ctaText ?? 'Get the course');
  return (
    <section aria-labelledby="promo-title" css={hero}>
      <div
        css={[
          containerStyle(`${token('spacing-10')} 3.5rem`, `${token('spacing-16')} ${token('spacing-20')}`),
          heroColumns,
        ]}
      >
        <div>
          {promo?.discountPercent ? (
            <p css={discountTag}>
              {promo.discountPercent}% off your first payment
              {promo.promoCode ? ` with code ${promo.promoCode}` : ''}
            </p>
          ) : null}
          <PageTitle id="promo-title" css={titleRoom}>
            {promo?.headline ?? course.title}
          </PageTitle>
          <PageLead css={leadRoom}>{promo?.subheadline ?? course.summary}</PageLead>
          <p css={figures}>
            <RatingDisplay rating={course.rating} votes={course.votes} name={course.title} />
            <span>{course.lecturesCount} lectures</span>
            <span>{formatDuration(course.videoMinutes)} of video</span>
            <span css={capitalized}>{course.level}</span>
          </p>
          <Row gap="3" wrap>
            {plan ? (
              <Button
                size="lg"
                onClick={() =>
                  choose({ id: plan.id, isFree: plan.isFree, name: plan.name, period: plan.period, price: plan.price })
                }
              >
                {cta}
              </Button>
            ) : (
              <ButtonAnchor href="#pricing" size="lg">
                {cta}
              </ButtonAnchor>
            )}
            <ButtonAnchor href="#curriculum" variant="secondary" size="lg">
              See the programme
            </ButtonAnchor>
          </Row>
        </div>
        <div css={coverFrame}>
          <CoverImage src={course.imageUrl} priority />
        </div>
      </div>
    </section>
  );
}
