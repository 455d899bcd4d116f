/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { Button } from '@qa/shared/ui/primitives/Button';
import { hstack, smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';

/** "Resumed at 1:05 · Start over", after the video jumped to where the learner stopped. */
export function ResumeNote({ seconds, onStartOver }: { seconds: number; onStartOver: () => void }) {
  return (
    <p css={[smallMutedText, hstack('spacing-1')]}>
      <span>Resumed at {formatMediaLength(seconds)}</span>
      <span aria-hidden="true">·</span>
      <Button variant="ghost" size="sm" onClick={onStartOver}>
        Start over
      </Button>
    </p>
  );
}
