import { useCallback, useEffect, useState } from 'react';
import { applySpeed } from '../video-actions';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** The `<track>`'s text track (the element's own, else the video's first). */
const textTrackOf = (video: HTMLVideoElement | null, track: HTMLTrackElement | null): TextTrack | null =>
  (track?.track as TextTrack | undefined) ?? video?.textTracks?.[0] ?? null;

/**
 * Playback speed and captions, kept across lectures (a new lecture's video gets them at once) and
 * in step with the video's native menu when a browser offers one.
 */
export function useVideoSettings(video: HTMLVideoElement | null, track: HTMLTrackElement | null) {
  const [speed, setSpeed] = useState(1);
  const [captionsOn, setCaptionsOn] = useState(true);

  useEffect(() => {
    if (video) applySpeed(video, speed);
  }, [video, speed]);

  useEffect(() => {
    if (!video) return;
    const onRateChange = () => setSpeed(video.playbackRate);
    video.addEventListener('ratechange', onRateChange);
    return () => video.removeEventListener('ratechange', onRateChange);
  }, [video]);

  useEffect(() => {
    const textTrack = textTrackOf(video, track);
    if (textTrack) textTrack.mode = captionsOn ? 'showing' : 'hidden';
  }, [video, track, captionsOn]);

  useEffect(() => {
    const tracks = video?.textTracks;
    if (!tracks || typeof tracks.addEventListener !== 'function') return;
    const onChange = () => {
      const textTrack = textTrackOf(video, track);
      if (textTrack) setCaptionsOn(textTrack.mode === 'showing');
    };
    tracks.addEventListener('change', onChange);
    return () => tracks.removeEventListener('change', onChange);
  }, [video, track]);

  const toggleCaptions = useCallback(() => setCaptionsOn((on) => !on), []);
  return { speed, setSpeed, captionsOn, toggleCaptions };
}
