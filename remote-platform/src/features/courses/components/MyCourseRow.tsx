import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, Button, chakra, Flex, Image, Stack, Text } from '@qa/shared/ui/kit';
import type { MyCourse } from '../api/my-courses';
import { levelLabel } from './course-format';

const ButtonLink = chakra(Link);
const TitleLink = chakra(Link);

/** A started course: cover, title, a progress bar and "Continue" to the next unfinished lecture. */
export function MyCourseRow({ course, headingLevel = 'h2' }: { course: MyCourse; headingLevel?: 'h2' | 'h3' }) {
  const done = course.progress >= 100;
  const target = course.nextLectureId
    ? href('lecture', { courseSlug: course.slug, lectureId: String(course.nextLectureId) })
    : href('course', { courseSlug: course.slug });
  return (
    <Flex
      as="article"
      direction={{ base: 'column', sm: 'row' }}
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="white"
      align={{ sm: 'center' }}
    >
      <Image
        src={course.imageUrl}
        alt=""
        w={{ base: 'full', sm: '40' }}
        aspectRatio={1200 / 630}
        rounded="lg"
        objectFit="cover"
      />
      <Stack gap="2" flex="1" minW="0">
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {levelLabel(course.level)}
        </Text>
        <chakra.h2 as={headingLevel} fontSize="lg" fontWeight="bold">
          <TitleLink to={href('course', { courseSlug: course.slug })} _hover={{ color: 'brand.fg' }}>
            {course.title}
          </TitleLink>
        </chakra.h2>
        <Box>
          <Box
            role="progressbar"
            aria-label={`${course.title} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={course.progress}
            h="2"
            bg="gray.100"
            rounded="full"
            overflow="hidden"
          >
            <Box h="full" w={`${course.progress}%`} bg={done ? 'green.500' : 'brand.500'} />
          </Box>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {done ? 'Completed' : `${course.progress}% complete`}
          </Text>
        </Box>
      </Stack>
      <Button asChild colorPalette="brand" variant={done ? 'outline' : 'solid'} flexShrink={0}>
        <ButtonLink to={target} aria-label={`${done ? 'Review' : 'Continue'} ${course.title}`}>
          {done ? 'Review' : 'Continue'}
        </ButtonLink>
      </Button>
    </Flex>
  );
}
