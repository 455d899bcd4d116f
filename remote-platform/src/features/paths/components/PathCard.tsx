/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { hstack, smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import { levelLabel, plural } from '../../../lib/course-format';
import type { CareerPath } from '../api/paths';

/** Takes the card's spare height, so the facts line sits at the bottom of every card. */
const description = [smallMutedText, { flex: 1 }];

/**
 * A career path (in an `<li>` of a `CardGrid`): the role it leads to (its title), level, duration and
 * how many courses it takes. The kit's light primitives: `/paths` loads no Chakra.
 */
export function PathCard({ path, eager = false }: { path: CareerPath; eager?: boolean }) {
  return (
    <Card linked cover={<CoverImage src={path.imageUrl} priority={eager} />}>
      <div>
        <Badge>Career path</Badge>
      </div>
      <CardTitle as="h2">
        <CardLink to={href('path', { id: String(path.id) })}>{path.title}</CardLink>
      </CardTitle>
      <p css={description}>{path.description}</p>
      <div css={[hstack('spacing-3'), smallMutedText]}>
        <span>{levelLabel(path.level)}</span>
        <span aria-hidden="true">·</span>
        <span>{plural(path.durationWeeks, 'week')}</span>
        <span aria-hidden="true">·</span>
        <span>{plural(path.coursesCount, 'course')}</span>
      </div>
    </Card>
  );
}
