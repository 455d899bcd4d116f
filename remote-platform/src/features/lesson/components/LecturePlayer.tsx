/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, useState } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { Lecture } from '../../courses/public';
import { PlayerControls } from './PlayerControls';
import { ResumeNote } from './ResumeNote';
import { Transcript } from './Transcript';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useResumePosition } from '../hooks/use-resume-position';
import { useVideoSettings } from '../hooks/use-video-settings';

const frame = {
  background: token('colors-black'),
  borderRadius: token('radii-xl'),
  overflow: 'hidden',
  aspectRatio: 16 / 9,
} as const;

/** Read by screen readers only: the player region's description. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The video fills its 16:9 frame. */
const videoFill = { display: 'block', width: token('sizes-full'), height: token('sizes-full') } as const;

/**
 * The lecture's video with the browser's own controls (the course cover as poster, captions) and,
 * under it, speed, captions, transcript and the keyboard shortcuts' help. A signed-in learner's
 * place in the video is kept (use-resume-position).
 */
export function LecturePlayer({ lecture, poster, signedIn }: { lecture: Lecture; poster: string; signedIn: boolean }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [track, setTrack] = useState<HTMLTrackElement | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const hintId = useId();
  const transcriptId = useId();
  const settings = useVideoSettings(video, track);
  usePlayerShortcuts(region, video, settings.toggleCaptions);
  const resume = useResumePosition(video, {
    courseSlug: lecture.courseSlug,
    lectureId: lecture.id,
    durationSeconds: lecture.durationSeconds,
    enabled: signedIn,
  });
  if (!lecture.videoUrl) return null;
  const { captionsUrl } = lecture;

  return (
    <div css={stack('spacing-3')}>
      <section ref={setRegion} aria-label="Lecture player" aria-describedby={hintId}>
        <p id={hintId} css={srOnly}>
          Keyboard shortcuts: Space plays or pauses, left and right arrows skip 5 seconds, F for full screen, C for
          captions.
        </p>
        <div css={frame}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its <track> comes with the API's captions, when it has them */}
          <video
            key={lecture.id}
            ref={setVideo}
            src={lecture.videoUrl}
            poster={poster}
            controls
            preload="metadata"
            playsInline
            crossOrigin="anonymous"
            // Focusable as the browsers make a video with controls, so the shortcuts have a place to start.
            tabIndex={0}
            aria-label={`Video: ${lecture.title}`}
            css={videoFill}
          >
            {captionsUrl ? (
              <track
                ref={setTrack}
                kind="captions"
                srcLang="en"
                label="English"
                src={captionsUrl}
                default={settings.captionsOn}
              />
            ) : null}
          </video>
        </div>
        <PlayerControls
          speed={settings.speed}
          onSpeed={settings.setSpeed}
          transcriptId={transcriptId}
          captions={
            captionsUrl
              ? {
                  on: settings.captionsOn,
                  toggle: settings.toggleCaptions,
                  transcriptOpen,
                  toggleTranscript: () => setTranscriptOpen((open) => !open),
                }
              : null
          }
        />
      </section>
      <div role="status" css={smallMutedText}>
        {resume.resumedAt !== null ? <ResumeNote seconds={resume.resumedAt} onStartOver={resume.startOver} /> : null}
      </div>
      {captionsUrl ? (
        <Transcript id={transcriptId} captionsUrl={captionsUrl} video={video} open={transcriptOpen} />
      ) : null}
    </div>
  );
}
