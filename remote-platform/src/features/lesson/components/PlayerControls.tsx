/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { Button } from '@qa/shared/ui/primitives/Button';
import { token } from '@qa/shared/ui/styles/tokens';
import { hstack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { nativeControl } from '../../../components/control-look';
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
  ...nativeControl,
  height: '2.25rem',
  paddingInline: token('spacing-2'),
  borderRadius: token('radii-lg'),
} as const;

const controls = [hstack('spacing-2'), { marginTop: token('spacing-3') }];
const speedLabel = [
  hstack('spacing-2'),
  { fontSize: token('font-sizes-sm'), fontWeight: token('font-weights-medium') },
];

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
    <div css={controls}>
      <label htmlFor={id} css={speedLabel}>
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
