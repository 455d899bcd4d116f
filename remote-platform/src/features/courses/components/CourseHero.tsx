import { Badge, Box, Heading, HStack, Stack, Text } from '@qa/shared/ui/kit';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import type { CourseDetail } from '../api/types';
import { formatDuration, levelLabel, plural } from './course-format';

export function CourseHero({ course }: { course: CourseDetail }) {
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {levelLabel(course.level)}
        </Badge>
        <Badge colorPalette={course.isFree ? 'green' : 'gray'} variant="subtle">
          {course.isFree ? 'Free course' : 'Included in paid plans'}
        </Badge>
      </HStack>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
        {course.title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
        {course.summary}
      </Text>
      <HStack gap={{ base: 3, md: 5 }} wrap="wrap" fontSize="sm" color="fg.muted">
        <RatingDisplay rating={course.rating} votes={course.votes} name="Course rating" />
        <Box as="span">{plural(course.lecturesCount, 'lecture')}</Box>
        <Box as="span">{formatDuration(course.durationMinutes)}</Box>
        {course.instructor ? <Box as="span">by {course.instructor.name}</Box> : null}
      </HStack>
    </Stack>
  );
}
