/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { Button } from '@qa/shared/ui/primitives/Button';
import { token } from '@qa/shared/ui/tokens';
import { borderLine, hstack } from '@qa/shared/ui/chakra-look/layout';
import { SPEEDS } from '../hooks/use-video-settings';
import { PlayerHelp } from './PlayerHelp';

/** A toggle's "on" look: the brand's light ground, as a selected chip. */
const toggled = {
  '&[aria-pressed="true"], &[aria-expanded="true"]': {
    background: token('colors-brand-50'),
    borderColor: token('colors-brand-500'),
    color: token('colors-brand-700'),
  },
} as const;

const select = {
  height: '2.25rem',
  margin: 0,
  paddingInline: token('spacing-2'),
  border: borderLine,
  borderRadius: token('radii-lg'),
  background: token('colors-white'),
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: token('font-sizes-sm'),
  '&:focus-visible': { outline: '2px solid', outlineColor: token('colors-brand-500'), outlineOffset: 1 },
} as const;

export interface PlayerControlsProps {
  speed: number;
  onSpeed: (speed: number) => void;
  /** Null when the lecture has no captions file: no captions or transcript toggle. */
  captions: { on: boolean; toggle: () => void; transcriptOpen: boolean; toggleTranscript: () => void } | null;
  transcriptId: string;
}

/** Speed, captions, transcript and the shortcuts' help, under the video. */
export function PlayerControls({ speed, onSpeed, captions, transcriptId }: PlayerControlsProps) {
  const id = useId();
  const speeds: readonly number[] = SPEEDS.includes(speed as (typeof SPEEDS)[number]) ? SPEEDS : [...SPEEDS, speed];
  return (
    <div css={[hstack('spacing-2'), { marginTop: token('spacing-3') }]}>
      <label
        htmlFor={id}
        css={[hstack('spacing-2'), { fontSize: token('font-sizes-sm'), fontWeight: token('font-weights-medium') }]}
      >
        Playback speed
        <select id={id} value={String(speed)} onChange={(event) => onSpeed(Number(event.target.value))} css={select}>
          {speeds.map((value) => (
            <option key={value} value={String(value)}>
              {value}×
            </option>
          ))}
        </select>
      </label>
      {captions ? (
        <>
          <Button variant="secondary" size="sm" aria-pressed={captions.on} onClick={captions.toggle} css={toggled}>
            Captions
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={captions.transcriptOpen}
            aria-controls={transcriptId}
            onClick={captions.toggleTranscript}
            css={toggled}
          >
            Transcript
          </Button>
        </>
      ) : null}
      <PlayerHelp />
    </div>
  );
}
