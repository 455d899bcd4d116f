/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ComponentProps } from 'react';
import { Stack } from '@qa/shared/ui/primitives/layout';
import { Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';

type Height = ComponentProps<typeof SkeletonBlock>['h'];

/** A page of cards while it loads: one rounded block per card, as tall as the card will be. */
export function CardsSkeleton({ label, heights }: { label: string; heights: Height[] }) {
  return (
    <Loading label={label}>
      <Stack gap="4">
        {heights.map((height, index) => (
          <SkeletonBlock key={index} h={height} rounded="xl" />
        ))}
      </Stack>
    </Loading>
  );
}
