/** @jsxImportSource @qa/shared/ui/light-jsx */
import { usePlans } from '@qa/shared/data/plans';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { Button, buttonStyle } from '@qa/shared/ui/light';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { color, mq } from '@qa/shared/ui/tokens';
import { recommendedPlanId } from '../../plans/plan-view';
import type { PromoContent } from '../api/promo-content';
import type { PromoCourse } from '../api/promo-course';

/** The header's height plus its border: the hero runs under the transparent promo header. */
const UNDER_HEADER = 65;

/** The promo hero: the offer, the course in figures and one button into the subscription click. */
export function PromoHero({ course, promo }: { course: PromoCourse; promo: PromoContent | null }) {
  const plans = usePlans();
  const choose = useSubscriptionClick();
  const plan = plans.data?.find((p) => (course.isFree ? p.isFree : p.id === recommendedPlanId(plans.data ?? [])));
  const cta = course.isFree ? 'Start for free' : (promo?.ctaText ?? 'Get the course');
  return (
    <section
      aria-labelledby="promo-title"
      css={{
        marginTop: -UNDER_HEADER,
        paddingTop: UNDER_HEADER,
        background: `radial-gradient(circle at 85% 10%, #D9DAFA 0%, transparent 45%), linear-gradient(180deg, ${color.brandSubtle} 0%, #fff 100%)`,
      }}
    >
      <div
        css={{
          maxWidth: 1088,
          margin: '0 auto',
          padding: '40px 16px 56px',
          display: 'grid',
          gap: 32,
          alignItems: 'center',
          [mq.md]: { padding: '64px 32px 80px' },
          [mq.xl]: { gridTemplateColumns: '1.1fr 0.9fr' },
        }}
      >
        <div>
          {promo?.discountPercent ? (
            <p
              css={{
                display: 'inline-block',
                margin: '0 0 16px',
                padding: '6px 12px',
                borderRadius: 999,
                background: color.brand,
                color: '#fff',
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              {promo.discountPercent}% off your first payment
              {promo.promoCode ? ` with code ${promo.promoCode}` : ''}
            </p>
          ) : null}
          <h1
            id="promo-title"
            css={{ fontWeight: 700, fontSize: 34, lineHeight: 1.15, margin: '0 0 14px', [mq.md]: { fontSize: 48 } }}
          >
            {promo?.headline ?? course.title}
          </h1>
          <p css={{ fontSize: 19, color: color.muted, margin: '0 0 20px', maxWidth: 560 }}>
            {promo?.subheadline ?? course.summary}
          </p>
          <p
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '8px 16px',
              alignItems: 'center',
              margin: '0 0 28px',
              color: color.text,
            }}
          >
            <RatingDisplay rating={course.rating} votes={course.votes} name={course.title} />
            <span>{course.lecturesCount} lectures</span>
            <span>{formatDuration(course.durationMinutes)} of video</span>
            <span css={{ textTransform: 'capitalize' }}>{course.level}</span>
          </p>
          <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
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
              <a href="#pricing" css={buttonStyle('solid', 'lg')}>
                {cta}
              </a>
            )}
            <a href="#curriculum" css={buttonStyle('outline', 'lg')}>
              See the programme
            </a>
          </div>
        </div>
        <img
          src={course.imageUrl}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          css={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1200 / 630',
            borderRadius: 20,
            boxShadow: '0 24px 48px rgba(49,52,174,0.18)',
            background: '#fff',
          }}
        />
      </div>
    </section>
  );
}
