import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge, Box, chakra, Heading, HStack, Stack, Text } from '@qa/shared/ui/kit';
import type { CourseDetail, CourseProgress } from '../api/types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatDuration, plural } from './course-format';
import { LectureIcon } from './LectureIcon';

export interface Section<T> {
  title: string;
  lectures: T[];
}

/** Consecutive lectures of one section title, in syllabus order (an untitled one is "Section n"). */
export function sectionsOf<T extends { section: string }>(lectures: T[]): Section<T>[] {
  const sections: Section<T>[] = [];
  for (const lecture of lectures) {
    const last = sections[sections.length - 1];
    if (last && last.lectures[0]?.section === lecture.section) last.lectures.push(lecture);
    else sections.push({ title: lecture.section || `Section ${sections.length + 1}`, lectures: [lecture] });
  }
  return sections;
}

const LectureLink = chakra(Link);

export function Syllabus({
  course,
  access,
  progress,
}: {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}) {
  const done = new Set(progress?.completedLectureIds ?? []);
  return (
    <Stack as="section" aria-labelledby="syllabus" gap="4">
      <Heading as="h2" id="syllabus" size="xl">
        Syllabus
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {plural(course.lectures.length, 'lecture')} · {formatDuration(course.durationMinutes)}
      </Text>
      {sectionsOf(course.lectures).map(({ title, lectures }, index) => (
        <Box key={lectures[0]?.id ?? index} borderWidth="1px" borderColor="border" rounded="xl" bg="white">
          <HStack
            justify="space-between"
            gap="3"
            px="4"
            py="3"
            borderBottomWidth="1px"
            borderColor="border"
            wrap="wrap"
          >
            <Heading as="h3" size="sm">
              {index + 1}. {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {plural(lectures.length, 'lecture')} ·{' '}
              {formatDuration(lectures.reduce((sum, lecture) => sum + lecture.durationMinutes, 0))}
            </Text>
          </HStack>
          <chakra.ol listStyleType="none" m="0" p="0">
            {lectures.map((lecture) => {
              const open = canWatch(access, lecture);
              const mark = done.has(lecture.id) ? 'Completed' : open ? null : 'Locked';
              return (
                <HStack
                  as="li"
                  key={lecture.id}
                  justify="space-between"
                  gap="3"
                  px="4"
                  py="3"
                  borderTopWidth="1px"
                  borderColor="border"
                  _first={{ borderTopWidth: 0 }}
                >
                  <HStack gap="3" minW="0">
                    <Text
                      as="span"
                      aria-hidden="true"
                      color={done.has(lecture.id) ? 'green.600' : 'fg.muted'}
                      w="5"
                      textAlign="center"
                    >
                      <LectureIcon kind={done.has(lecture.id) ? 'done' : open ? 'play' : 'locked'} />
                    </Text>
                    <LectureLink
                      to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                      color="fg"
                      _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                      truncate
                    >
                      {lecture.position}. {lecture.title}
                    </LectureLink>
                    {mark ? <chakra.span srOnly>({mark})</chakra.span> : null}
                  </HStack>
                  <HStack gap="2" flexShrink={0}>
                    {lecture.isFreePreview && access !== 'open' ? (
                      <Badge colorPalette="green" variant="subtle">
                        Free preview
                      </Badge>
                    ) : null}
                    <Text fontSize="sm" color="fg.muted">
                      {formatDuration(lecture.durationMinutes)}
                    </Text>
                  </HStack>
                </HStack>
              );
            })}
          </chakra.ol>
        </Box>
      ))}
    </Stack>
  );
}
