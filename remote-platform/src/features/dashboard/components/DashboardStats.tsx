/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Card } from '@qa/shared/ui/primitives/Card';
import { token } from '@qa/shared/ui/styles/tokens';
import { gridStyle } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';

const grid = gridStyle({ sm: 3 }, '4');

const figure = { margin: 0, fontSize: token('font-sizes-2xl'), fontWeight: token('font-weights-bold') } as const;

/** A figure and what it counts, on a card. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card as="div">
      <Text size="sm" tone="muted">
        {label}
      </Text>
      <p css={figure}>{value}</p>
    </Card>
  );
}

/** Rank and score from the access token (no request), and how many courses are under way. */
export function DashboardStats({
  position,
  score,
  inProgress,
}: {
  position: number | null;
  score: number;
  inProgress: number | null;
}) {
  return (
    <div css={grid}>
      <Stat label="Rank" value={position === null ? '–' : `#${position}`} />
      <Stat label="Score" value={score.toFixed(1)} />
      <Stat label="Courses in progress" value={inProgress === null ? '…' : String(inProgress)} />
    </div>
  );
}
