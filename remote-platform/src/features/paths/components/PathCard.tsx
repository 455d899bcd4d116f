/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { levelLabel, plural } from '../../courses/components/course-format';
import type { CareerPath } from '../api/paths';
import { token } from '@qa/shared/ui/tokens';
import { hstack, smallMutedText, stack } from '@qa/shared/ui/chakra-look/layout';
import { cardEyebrow, cardLink } from '../../courses/components/card-look';

/**
 * A career path: the role it leads to (its title), level, duration and how many courses it takes.
 * On the light layer in Chakra's look, as the catalogue's cards (`/paths` loads no Chakra).
 */
export function PathCard({ path, eager = false }: { path: CareerPath; eager?: boolean }) {
  return (
    <article css={{ height: '100%' }}>
      <Link to={href('path', { id: String(path.id) })} css={cardLink}>
        <img
          src={path.imageUrl}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          css={{ display: 'block', width: '100%', aspectRatio: 1200 / 630, objectFit: 'cover' }}
        />
        <div css={[stack('spacing-2'), { padding: token('spacing-5'), flex: 1 }]}>
          <p css={cardEyebrow}>Career path</p>
          <h2 css={{ margin: 0, fontSize: token('font-sizes-xl'), fontWeight: token('font-weights-bold') }}>
            {path.title}
          </h2>
          <p css={[smallMutedText, { flex: 1 }]}>{path.description}</p>
          <div css={[hstack('spacing-3'), smallMutedText]}>
            <span>{levelLabel(path.level)}</span>
            <span aria-hidden="true">·</span>
            <span>{plural(path.durationWeeks, 'week')}</span>
            <span aria-hidden="true">·</span>
            <span>{plural(path.coursesCount, 'course')}</span>
          </div>
        </div>
      </Link>
    </article>
  );
}
