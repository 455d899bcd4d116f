/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { Notice } from '@qa/shared/ui/primitives/notice';
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
    <Notice>
      <strong>{OFFLINE_MESSAGE}.</strong> {OFFLINE_DETAIL}
    </Notice>
  );
}
