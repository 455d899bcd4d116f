/** One caption of a WebVTT file: from `start` to `end` (seconds), its lines joined by spaces. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '', quot: '"' };

/** `01:02.500` or `1:01:02.500` → seconds; anything else → null. */
export function parseTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** A cue's payload as plain text: voice, class and styling tags dropped, entities decoded. */
const plain = (line: string) =>
  line
    .replace(/<[^>]*>/g, '')
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .trim();

/**
 * The cues of a WebVTT file, in file order. Header, NOTE, STYLE and REGION blocks and cue
 * identifiers are skipped; a block whose timing line does not parse is dropped, not the file.
 */
export function parseVtt(source: string): Cue[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    // The timing is the block's first line, or its second after a cue identifier.
    if (timingAt < 0 || timingAt > 1) continue;
    const timing = TIMING.exec(lines[timingAt]?.trim() ?? '');
    const start = parseTimestamp(timing?.[1] ?? '');
    const end = parseTimestamp(timing?.[2] ?? '');
    if (start === null || end === null) continue;
    const text = lines
      .slice(timingAt + 1)
      .map(plain)
      .filter(Boolean)
      .join(' ');
    if (text) cues.push({ start, end, text });
  }
  return cues;
}

/** The cue being shown at `time`: the last one started by then and not yet ended. */
export function cueIndexAt(cues: readonly Cue[], time: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index] as Cue;
    if (cue.start <= time) return time < cue.end ? index : -1;
  }
  return -1;
}
