/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { token } from '@qa/shared/ui/tokens';
import { watchNetworkStatus } from './network-status';

export const OFFLINE_MESSAGE = 'You are offline';
const OFFLINE_DETAIL = 'The page carries on when the connection is back.';

/**
 * Says in the page that the browser is offline (docs/behaviour.md, errors table). Online it renders
 * nothing, so it adds no empty status region to every page.
 */
export function OfflineNotice() {
  const [offline, setOffline] = useState(false);
  useEffect(() => watchNetworkStatus(setOffline), []);
  if (!offline) return null;
  return (
    <p
      role="status"
      css={{
        position: 'fixed',
        left: '50%',
        bottom: token('spacing-4'),
        transform: 'translateX(-50%)',
        zIndex: 1400,
        margin: 0,
        maxWidth: 'calc(100% - 32px)',
        padding: `${token('spacing-2')} ${token('spacing-4')}`,
        borderRadius: token('radii-md'),
        background: token('colors-fg'),
        color: token('colors-bg'),
        fontSize: token('font-sizes-sm'),
        boxShadow: token('shadows-lg'),
      }}
    >
      <strong>{OFFLINE_MESSAGE}.</strong> {OFFLINE_DETAIL}
    </p>
  );
}
