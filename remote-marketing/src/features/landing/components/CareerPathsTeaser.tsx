/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { useCareerPaths } from '../api/career-paths';
import { cardGrid, cardLink, LandingSection } from './LandingSection';

const CARD_HEIGHT = 380;

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
          <div css={cardGrid(3)}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={CARD_HEIGHT} radius={16} />
            ))}
          </div>
        </Loading>
      ) : paths.isError ? (
        <ErrorState
          title="Career paths could not be loaded"
          error={paths.error}
          onRetry={() => void paths.refetch()}
          level={3}
        />
      ) : paths.data.length === 0 ? (
        <EmptyState title="New career paths are on their way" level={3}>
          Meanwhile every course is open in the catalogue.
        </EmptyState>
      ) : (
        <ul css={cardGrid(3)}>
          {paths.data.slice(0, 3).map((path) => (
            <li key={path.id}>
              <Link to={href('path', { id: String(path.id) })} css={cardLink}>
                <img
                  src={path.imageUrl}
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  decoding="async"
                  css={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1200 / 630',
                    objectFit: 'cover',
                    background: token('colors-brand-50'),
                  }}
                />
                <div css={{ padding: 20 }}>
                  <p
                    css={{
                      margin: '0 0 6px',
                      fontSize: 13,
                      fontWeight: 700,
                      color: token('colors-brand-600'),
                      textTransform: 'uppercase',
                      letterSpacing: 0.4,
                    }}
                  >
                    {path.level} · {path.durationWeeks} weeks · {path.coursesCount} courses
                  </p>
                  <h3 css={{ fontWeight: 700, fontSize: 20, margin: '0 0 8px' }}>{path.title}</h3>
                  <p css={{ margin: 0, color: token('colors-fg-muted'), lineHeight: 1.5 }}>{path.description}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
