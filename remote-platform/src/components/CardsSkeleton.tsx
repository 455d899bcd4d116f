/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ComponentProps } from 'react';
import { Stack } from '@qa/shared/ui/primitives/layout';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';

type Height = ComponentProps<typeof SkeletonBlock>['h'];

/**
 * A page of cards while it loads: one rounded block per card, as tall as the card will be (inside a
 * `Loading`, or the `skeleton` of a `QueryStates`).
 */
export function CardsSkeleton({ heights }: { heights: Height[] }) {
  return (
    <Stack gap="4">
      {heights.map((height, index) => (
        <SkeletonBlock key={index} h={height} rounded="xl" />
      ))}
    </Stack>
  );
}
