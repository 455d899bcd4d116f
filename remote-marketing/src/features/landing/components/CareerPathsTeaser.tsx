/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { Card, CardGrid, CardLink, cardGridStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { useCareerPaths } from '../api/career-paths';
import { LandingSection } from './LandingSection';

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
              <p
                css={{
                  margin: 0,
                  fontSize: token('font-sizes-xs'),
                  fontWeight: token('font-weights-bold'),
                  color: token('colors-brand-600'),
                  textTransform: 'uppercase',
                  letterSpacing: token('letter-spacings-wide'),
                }}
              >
                {path.level} · {path.durationWeeks} weeks · {path.coursesCount} courses
              </p>
              <CardTitle>
                <CardLink to={href('path', { id: String(path.id) })}>{path.title}</CardLink>
              </CardTitle>
              <p css={{ margin: 0, color: token('colors-fg-muted'), lineHeight: 1.5 }}>{path.description}</p>
            </Card>
          ))}
        </CardGrid>
      )}
    </LandingSection>
  );
}
