import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, chakra, Heading, HStack, Stack, Text } from '@qa/shared/ui/kit';
import type { CourseDetail, CourseProgress } from '../api/types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatDuration } from './course-format';
import { LectureIcon } from './LectureIcon';

const ItemLink = chakra(Link);

/** The course's lectures beside the player: where you are, what is done, what is locked. */
export function CurriculumSidebar({
  course,
  currentId,
  access,
  progress,
}: {
  course: CourseDetail;
  currentId: number;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}) {
  const done = new Set(progress?.completedLectureIds ?? []);
  return (
    <Box as="nav" aria-label="Course content" borderWidth="1px" borderColor="border" rounded="xl" bg="white">
      <Stack gap="1" p="4" borderBottomWidth="1px" borderColor="border">
        <Heading as="h2" size="sm">
          Course content
        </Heading>
        {progress ? (
          <Box>
            <Text fontSize="xs" color="fg.muted" mb="1">
              {progress.percent}% complete
            </Text>
            <Box h="1.5" bg="gray.100" rounded="full" overflow="hidden">
              <Box h="full" w={`${progress.percent}%`} bg="brand.500" />
            </Box>
          </Box>
        ) : null}
      </Stack>
      <chakra.ol listStyleType="none" m="0" p="2">
        {course.lectures.map((lecture) => {
          const current = lecture.id === currentId;
          const state = done.has(lecture.id) ? 'Completed' : canWatch(access, lecture) ? null : 'Locked';
          return (
            <li key={lecture.id}>
              <ItemLink
                to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                aria-current={current ? 'page' : undefined}
                display="flex"
                gap="3"
                alignItems="flex-start"
                px="3"
                py="2.5"
                rounded="md"
                bg={current ? 'brand.50' : undefined}
                fontWeight={current ? 'semibold' : 'normal'}
                _hover={{ bg: current ? 'brand.50' : 'gray.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
              >
                <Text
                  as="span"
                  aria-hidden="true"
                  w="5"
                  flexShrink={0}
                  color={state === 'Completed' ? 'green.600' : 'fg.muted'}
                >
                  {state === 'Completed' ? (
                    <LectureIcon kind="done" />
                  ) : state === 'Locked' ? (
                    <LectureIcon kind="locked" />
                  ) : (
                    lecture.position
                  )}
                </Text>
                <Stack gap="0" flex="1" minW="0">
                  <Text as="span" fontSize="sm">
                    {lecture.title}
                    {state ? <chakra.span srOnly> ({state})</chakra.span> : null}
                  </Text>
                  <HStack as="span" fontSize="xs" color="fg.muted">
                    {formatDuration(lecture.durationMinutes)}
                  </HStack>
                </Stack>
              </ItemLink>
            </li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
