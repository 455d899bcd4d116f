/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { color, mq } from '@qa/shared/ui/tokens';
import { PlanPicker } from '../../plans/components/PlanPicker';
import type { PromoContent } from '../api/promo-content';
import type { PromoCourse } from '../api/promo-course';

const band = { maxWidth: 1088, margin: '0 auto', padding: '48px 16px', [mq.md]: { padding: '64px 32px' } };
const h2 = { fontWeight: 700, fontSize: 28, margin: '0 0 20px', [mq.md]: { fontSize: 32 } };

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
        <h2 id="promo-benefits" css={h2}>
          What you get
        </h2>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 16,
            [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {benefits.map((benefit) => (
            <li
              key={benefit}
              css={{
                display: 'flex',
                gap: 12,
                alignItems: 'flex-start',
                padding: 20,
                borderRadius: 16,
                background: color.brandSubtle,
                fontWeight: 600,
              }}
            >
              <span aria-hidden="true" css={{ color: color.brand, fontSize: 20, lineHeight: 1 }}>
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <p css={{ margin: '24px 0 0', color: color.muted, maxWidth: 760, lineHeight: 1.6 }}>{course.description}</p>
      </section>
      <section id="curriculum" aria-labelledby="promo-curriculum" css={{ ...band, scrollMarginTop: 16 }}>
        <h2 id="promo-curriculum" css={h2}>
          What you will learn
        </h2>
        {course.lectures.length === 0 ? (
          <p css={{ color: color.muted }}>The programme is being recorded; the first lectures are published soon.</p>
        ) : (
          <ol
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              border: `1px solid ${color.border}`,
              borderRadius: 16,
              overflow: 'hidden',
            }}
          >
            {course.lectures.map((lecture) => (
              <li
                key={lecture.id}
                css={{
                  display: 'flex',
                  gap: 16,
                  alignItems: 'center',
                  padding: '14px 18px',
                  borderBottom: `1px solid ${color.border}`,
                  '&:last-child': { borderBottom: 0 },
                }}
              >
                <span aria-hidden="true" css={{ width: 28, color: color.muted, fontWeight: 700 }}>
                  {lecture.position}
                </span>
                <span css={{ flex: 1 }}>{lecture.title}</span>
                {lecture.isFreePreview ? (
                  <span
                    css={{
                      fontSize: 12,
                      fontWeight: 700,
                      color: '#166534',
                      background: '#DCFCE7',
                      padding: '2px 8px',
                      borderRadius: 999,
                    }}
                  >
                    Free preview
                  </span>
                ) : null}
                <span css={{ color: color.muted, fontSize: 14, whiteSpace: 'nowrap' }}>
                  {formatDuration(lecture.durationMinutes)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {course.instructor ? (
        <section aria-labelledby="promo-instructor" css={band}>
          <h2 id="promo-instructor" css={h2}>
            Your instructor
          </h2>
          <div css={{ display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap' }}>
            <img
              src={course.instructor.photoUrl}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              css={{ borderRadius: '50%', background: color.brandSubtle }}
            />
            <div css={{ flex: 1, minWidth: 220 }}>
              <p css={{ margin: 0, fontSize: 20, fontWeight: 700 }}>{course.instructor.name}</p>
              <p css={{ margin: '2px 0 8px', color: color.brandDark, fontWeight: 600 }}>{course.instructor.title}</p>
              <p css={{ margin: 0, color: color.muted, lineHeight: 1.6 }}>{course.instructor.bio}</p>
            </div>
          </div>
        </section>
      ) : null}
      <section id="pricing" aria-labelledby="promo-pricing" css={{ background: '#F7F7FD', scrollMarginTop: 16 }}>
        <div css={band}>
          <h2 id="promo-pricing" css={h2}>
            {course.isFree ? 'Free to start, more with a plan' : 'Included in every paid plan'}
          </h2>
          <PlanPicker />
        </div>
      </section>
    </>
  );
}
