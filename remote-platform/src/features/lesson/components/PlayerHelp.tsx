/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, useState } from 'react';
import { Button } from '@qa/shared/ui/primitives/Button';
import { token } from '@qa/shared/ui/tokens';
import { panel } from '@qa/shared/ui/chakra-look/layout';
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

/** "Keyboard shortcuts": a disclosure listing the player's keys. */
export function PlayerHelp() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Keyboard shortcuts
      </Button>
      <div id={id} hidden={!open} css={[panel, { flexBasis: '100%', padding: token('spacing-3') }]}>
        <p css={{ margin: `0 0 ${token('spacing-2')}`, fontSize: token('font-sizes-sm') }}>
          While the player has focus:
        </p>
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: `${token('spacing-1.5')} ${token('spacing-3')}`,
            margin: 0,
            fontSize: token('font-sizes-sm'),
          }}
        >
          {SHORTCUTS.map(([keys, action]) => (
            <div key={keys} css={{ display: 'contents' }}>
              <dt>
                <kbd css={key}>{keys}</kbd>
              </dt>
              <dd css={{ margin: 0 }}>{action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
