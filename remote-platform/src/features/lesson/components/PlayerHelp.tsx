/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, useState } from 'react';
import { Button } from '@qa/shared/ui/primitives/Button';
import { token } from '@qa/shared/ui/styles/tokens';
import { panel } from '@qa/shared/ui/chakra/chakra-look/layout';
import { SKIP_SECONDS } from '../hooks/use-player-shortcuts';

export const SHORTCUTS = [
  ['Space', 'Play or pause'],
  ['← / →', `Back or forward ${SKIP_SECONDS} seconds`],
  ['F', 'Full screen on or off'],
  ['C', 'Captions on or off'],
] as const;

const key = {
  fontFamily: 'inherit',
  fontSize: token('font-sizes-xs'),
  fontWeight: token('font-weights-semibold'),
  paddingInline: token('spacing-1.5'),
  paddingBlock: token('spacing-0.5'),
  border: `1px solid ${token('colors-gray-200')}`,
  borderRadius: token('radii-md'),
  background: token('colors-gray-50'),
  whiteSpace: 'nowrap',
} as const;

/** Takes a line of its own in the player's row of controls. */
const help = [panel, { flexBasis: '100%', padding: token('spacing-3') }];
const intro = { margin: `0 0 ${token('spacing-2')}`, fontSize: token('font-sizes-sm') } as const;
const keyList = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${token('spacing-1.5')} ${token('spacing-3')}`,
  margin: 0,
  fontSize: token('font-sizes-sm'),
} as const;
/** The pair's wrapper leaves the grid to its dt and dd. */
const pair = { display: 'contents' } as const;
const actionText = { margin: 0 } as const;

/** "Keyboard shortcuts": a disclosure listing the player's keys. */
export function PlayerHelp() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Keyboard shortcuts
      </Button>
      <div id={id} hidden={!open} css={help}>
        <p css={intro}>While the player has focus:</p>
        <dl css={keyList}>
          {SHORTCUTS.map(([keys, action]) => (
            <div key={keys} css={pair}>
              <dt>
                <kbd css={key}>{keys}</kbd>
              </dt>
              <dd css={actionText}>{action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
