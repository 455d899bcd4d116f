import { useEffect, useState } from 'react';
import { listen } from '@qa/shared/ui/hooks/listen';

/** The video's current time, following playback and seeks while `active`. */
export function useVideoTime(video: HTMLVideoElement | null, active: boolean): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    if (!video || !active) return;
    const update = () => setTime(video.currentTime);
    update();
    return listen(video, { timeupdate: update, seeked: update });
  }, [video, active]);
  return time;
}
