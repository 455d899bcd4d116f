import { useEffect } from 'react';
import { useLatest } from '@qa/shared/ui/hooks/use-latest';
import { skip, toggleFullscreen, togglePlay } from '../video-actions';

export const SKIP_SECONDS = 5;

/** Where typing must stay typing: no shortcut fires there. */
const TEXT_ENTRY = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';
/** Where Space and the arrows already mean something (press a button, follow a link). */
const OWN_KEYS = 'button, a[href], summary';

/**
 * The player's keyboard shortcuts while focus is inside `region`: Space play/pause, ←/→ 5 s,
 * f full screen, c captions. Handled keys are taken from the browser, so a focused video's
 * native controls do not act on them a second time.
 */
export function usePlayerShortcuts(
  region: HTMLElement | null,
  video: HTMLVideoElement | null,
  toggleCaptions: () => void,
): void {
  const captions = useLatest(toggleCaptions);

  useEffect(() => {
    if (!region || !video) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_ENTRY)) return;
      const own = target !== video && target?.closest(OWN_KEYS) !== null && target !== null;
      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      switch (event.key) {
        case ' ':
          if (!own) act(() => togglePlay(video));
          break;
        case 'ArrowLeft':
          if (!own) act(() => skip(video, -SKIP_SECONDS));
          break;
        case 'ArrowRight':
          if (!own) act(() => skip(video, SKIP_SECONDS));
          break;
        case 'f':
        case 'F':
          act(() => toggleFullscreen(video));
          break;
        case 'c':
        case 'C':
          act(() => captions.current());
          break;
      }
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, [region, video, captions]);
}
