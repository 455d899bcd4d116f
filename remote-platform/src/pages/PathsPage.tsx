/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { CourseGridSkeleton } from '../features/courses/components/CourseGridSkeleton';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';
import { usePaths } from '../features/paths/api/paths';
import { PathCard } from '../features/paths/components/PathCard';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { pathsQueryOptions } from '../features/paths/api/paths';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { pageContainerStyle } from '@qa/shared/ui/primitives/layout';
import { CardGrid } from '@qa/shared/ui/primitives/Card';
import { PageIntro } from '../components/PageIntro';

const COLUMNS = 3;

/** `/paths`, on the light layer (route table `ui: 'light'`): a visit from the landing loads no Chakra. */
export default function PathsPage() {
  useDocumentTitle('Career Paths');
  const paths = usePaths();
  return (
    <div css={pageContainerStyle}>
      <div css={stack('spacing-6')}>
        <PageIntro title="Career Paths">
          A path is a sequence of courses that takes you to a job title. Follow one from the first lecture to your
          certificate.
        </PageIntro>
        <QueryStates
          query={paths}
          loadingLabel="Loading career paths"
          skeleton={<CourseGridSkeleton />}
          errorTitle="Career paths could not be loaded"
          empty={{ title: 'No career paths yet', body: 'New paths are on their way.' }}
        >
          {(data) => (
            <CardGrid columns={COLUMNS}>
              {data.map((path, index) => (
                <li key={path.id}>
                  {/* The first row holds the largest paint at every width: its covers load at once. */}
                  <PathCard path={path} eager={index < COLUMNS} />
                </li>
              ))}
            </CardGrid>
          )}
        </QueryStates>
      </div>
    </div>
  );
}

/** The paths start loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(pathsQueryOptions());
