import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, Button, chakra, Flex, Stack, Text } from '@qa/shared/ui/kit';
import { useCourse } from '../../courses/api/course';
import type { MyCourse } from '../../courses/api/my-courses';
import { formatDuration } from '@qa/shared/kernel/format/duration';

const ButtonLink = chakra(Link);

/** The one lecture to watch next: the first unfinished lecture of the most recent course in progress. */
export function NextLecture({ course }: { course: MyCourse }) {
  const detail = useCourse(course.slug);
  const lecture = detail.data?.lectures.find((l) => l.id === course.nextLectureId);
  if (!course.nextLectureId) return null;
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      align={{ md: 'center' }}
      justify="space-between"
      p={{ base: 5, md: 6 }}
      rounded="2xl"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.400"
    >
      <Stack gap="1">
        <Text fontSize="sm" opacity={0.9}>
          Up next in {course.title}
        </Text>
        <Box fontSize="xl" fontWeight="bold" minH="7">
          {lecture ? `${lecture.position}. ${lecture.title}` : ' '}
        </Box>
        {lecture ? (
          <Text fontSize="sm" opacity={0.9}>
            {formatDuration(lecture.durationMinutes)} · {course.progress}% of the course done
          </Text>
        ) : null}
      </Stack>
      <Button asChild bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} flexShrink={0}>
        <ButtonLink to={href('lecture', { courseSlug: course.slug, lectureId: String(course.nextLectureId) })}>
          Continue learning
        </ButtonLink>
      </Button>
    </Flex>
  );
}
