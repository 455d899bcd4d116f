/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, chakra, Heading, HStack, Stack, Text } from '@qa/shared/ui/kit';
import type { CourseDetail, CourseProgress } from '../api/types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatDuration, plural } from './course-format';
import { LectureIcon } from './LectureIcon';
import { badge, token } from '../../../ui/chakra-tokens';
import { VisuallyHidden } from '@qa/shared/ui/light';

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

// The lecture rows are on the light layer: a course has dozens, and Chakra resolves each styled
// element's props at render time (docs/architecture.md "The light layer's styles").
const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: token('spacing-3'),
  paddingInline: token('spacing-4'),
  paddingBlock: token('spacing-3'),
  borderTopWidth: 1,
  borderColor: token('colors-border'),
  '&:first-of-type': { borderTopWidth: 0 },
} as const;

const lectureLink = {
  color: token('colors-fg'),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&:hover': { color: token('colors-brand-fg'), textDecoration: 'underline' },
} as const;

const freePreview = [badge, { background: token('colors-green-subtle'), color: token('colors-green-fg') }];

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
                <li key={lecture.id} css={row}>
                  <div css={{ display: 'flex', alignItems: 'center', gap: token('spacing-3'), minWidth: 0 }}>
                    <span
                      aria-hidden="true"
                      css={{
                        color: token(done.has(lecture.id) ? 'colors-green-600' : 'colors-fg-muted'),
                        width: token('sizes-5'),
                        textAlign: 'center',
                      }}
                    >
                      <LectureIcon kind={done.has(lecture.id) ? 'done' : open ? 'play' : 'locked'} />
                    </span>
                    <Link
                      to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                      css={lectureLink}
                    >
                      {lecture.position}. {lecture.title}
                    </Link>
                    {mark ? <VisuallyHidden>({mark})</VisuallyHidden> : null}
                  </div>
                  <div css={{ display: 'flex', alignItems: 'center', gap: token('spacing-2'), flexShrink: 0 }}>
                    {lecture.isFreePreview && access !== 'open' ? <span css={freePreview}>Free preview</span> : null}
                    <p css={{ fontSize: token('font-sizes-sm'), color: token('colors-fg-muted') }}>
                      {formatDuration(lecture.durationMinutes)}
                    </p>
                  </div>
                </li>
              );
            })}
          </chakra.ol>
        </Box>
      ))}
    </Stack>
  );
}
