/** @jsxImportSource @qa/shared/ui/light-jsx */
import { cardBody, cardGridStyle, cardStyle } from '@qa/shared/ui/primitives/Card';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { token } from '@qa/shared/ui/styles/tokens';

/** Where a card's cover will be, at the covers' ratio. */
const coverPlaceholder = { aspectRatio: 1200 / 630, background: token('colors-gray-100') } as const;

/**
 * Six cards' worth of placeholders, the same grid and card as the real ones (`CardGrid`, `Card`);
 * the `skeleton` of a `QueryStates`, which gives it its loading status.
 */
export function CourseGridSkeleton() {
  return (
    <div css={cardGridStyle(3)}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} css={cardStyle}>
          <div css={coverPlaceholder} />
          <div css={cardBody}>
            <SkeletonBlock h="5" w="30%" />
            <SkeletonBlock h="5" w="80%" />
            <SkeletonBlock h="10" />
            <SkeletonBlock h="4" w="50%" />
          </div>
        </div>
      ))}
    </div>
  );
}
