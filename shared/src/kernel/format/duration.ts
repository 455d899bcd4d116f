/** A length of time as the site writes it: '45 min', '2 h', '1 h 25 min'; whole minutes, never '1.4 h'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * A video's length or a moment in it, as a player writes it: '0:04', '1:42', '1:02:05'. Whole
 * seconds, rounded down, so the label is never longer than the media ('2 min' for 1:42 would be).
 */
export function formatMediaLength(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h === 0 ? `${m}:${s}` : `${h}:${String(m).padStart(2, '0')}:${s}`;
}
