import { useQueryClient } from '@qa/shared/kernel/query/react-query';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge, Box, chakra, HStack, Image, Stack, Text } from '@qa/shared/ui/kit';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { prefetchCourse } from '../api/course';
import type { CourseSummary } from '../api/types';
import { formatDuration, levelLabel, plural } from './course-format';

const CardLink = chakra(Link);

/** A catalogue card: the whole card is one link; hovering or focusing it fetches the course ahead. */
export function CourseCard({ course, headingLevel = 'h2' }: { course: CourseSummary; headingLevel?: 'h2' | 'h3' }) {
  const queryClient = useQueryClient();
  const prefetch = () => prefetchCourse(queryClient, course.slug);
  return (
    <Box as="article" h="full">
      <CardLink
        to={href('course', { courseSlug: course.slug })}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        display="flex"
        flexDirection="column"
        h="full"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        overflow="hidden"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <Box position="relative" aspectRatio={1200 / 630} bg="brand.50">
          <Image src={course.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          <Badge
            position="absolute"
            top="3"
            left="3"
            variant="solid"
            bg={course.isFree ? 'green.700' : 'brand.600'}
            color="white"
          >
            {course.isFree ? 'Free' : 'Pro'}
          </Badge>
        </Box>
        <Stack gap="2" p="4" flex="1">
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
            {levelLabel(course.level)}
          </Text>
          <chakra.h2 as={headingLevel} fontSize="lg" fontWeight="bold" lineHeight="short" color="fg">
            {course.title}
          </chakra.h2>
          <Text fontSize="sm" color="fg.muted" lineClamp={2} flex="1">
            {course.summary}
          </Text>
          <RatingDisplay rating={course.rating} votes={course.votes} name={`${course.title} rating`} size={14} />
          <HStack gap="3" fontSize="sm" color="fg.muted">
            <span>{plural(course.lecturesCount, 'lecture')}</span>
            <span aria-hidden="true">·</span>
            <span>{formatDuration(course.durationMinutes)}</span>
          </HStack>
        </Stack>
      </CardLink>
    </Box>
  );
}
