import type { CourseProgressPopupProps } from '@qa/shared/kernel/contracts/remote-contracts';
import { Box, Button, Heading, Text } from '@qa/shared/ui/kit';
import { progressPopupKind } from './progress-popup-kind';

const copy = {
  popup1: (title: string, percent: number) => ({
    heading: 'Great start!',
    body: `You have finished ${percent}% of ${title}. Keep the streak going.`,
  }),
  popup2: (title: string) => ({
    heading: 'You are halfway there',
    body: `More than halfway through ${title} — the hardest part is behind you.`,
  }),
  popup3: (title: string) => ({
    heading: 'Congratulations!',
    body: `You have completed ${title}. Your certificate is on its way.`,
  }),
};

/** The course progress popup chosen by percent complete (docs/behaviour.md); nothing below 30 %. */
export default function CourseProgressPopup({ courseTitle, percent, onClose }: CourseProgressPopupProps) {
  const kind = progressPopupKind(percent);
  if (!kind) return null;
  const { heading, body } = copy[kind](courseTitle, percent);
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby="course-progress-heading"
      p="6"
      bg="bg"
      borderRadius="lg"
      boxShadow="lg"
      maxW="sm"
    >
      <Heading id="course-progress-heading" as="h2" size="lg" mb="2">
        {heading}
      </Heading>
      <Text mb="4">{body}</Text>
      <Button colorPalette="brand" onClick={onClose}>
        Continue learning
      </Button>
    </Box>
  );
}
