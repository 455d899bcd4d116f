/** @jsxImportSource @qa/shared/ui/light-jsx */
import { SafeHtml } from '@qa/shared/ui/SafeHtml';
import type { Lecture } from '../api/lecture';
import { token } from '@qa/shared/ui/tokens';

const frame = {
  background: token('colors-black'),
  borderRadius: token('radii-xl'),
  overflow: 'hidden',
  aspectRatio: 16 / 9,
} as const;

/** The lecture's text (the API's HTML, sanitised): paragraphs and headings in the page's type. */
const prose = {
  marginTop: token('spacing-6'),
  '& p': { marginTop: 0, marginBottom: '1em', lineHeight: 1.7 },
  '& h2, & h3': { fontSize: 'inherit', fontWeight: 700, margin: '1.2em 0 .5em' },
} as const;

/** The lecture's video (native controls, the course cover as poster, captions) and its text. */
export function LecturePlayer({ lecture, poster }: { lecture: Lecture; poster: string }) {
  return (
    <div>
      {lecture.videoUrl ? (
        <div css={frame}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its <track> comes with the API's captions, when it has them */}
          <video
            key={lecture.id}
            src={lecture.videoUrl}
            poster={poster}
            controls
            preload="metadata"
            crossOrigin="anonymous"
            aria-label={`Video: ${lecture.title}`}
            css={{ display: 'block', width: token('sizes-full'), height: token('sizes-full') }}
          >
            {lecture.captionsUrl ? (
              <track kind="captions" src={lecture.captionsUrl} srcLang="en" label="English" default />
            ) : null}
          </video>
        </div>
      ) : null}
      <div css={prose}>
        <SafeHtml html={lecture.body} />
      </div>
    </div>
  );
}
