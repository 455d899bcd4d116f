/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useId, useState } from 'react';
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { Button } from '@qa/shared/ui/primitives/Button';
import { input } from '@qa/shared/ui/primitives/field-look';
import { SearchInput } from '@qa/shared/ui/primitives/SearchInput';
import { Text } from '@qa/shared/ui/primitives/text';
import { token } from '@qa/shared/ui/styles/tokens';
import { panel, smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { useTranscript } from '../api/transcript';
import { cueIndexAt, type Cue } from '../parse-vtt';
import { useVideoTime } from '../hooks/use-video-time';
import { playFrom } from '../video-actions';
import { Highlighted } from './Highlighted';

const list = {
  position: 'relative',
  listStyleType: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '20rem',
  overflowY: 'auto',
} as const;

/** A line: the kit's quiet button, wrapped and start-aligned as text. */
const line = {
  width: '100%',
  height: 'auto',
  justifyContent: 'flex-start',
  alignItems: 'baseline',
  gap: token('spacing-3'),
  paddingBlock: token('spacing-1.5'),
  paddingInline: token('spacing-2'),
  whiteSpace: 'normal',
  textAlign: 'start',
  fontWeight: token('font-weights-normal'),
  fontSize: token('font-sizes-sm'),
  lineHeight: 1.5,
  '&[aria-current="true"]': { background: token('colors-brand-50'), fontWeight: token('font-weights-medium') },
} as const;

// the stack's display would otherwise win over `hidden`
const box = [panel, stack('spacing-3'), { padding: token('spacing-4'), '&[hidden]': { display: 'none' } }];
const searchInput = [input, { height: '2.5rem', fontSize: token('font-sizes-sm') }];
const retry = { alignSelf: 'flex-start' } as const;
const time = { color: token('colors-fg-muted'), fontVariantNumeric: 'tabular-nums', flexShrink: 0 } as const;

const matchCount = (count: number) =>
  count === 0 ? 'No lines match' : count === 1 ? '1 line matches' : `${count} lines match`;

/** Scrolls the list (never the page) so its current line shows, a third down from its top. */
function keepCurrentInView(list: HTMLElement) {
  const item = list.querySelector<HTMLElement>('[aria-current="true"]');
  if (!item) return;
  const top = item.offsetTop;
  const visible = top >= list.scrollTop && top + item.offsetHeight <= list.scrollTop + list.clientHeight;
  if (!visible) list.scrollTop = Math.max(0, top - list.clientHeight / 3);
}

function useFollowCurrent(list: HTMLOListElement | null, current: number, following: boolean) {
  useEffect(() => {
    if (list && following) keepCurrentInView(list);
  }, [list, current, following]);
}

/**
 * The lecture's transcript, from its captions file (loaded on first opening): every line with its
 * time, a search that filters and highlights, the line being spoken marked; a line plays the video
 * from its start.
 */
export function Transcript(props: { id: string; captionsUrl: string; video: HTMLVideoElement | null; open: boolean }) {
  const { id, captionsUrl, video, open } = props;
  const transcript = useTranscript(captionsUrl, open);
  const [query, setQuery] = useState('');
  const [listElement, setListElement] = useState<HTMLOListElement | null>(null);
  const searchId = useId();
  const current = cueIndexAt(transcript.data ?? [], useVideoTime(video, open));
  const needle = query.trim().toLowerCase();
  const lines = (transcript.data ?? [])
    .map((cue, index) => ({ cue, index }))
    .filter(({ cue }) => !needle || cue.text.toLowerCase().includes(needle));
  useFollowCurrent(listElement, current, open && !needle);

  return (
    <section id={id} hidden={!open} aria-label="Transcript" css={box}>
      <div css={stack('spacing-1.5')}>
        <Text as="label" htmlFor={searchId} size="sm" weight="medium">
          Search the transcript
        </Text>
        <SearchInput id={searchId} value={query} onSearch={setQuery} css={searchInput} />
        <p role="status" css={smallMutedText}>
          {needle && transcript.data ? matchCount(lines.length) : ''}
        </p>
      </div>
      {transcript.isPending ? (
        <p css={smallMutedText}>Loading the transcript…</p>
      ) : transcript.isError ? (
        <div role="alert" css={stack('spacing-2')}>
          <p css={smallMutedText}>The transcript could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void transcript.refetch()} css={retry}>
            Retry
          </Button>
        </div>
      ) : (
        <ol ref={setListElement} aria-label="Transcript lines" css={list}>
          {lines.map(({ cue, index }) => (
            <li key={index}>
              <TranscriptLine cue={cue} needle={needle} current={index === current} video={video} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TranscriptLine({
  cue,
  needle,
  current,
  video,
}: {
  cue: Cue;
  needle: string;
  current: boolean;
  video: HTMLVideoElement | null;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-current={current ? 'true' : undefined}
      onClick={() => (video ? playFrom(video, cue.start) : undefined)}
      css={line}
    >
      <span css={time}>{formatMediaLength(cue.start)}</span>
      <span>
        <Highlighted text={cue.text} needle={needle} />
      </span>
    </Button>
  );
}
