import { Box, Heading, Stack, Text } from '@qa/shared/ui/kit';
import type { CourseDetail, CourseProgress } from '../api/types';
import type { CourseAccess } from '../hooks/use-course-access';
import { CourseCta } from './CourseCta';
import { LectureIcon } from './LectureIcon';

/** In place of the player when the lecture is not open to this visitor: why, and how to unlock it. */
export function LockedLecture({
  course,
  access,
  progress,
  message = null,
}: {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
  /** The API's own reason, when it refused a lecture the page thought open. */
  message?: string | null;
}) {
  return (
    <Box
      borderWidth="1px"
      borderColor="brand.200"
      bg="brand.50"
      rounded="xl"
      p={{ base: 6, md: 10 }}
      aspectRatio={{ md: 16 / 9 }}
      display="flex"
      alignItems="center"
    >
      <Stack gap="3" maxW="lg">
        <Box color="brand.fg">
          <LectureIcon kind="locked" size={36} />
        </Box>
        <Heading as="h2" size="lg">
          This lecture is locked
        </Heading>
        <Text color="fg.muted">
          {message ??
            (access === 'anonymous'
              ? course.isFree
                ? 'Create a free account to watch every lecture of this course and keep your progress.'
                : 'This course is part of the paid plans. Create an account and choose a plan to watch it.'
              : 'This course is part of the paid plans. Upgrade to watch every lecture and earn the certificate.')}
        </Text>
        <CourseCta course={course} access={access} progress={progress} />
      </Stack>
    </Box>
  );
}
