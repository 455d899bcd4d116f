/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { Card, CardGrid, CardLink, cardGridStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines, overline } from '../../../components/ContentLayout';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { useCareerPaths } from '../api/career-paths';
import { LandingSection } from './LandingSection';

const pathFacts = overline('brand');

export function CareerPathsTeaser() {
  const paths = useCareerPaths();
  return (
    <LandingSection
      id="career-paths"
      title="Pick a career path"
      lead="Each path is a sequence of courses with projects, built around the job you want."
      more={{ to: href('paths'), label: 'All career paths' }}
      tinted
    >
      {paths.isPending ? (
        <Loading label="Loading career paths">
          <div css={cardGridStyle(3)}>
            {[0, 1, 2].map((key) => (
              <SkeletonBlock key={key} h="95" rounded="2xl" />
            ))}
          </div>
        </Loading>
      ) : paths.isError ? (
        <ErrorState
          title="Career paths could not be loaded"
          error={paths.error}
          onRetry={() => void paths.refetch()}
          headingLevel="h3"
        />
      ) : paths.data.length === 0 ? (
        <EmptyState title="New career paths are on their way" headingLevel="h3">
          Meanwhile every course is open in the catalogue.
        </EmptyState>
      ) : (
        <CardGrid columns={3}>
          {paths.data.slice(0, 3).map((path) => (
            <Card as="li" key={path.id} linked cover={<CoverImage src={path.imageUrl} />}>
              <p css={pathFacts}>
                {path.level} · {path.durationWeeks} weeks · {path.coursesCount} courses
              </p>
              <CardTitle>
                <CardLink to={href('path', { id: String(path.id) })}>{path.title}</CardLink>
              </CardTitle>
              <Text tone="muted" css={bodyLines}>
                {path.description}
              </Text>
            </Card>
          ))}
        </CardGrid>
      )}
    </LandingSection>
  );
}
