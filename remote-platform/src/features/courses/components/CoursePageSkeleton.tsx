import { Box, Grid, Stack } from '@qa/shared/ui/kit';
import { Loading, SkeletonBlock } from '../../page-state/components/PageStates';

/** The course page's outline while it loads: hero lines, the cover card and the syllabus. */
export function CoursePageSkeleton() {
  return (
    <Loading label="Loading the course">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="10">
        <Stack gap="4">
          <SkeletonBlock h="6" w="40%" />
          <SkeletonBlock h="12" w="80%" />
          <SkeletonBlock h="6" w="90%" />
          <SkeletonBlock h="5" w="60%" />
          <Box h="8" />
          <SkeletonBlock h="64" rounded="xl" />
        </Stack>
        <SkeletonBlock h="80" rounded="xl" />
      </Grid>
    </Loading>
  );
}
