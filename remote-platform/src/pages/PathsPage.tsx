/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { CourseGridSkeleton } from '../features/courses/components/CourseGridSkeleton';
import { EmptyState, ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { usePaths } from '../features/paths/api/paths';
import { PathCard } from '../features/paths/components/PathCard';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { pathsQueryOptions } from '../features/paths/api/paths';
import { mutedText, pageContainer, pageHeading, simpleGrid, stack } from '@qa/shared/ui/chakra-look/layout';
import { token } from '@qa/shared/ui/tokens';

const columns = { base: 1, md: 2, lg: 3 } as const;

/** `/paths`, on the light layer (route table `ui: 'light'`): a visit from the landing loads no Chakra. */
export default function PathsPage() {
  useDocumentTitle('Career Paths');
  const paths = usePaths();
  return (
    <div css={pageContainer}>
      <div css={stack('spacing-6')}>
        <div css={stack('spacing-2')}>
          <h1 css={pageHeading}>Career Paths</h1>
          <p css={[mutedText, { maxWidth: token('sizes-2xl') }]}>
            A path is a sequence of courses that takes you to a job title. Follow one from the first lecture to your
            certificate.
          </p>
        </div>
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
          <ul css={[simpleGrid(columns, 'spacing-6'), { listStyleType: 'none', margin: 0, padding: 0 }]}>
            {paths.data.map((path, index) => (
              <li key={path.id}>
                {/* The first row holds the largest paint at every width: its covers load at once. */}
                <PathCard path={path} eager={index < columns.lg} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The paths start loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(pathsQueryOptions());
