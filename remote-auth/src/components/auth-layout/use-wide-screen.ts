import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_PX } from '@qa/shared/kernel/constants';

/** Wider than the narrow-screen breakpoint of docs/behaviour.md (640 px)? Follows resizes and rotation. */
const query = `(min-width: ${NARROW_SCREEN_MAX_PX + 1}px)`;

const subscribe = (onChange: () => void) => {
  const list = globalThis.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isWide = () => globalThis.matchMedia?.(query).matches ?? true;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
