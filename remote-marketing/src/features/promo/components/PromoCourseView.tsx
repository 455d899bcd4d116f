/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { token } from '@qa/shared/ui/styles/tokens';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { usePromoContent } from '../api/promo-content';
import { usePromoCourse } from '../api/promo-course';
import { PromoDetails } from './PromoDetails';
import { PromoHero } from './PromoHero';
import { containerStyle, Grid, Stack } from '@qa/shared/ui/primitives/layout';

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
      <Stack gap="6" css={containerStyle(token('spacing-12'))}>
        <PageTitle>Course offer</PageTitle>
        <ErrorState
          title="This offer could not be loaded"
          error={failed}
          onRetry={() => void Promise.all([course.refetch(), promo.refetch()])}
        />
      </Stack>
    );
  }
  if (!course.data || promo.data === undefined) {
    return (
      <Loading label="Loading the course offer">
        <Grid gap="6" columns={{ base: 1, xl: '1.1fr 0.9fr' }} css={containerStyle(token('spacing-10'))}>
          <Stack gap="4">
            <SkeletonBlock h="8" w="65" rounded="full" />
            <SkeletonBlock h="28" rounded="xl" />
            <SkeletonBlock h="15" rounded="xl" />
            <SkeletonBlock h="12" w={{ base: '100%', sm: '80' }} rounded="xl" />
          </Stack>
          <SkeletonBlock h="75" rounded="2xl" />
        </Grid>
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
