/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { Card, CardGrid, CardLink, cardGridStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines, overline } from '../../../components/ContentLayout';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
import { useCareerPaths } from '@qa/shared/data/career-paths';
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
      <QueryStates
        query={paths}
        loadingLabel="Loading career paths"
        skeleton={
          <div css={cardGridStyle(3)}>
            <SkeletonBlocks count={3} h="95" rounded="2xl" />
          </div>
        }
        errorTitle="Career paths could not be loaded"
        empty={{ title: 'New career paths are on their way', body: 'Meanwhile every course is open in the catalogue.' }}
        headingLevel="h3"
      >
        {(all) => (
          <CardGrid columns={3}>
            {all.slice(0, 3).map((path) => (
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
      </QueryStates>
    </LandingSection>
  );
}
