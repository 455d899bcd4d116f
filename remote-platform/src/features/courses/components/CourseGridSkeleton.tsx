/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { token } from '@qa/shared/ui/tokens';
import { borderLine, simpleGrid, stack } from '@qa/shared/ui/chakra-look/layout';

export const courseGridColumns = { base: 1, sm: 2, lg: 3 } as const;

/** Six cards' worth of placeholders, the same grid and card height as the real ones. */
export function CourseGridSkeleton({ label = 'Loading courses' }: { label?: string }) {
  return (
    <Loading label={label}>
      <div css={simpleGrid(courseGridColumns, 'spacing-6')}>
        {Array.from({ length: 6 }, (_, index) => (
          <div
            key={index}
            css={{
              border: borderLine,
              borderRadius: token('radii-xl'),
              overflow: 'hidden',
              background: token('colors-white'),
            }}
          >
            <div css={{ aspectRatio: 1200 / 630, background: token('colors-gray-100') }} />
            <div css={[stack('spacing-3'), { padding: token('spacing-4') }]}>
              <SkeletonBlock h="3" w="30%" />
              <SkeletonBlock h="5" w="80%" />
              <SkeletonBlock h="10" />
              <SkeletonBlock h="4" w="50%" />
            </div>
          </div>
        ))}
      </div>
    </Loading>
  );
}
