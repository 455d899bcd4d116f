import { useEffect, useState } from 'react';

/** The video's current time, following playback and seeks while `active`. */
export function useVideoTime(video: HTMLVideoElement | null, active: boolean): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    if (!video || !active) return;
    const update = () => setTime(video.currentTime);
    update();
    video.addEventListener('timeupdate', update);
    video.addEventListener('seeked', update);
    return () => {
      video.removeEventListener('timeupdate', update);
      video.removeEventListener('seeked', update);
    };
  }, [video, active]);
  return time;
}
