import { Box, chakra } from '@qa/shared/ui/kit';
import { SafeHtml } from '@qa/shared/ui/SafeHtml';
import type { Lecture } from '../api/lecture';

const Video = chakra('video');

/** The lecture's video (native controls, the course cover as poster, captions) and its text. */
export function LecturePlayer({ lecture, poster }: { lecture: Lecture; poster: string }) {
  return (
    <Box>
      {lecture.videoUrl ? (
        <Box bg="black" rounded="xl" overflow="hidden" aspectRatio={16 / 9}>
          <Video
            key={lecture.id}
            src={lecture.videoUrl}
            poster={poster}
            controls
            preload="metadata"
            crossOrigin="anonymous"
            w="full"
            h="full"
            aria-label={`Video: ${lecture.title}`}
          >
            {lecture.captionsUrl ? (
              <track kind="captions" src={lecture.captionsUrl} srcLang="en" label="English" default />
            ) : null}
          </Video>
        </Box>
      ) : null}
      <Box
        mt="6"
        css={{
          '& p': { marginBottom: '1em', lineHeight: 1.7 },
          '& h2, & h3': { fontWeight: 700, margin: '1.2em 0 .5em' },
        }}
      >
        <SafeHtml html={lecture.body} />
      </Box>
    </Box>
  );
}
