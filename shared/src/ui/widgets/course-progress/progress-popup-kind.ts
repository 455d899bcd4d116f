import { PROGRESS_POPUP_THRESHOLDS } from '@qa/shared/kernel/constants';

export type ProgressPopupKind = 'popup1' | 'popup2' | 'popup3';

/** docs/behaviour.md: popup1 from 30 to below 50 percent, popup2 from 50 to below 100, popup3 at exactly 100. */
export function progressPopupKind(percent: number): ProgressPopupKind | null {
  const { first, second, complete } = PROGRESS_POPUP_THRESHOLDS;
  if (percent === complete) return 'popup3';
  if (percent >= second && percent < complete) return 'popup2';
  if (percent >= first && percent < second) return 'popup1';
  return null;
}
