/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { softTint } from '../../../components/ContentLayout';
import { PlanPicker } from '../../plans/public';
import type { PromoContent } from '../api/promo-content';
import type { PromoCourse } from '../api/promo-course';
import { containerStyle, Grid, Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { PersonIntro } from '../../../components/PersonIntro';

const band = containerStyle(token('spacing-12'), token('spacing-16'));
const h2 = { marginBottom: token('spacing-5') } as const;

const anchored = { scrollMarginTop: token('spacing-4') } as const;
const pricingBand = { background: softTint, ...anchored } as const;
/** A benefit on a brand-tinted tile, ticked. */
const benefitTile = {
  padding: token('spacing-5'),
  borderRadius: token('radii-2xl'),
  background: token('colors-brand-50'),
  fontWeight: token('font-weights-semibold'),
} as const;
const tick = { color: token('colors-brand-500'), fontSize: token('font-sizes-xl'), lineHeight: 1 } as const;
const descriptionRoom = { marginTop: token('spacing-6'), maxWidth: 760 } as const;
/** The programme: one bordered box, a rule between lectures. */
const lectureList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-2xl'),
  overflow: 'hidden',
} as const;
const lectureRow = {
  padding: `0.875rem ${token('spacing-4')}`,
  borderBottom: `1px solid ${token('colors-border')}`,
  '&:last-child': { borderBottom: 0 },
} as const;
const lectureNumber = {
  width: '1.75rem',
  color: token('colors-fg-muted'),
  fontWeight: token('font-weights-bold'),
} as const;
const grow = { flex: 1 } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

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
        <Grid as="ul" gap="4" columns={{ base: 1, lg: 3 }}>
          {benefits.map((benefit) => (
            <Row as="li" key={benefit} gap="3" align="start" css={benefitTile}>
              <span aria-hidden="true" css={tick}>
                ✓
              </span>
              {benefit}
            </Row>
          ))}
        </Grid>
        <Text tone="muted" css={descriptionRoom}>
          {course.description}
        </Text>
      </section>
      <section id="curriculum" aria-labelledby="promo-curriculum" css={[band, anchored]}>
        <SectionHeading id="promo-curriculum" css={h2}>
          What you will learn
        </SectionHeading>
        {course.lectures.length === 0 ? (
          <Text tone="muted">The programme is being recorded; the first lectures are published soon.</Text>
        ) : (
          <ol css={lectureList}>
            {course.lectures.map((lecture) => (
              <Row as="li" key={lecture.id} gap="4" css={lectureRow}>
                <span aria-hidden="true" css={lectureNumber}>
                  {lecture.position}
                </span>
                <span css={grow}>{lecture.title}</span>
                {lecture.isFreePreview ? <Badge tone="success">Free preview</Badge> : null}
                <Text as="span" size="sm" tone="muted" css={noWrap}>
                  {formatMediaLength(lecture.durationSeconds)}
                </Text>
              </Row>
            ))}
          </ol>
        )}
      </section>
      {course.instructor ? (
        <section aria-labelledby="promo-instructor" css={band}>
          <SectionHeading id="promo-instructor" css={h2}>
            Your instructor
          </SectionHeading>
          <PersonIntro person={course.instructor} role={course.instructor.title} />
        </section>
      ) : null}
      <section id="pricing" aria-labelledby="promo-pricing" css={pricingBand}>
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
