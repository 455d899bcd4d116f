/** @jsxImportSource @qa/shared/ui/light-jsx */
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';

/** The hero's lines beside the cover card from `lg` on, as the page lays them out. */
const layout = {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: token('spacing-10'),
  [mq.lg]: { gridTemplateColumns: '1fr 360px' },
} as const;

/** The room the hero's button takes. */
const buttonRoom = { height: token('sizes-8') } as const;

/** The course page's outline while it loads: hero lines, the cover card and the syllabus. */
export function CoursePageSkeleton() {
  return (
    <Loading label="Loading the course">
      <div css={layout}>
        <div css={stack('spacing-4')}>
          <SkeletonBlock h="6" w="40%" />
          <SkeletonBlock h="12" w="80%" />
          <SkeletonBlock h="6" w="90%" />
          <SkeletonBlock h="5" w="60%" />
          <div css={buttonRoom} />
          <SkeletonBlock h="64" rounded="xl" />
        </div>
        <SkeletonBlock h="80" rounded="xl" />
      </div>
    </Loading>
  );
}
