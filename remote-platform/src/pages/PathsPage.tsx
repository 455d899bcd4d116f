import { Container, Heading, SimpleGrid, Stack, Text } from '@qa/shared/ui/kit';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { CourseGridSkeleton } from '../features/courses/components/CourseGridSkeleton';
import { EmptyState, ErrorState } from '../features/page-state/components/PageStates';
import { usePaths } from '../features/paths/api/paths';
import { PathCard } from '../features/paths/components/PathCard';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { pathsQueryOptions } from '../features/paths/api/paths';

export default function PathsPage() {
  useDocumentTitle('Career Paths');
  const paths = usePaths();
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Career Paths
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            A path is a sequence of courses that takes you to a job title. Follow one from the first lecture to your
            certificate.
          </Text>
        </Stack>
        {paths.isPending ? (
          <CourseGridSkeleton label="Loading career paths" />
        ) : paths.isError ? (
          <ErrorState
            title="Career paths could not be loaded"
            error={paths.error}
            onRetry={() => void paths.refetch()}
          />
        ) : paths.data.length === 0 ? (
          <EmptyState title="No career paths yet">New paths are on their way.</EmptyState>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {paths.data.map((path) => (
              <li key={path.id}>
                <PathCard path={path} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

/** The paths start loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(pathsQueryOptions());
