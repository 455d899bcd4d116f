/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { NotFound } from '@qa/shared/ui/NotFound';
import { mq } from '@qa/shared/ui/tokens';
import { usePageMeta } from '@qa/shared/ui/use-page-meta';
import { isNotFound } from '../../page-state/api/retry';
import { ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { usePromoContent } from '../api/promo-content';
import { usePromoCourse } from '../api/promo-course';
import { PromoDetails } from './PromoDetails';
import { PromoHero } from './PromoHero';

/** A conversion page for one course: the course from the main API, the offer's words from the CMS. */
export function PromoCourseView({ courseSlug }: { courseSlug: string }) {
  const course = usePromoCourse(courseSlug);
  const promo = usePromoContent(courseSlug);
  usePageMeta(
    course.data
      ? {
          title: promo.data?.headline ?? course.data.title,
          description: promo.data?.subheadline ?? course.data.summary,
          image: course.data.imageUrl,
          path: href('promo-course', { courseSlug }),
        }
      : null,
  );
  if (isNotFound(course.error)) return <NotFound />;
  const failed = course.error ?? promo.error;
  if (failed) {
    return (
      <div css={{ maxWidth: 1088, margin: '0 auto', padding: '48px 16px' }}>
        <h1 css={{ fontWeight: 700, fontSize: 32, margin: '0 0 24px' }}>Course offer</h1>
        <ErrorState
          title="This offer could not be loaded"
          error={failed}
          onRetry={() => void Promise.all([course.refetch(), promo.refetch()])}
        />
      </div>
    );
  }
  if (!course.data || promo.data === undefined) {
    return (
      <Loading label="Loading the course offer">
        <div
          css={{
            maxWidth: 1088,
            margin: '0 auto',
            padding: '40px 16px',
            display: 'grid',
            gap: 24,
            [mq.xl]: { gridTemplateColumns: '1.1fr 0.9fr' },
          }}
        >
          <div css={{ display: 'grid', gap: 16 }}>
            <Skeleton height={32} width={260} radius={999} />
            <Skeleton height={110} />
            <Skeleton height={60} />
            <Skeleton height={48} width={320} />
          </div>
          <Skeleton height={300} radius={20} />
        </div>
      </Loading>
    );
  }
  return (
    <>
      <PromoHero course={course.data} promo={promo.data} />
      <PromoDetails course={course.data} promo={promo.data} />
    </>
  );
}
