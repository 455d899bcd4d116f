import { Box, SimpleGrid, Stack } from '@qa/shared/ui/kit';
import { Loading, SkeletonBlock } from '../../page-state/components/PageStates';

export const courseGridColumns = { base: 1, sm: 2, lg: 3 } as const;

/** Six cards' worth of placeholders, the same grid and card height as the real ones. */
export function CourseGridSkeleton({ label = 'Loading courses' }: { label?: string }) {
  return (
    <Loading label={label}>
      <SimpleGrid columns={courseGridColumns} gap="6">
        {Array.from({ length: 6 }, (_, index) => (
          <Box key={index} borderWidth="1px" borderColor="border" rounded="xl" overflow="hidden" bg="white">
            <Box aspectRatio={1200 / 630} bg="gray.100" />
            <Stack gap="3" p="4">
              <SkeletonBlock h="3" w="30%" />
              <SkeletonBlock h="5" w="80%" />
              <SkeletonBlock h="10" />
              <SkeletonBlock h="4" w="50%" />
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Loading>
  );
}
