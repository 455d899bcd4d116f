import { useCallback, useEffect, useRef, useState } from 'react';
import { getLecturePosition, saveLecturePosition } from '../api/lecture-position';
import { seekTo } from '../video-actions';

/** Positions this close to either end start the video from the beginning (nothing worth resuming). */
const RESUME_MARGIN_S = 5;
/** While playing, the position is saved this often; a pause and leaving the page save at once. */
const SAVE_EVERY_MS = 10_000;

interface ResumeTarget {
  courseSlug: string;
  lectureId: number;
  durationSeconds: number;
  /** Signed in and allowed to watch: an anonymous visitor's position is never asked for or sent. */
  enabled: boolean;
}

/** Seeks; before the video knows its length the time is set again once it does (some browsers drop it). */
function seek(video: HTMLVideoElement, seconds: number) {
  seekTo(video, seconds);
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) return;
  const again = () => {
    if (video.currentTime < 1) seekTo(video, seconds);
  };
  video.addEventListener('loadedmetadata', again, { once: true });
}

/**
 * Resume where the learner stopped (saved per learner per lecture on the server): on load the
 * video jumps to the saved position and the page says so; while it plays the position is saved
 * every ~10 s, on pause and on leaving. Saving is best effort: a failure is ignored and never
 * touches playback.
 */
export function useResumePosition(video: HTMLVideoElement | null, target: ResumeTarget) {
  const { courseSlug, lectureId, durationSeconds, enabled } = target;
  // Per lecture: another lecture's note is not shown while this one's position is on its way.
  const [resumed, setResumed] = useState<{ lectureId: number; seconds: number } | null>(null);
  const lastSaved = useRef<number | null>(null);

  const save = useCallback(
    (seconds: number) => {
      const rounded = Math.round(Math.min(Math.max(seconds, 0), durationSeconds));
      if (lastSaved.current === rounded) return; // a pause right after a periodic save: nothing new
      lastSaved.current = rounded;
      saveLecturePosition(courseSlug, lectureId, rounded).catch(() => undefined);
    },
    [courseSlug, lectureId, durationSeconds],
  );

  useEffect(() => {
    lastSaved.current = null;
    if (!enabled || !video) return;
    let cancelled = false;
    getLecturePosition(courseSlug, lectureId)
      .then(({ seconds }) => {
        // Not if the learner already started watching while the position was on its way.
        if (cancelled || video.currentTime > 1 || !video.paused) return;
        if (seconds <= RESUME_MARGIN_S || seconds >= durationSeconds - RESUME_MARGIN_S) return;
        lastSaved.current = Math.round(seconds);
        seek(video, seconds);
        setResumed({ lectureId, seconds });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [video, enabled, courseSlug, lectureId, durationSeconds]);

  useEffect(() => {
    if (!enabled || !video) return;
    // Only a learner who pressed play in this visit has a position worth keeping.
    let played = false;
    let savedAt = 0;
    const saveNow = () => {
      if (!played) return;
      savedAt = Date.now();
      save(video.currentTime);
    };
    const onPlay = () => {
      played = true;
      savedAt = Date.now();
    };
    const onTimeUpdate = () => {
      if (played && !video.paused && Date.now() - savedAt >= SAVE_EVERY_MS) saveNow();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', saveNow);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saveNow);
    return () => {
      saveNow(); // leaving the lecture (another lecture, another page)
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', saveNow);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saveNow);
    };
  }, [video, enabled, save]);

  const startOver = useCallback(() => {
    setResumed(null);
    if (!video) return;
    seekTo(video, 0);
    save(0);
  }, [video, save]);

  return { resumedAt: resumed?.lectureId === lectureId ? resumed.seconds : null, startOver };
}
