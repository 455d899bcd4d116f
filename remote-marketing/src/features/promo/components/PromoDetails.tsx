/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { mq, token } from '@qa/shared/ui/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { softTint } from '../../../components/ContentLayout';
import { PlanPicker } from '../../plans/public';
import type { PromoContent } from '../api/promo-content';
import type { PromoCourse } from '../api/promo-course';
import { containerStyle } from '@qa/shared/ui/primitives/layout';

const band = containerStyle(token('spacing-12'), token('spacing-16'));
const h2 = { marginBottom: token('spacing-5') } as const;

const DEFAULT_BENEFITS = [
  'Every lecture of this course',
  'A certificate when you finish',
  'Questions answered in the community chat',
];

/** Below the promo hero: what you get, the programme, the instructor and the plans. */
export function PromoDetails({ course, promo }: { course: PromoCourse; promo: PromoContent | null }) {
  const benefits = promo?.benefits.length ? promo.benefits : DEFAULT_BENEFITS;
  return (
    <>
      <section aria-labelledby="promo-benefits" css={band}>
        <SectionHeading id="promo-benefits" css={h2}>
          What you get
        </SectionHeading>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: token('spacing-4'),
            [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {benefits.map((benefit) => (
            <li
              key={benefit}
              css={{
                display: 'flex',
                gap: token('spacing-3'),
                alignItems: 'flex-start',
                padding: token('spacing-5'),
                borderRadius: token('radii-2xl'),
                background: token('colors-brand-50'),
                fontWeight: token('font-weights-semibold'),
              }}
            >
              <span
                aria-hidden="true"
                css={{ color: token('colors-brand-500'), fontSize: token('font-sizes-xl'), lineHeight: 1 }}
              >
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <p
          css={{ margin: `${token('spacing-6')} 0 0`, color: token('colors-fg-muted'), maxWidth: 760, lineHeight: 1.6 }}
        >
          {course.description}
        </p>
      </section>
      <section id="curriculum" aria-labelledby="promo-curriculum" css={[band, { scrollMarginTop: token('spacing-4') }]}>
        <SectionHeading id="promo-curriculum" css={h2}>
          What you will learn
        </SectionHeading>
        {course.lectures.length === 0 ? (
          <p css={{ color: token('colors-fg-muted') }}>
            The programme is being recorded; the first lectures are published soon.
          </p>
        ) : (
          <ol
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              border: `1px solid ${token('colors-border')}`,
              borderRadius: token('radii-2xl'),
              overflow: 'hidden',
            }}
          >
            {course.lectures.map((lecture) => (
              <li
                key={lecture.id}
                css={{
                  display: 'flex',
                  gap: token('spacing-4'),
                  alignItems: 'center',
                  padding: `0.875rem ${token('spacing-4')}`,
                  borderBottom: `1px solid ${token('colors-border')}`,
                  '&:last-child': { borderBottom: 0 },
                }}
              >
                <span
                  aria-hidden="true"
                  css={{ width: '1.75rem', color: token('colors-fg-muted'), fontWeight: token('font-weights-bold') }}
                >
                  {lecture.position}
                </span>
                <span css={{ flex: 1 }}>{lecture.title}</span>
                {lecture.isFreePreview ? <Badge tone="success">Free preview</Badge> : null}
                <span css={{ color: token('colors-fg-muted'), fontSize: token('font-sizes-sm'), whiteSpace: 'nowrap' }}>
                  {formatMediaLength(lecture.durationSeconds)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {course.instructor ? (
        <section aria-labelledby="promo-instructor" css={band}>
          <SectionHeading id="promo-instructor" css={h2}>
            Your instructor
          </SectionHeading>
          <div css={{ display: 'flex', gap: token('spacing-5'), alignItems: 'center', flexWrap: 'wrap' }}>
            <img
              src={course.instructor.photoUrl}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              css={{ borderRadius: token('radii-full'), background: token('colors-brand-50') }}
            />
            <div css={{ flex: 1, minWidth: 220 }}>
              <p css={{ margin: 0, fontSize: token('font-sizes-xl'), fontWeight: token('font-weights-bold') }}>
                {course.instructor.name}
              </p>
              <p
                css={{
                  margin: `${token('spacing-0.5')} 0 ${token('spacing-2')}`,
                  color: token('colors-brand-600'),
                  fontWeight: token('font-weights-semibold'),
                }}
              >
                {course.instructor.title}
              </p>
              <p css={{ margin: 0, color: token('colors-fg-muted'), lineHeight: 1.6 }}>{course.instructor.bio}</p>
            </div>
          </div>
        </section>
      ) : null}
      <section
        id="pricing"
        aria-labelledby="promo-pricing"
        css={{ background: softTint, scrollMarginTop: token('spacing-4') }}
      >
        <div css={band}>
          <SectionHeading id="promo-pricing" css={h2}>
            {course.isFree ? 'Free to start, more with a plan' : 'Included in every paid plan'}
          </SectionHeading>
          <PlanPicker />
        </div>
      </section>
    </>
  );
}
