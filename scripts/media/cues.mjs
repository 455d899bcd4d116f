// When each card of a lecture video shows and what its captions say: the title card, then each
// slide for as long as its narration takes at an unhurried speaking pace.

/** Seconds of the title card (no narration over it). */
export const TITLE_SECONDS = 3;
const WORDS_PER_SECOND = 2.6;
const MIN_CUE_SECONDS = 2.5;
/** A breath after each sentence. */
const PAUSE_SECONDS = 0.5;

const round = (seconds) => Math.round(seconds * 100) / 100;

/** How long a sentence stays on screen. */
export const cueSeconds = (sentence) =>
  round(Math.max(MIN_CUE_SECONDS, sentence.trim().split(/\s+/).length / WORDS_PER_SECOND + PAUSE_SECONDS));

/**
 * `cards[i]`: seconds of card i (0 = title card), `starts[i]` when it appears; `cues`: every narration sentence with its start
 * and end in the video.
 */
export function cueTimes(slides) {
  const cards = [TITLE_SECONDS];
  const starts = [0];
  const cues = [];
  let at = TITLE_SECONDS;
  for (const slide of slides) {
    let length = 0;
    for (const sentence of slide.narration) {
      const seconds = cueSeconds(sentence);
      cues.push({ start: round(at + length), end: round(at + length + seconds - PAUSE_SECONDS / 2), text: sentence });
      length += seconds;
    }
    cards.push(round(length));
    starts.push(at);
    at = round(at + length);
  }
  return { cards, starts, cues, total: at };
}

const timestamp = (seconds) => {
  const whole = Math.floor(seconds);
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  const millis = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `${minutes}:${rest}.${millis}`;
};

/** WebVTT text escapes `&`, `<` and `>` like HTML. */
const escapeCue = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toVtt(cues) {
  const blocks = cues.map((cue) => `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapeCue(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
