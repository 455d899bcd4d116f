/** What the player's own controls and shortcuts do to the video; none of them throws. */

/** Plays; a refused play (no source yet, a browser's autoplay rule) leaves the video paused. */
export function play(video: HTMLVideoElement): void {
  try {
    const started = video.play() as Promise<void> | undefined;
    started?.catch(() => undefined);
  } catch {
    // an old browser's synchronous refusal: the native controls still work
  }
}

export function togglePlay(video: HTMLVideoElement): void {
  if (video.paused) play(video);
  else video.pause();
}

/** Moves by `delta` seconds, within the video (its length unknown yet: from 0 on). */
export function skip(video: HTMLVideoElement, delta: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = Math.min(Math.max(video.currentTime + delta, 0), end);
}

/** Full screen on and off; a browser without it (or one that refuses) leaves the page as it is. */
export function toggleFullscreen(video: HTMLVideoElement): void {
  const request = document.fullscreenElement
    ? document.exitFullscreen?.bind(document)
    : video.requestFullscreen?.bind(video);
  request?.().catch(() => undefined);
}

/** Seeks to `seconds` and plays from there (a transcript line). */
export function playFrom(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = seconds;
  play(video);
}

/** Moves to `seconds` without changing play or pause. */
export function seekTo(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = seconds;
}

/** Loading a source resets playbackRate to defaultPlaybackRate: both are set. */
export function applySpeed(video: HTMLVideoElement, speed: number): void {
  video.defaultPlaybackRate = speed;
  video.playbackRate = speed;
}
