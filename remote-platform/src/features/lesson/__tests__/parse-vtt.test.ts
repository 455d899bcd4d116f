import { cueIndexAt, parseTimestamp, parseVtt } from '../parse-vtt';

it('reads the cues of a file with minutes-and-seconds timestamps', () => {
  const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to this lecture.\n\n00:02.000 --> 00:04.500\nFollow along.\n';
  expect(parseVtt(vtt)).toEqual([
    { start: 0, end: 2, text: 'Welcome to this lecture.' },
    { start: 2, end: 4.5, text: 'Follow along.' },
  ]);
});

it('reads hours, cue identifiers, cue settings and Windows line ends', () => {
  const vtt = 'WEBVTT\r\n\r\nintro\r\n01:02:03.250 --> 01:02:05.000 align:start line:90%\r\nLate in a long video.\r\n';
  expect(parseVtt(vtt)).toEqual([{ start: 3723.25, end: 3725, text: 'Late in a long video.' }]);
});

it('joins a cue of several lines with spaces', () => {
  const vtt = 'WEBVTT\n\n00:01.000 --> 00:03.000\nA boundary value\nsits on the edge.\n';
  expect(parseVtt(vtt)).toEqual([{ start: 1, end: 3, text: 'A boundary value sits on the edge.' }]);
});

it('drops voice and styling tags and decodes entities', () => {
  const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Olena>Inputs &lt; 0 &amp; <i>above</i> 100</v>\n';
  expect(parseVtt(vtt)[0]?.text).toBe('Inputs < 0 & above 100');
});

it('skips the header, NOTE and STYLE blocks, and a cue whose timing is broken', () => {
  const vtt = [
    'WEBVTT - Lecture 1',
    'NOTE written by hand',
    'STYLE\n::cue { color: yellow }',
    '00:01 --> 00:02.000\nNot a valid start.',
    '00:03.000 --> 00:04.000\nKept.',
  ].join('\n\n');
  expect(parseVtt(vtt)).toEqual([{ start: 3, end: 4, text: 'Kept.' }]);
});

it('gives no cues for an empty file or one with a byte order mark only', () => {
  expect(parseVtt('')).toEqual([]);
  expect(parseVtt('\uFEFFWEBVTT\n')).toEqual([]);
});

it.each([
  ['00:05.000', 5],
  ['10:00.125', 600.125],
  ['1:00:00.000', 3600],
  ['5.000', null],
  ['00:60.000', null],
  ['00:05,000', null],
])('the timestamp %s is %p seconds', (value, seconds) => {
  expect(parseTimestamp(value)).toBe(seconds);
});

it('finds the cue on screen at a time, none in a gap between cues', () => {
  const cues = [
    { start: 0, end: 2, text: 'one' },
    { start: 2, end: 4, text: 'two' },
    { start: 6, end: 8, text: 'three' },
  ];
  expect(cueIndexAt(cues, 0)).toBe(0);
  expect(cueIndexAt(cues, 2)).toBe(1);
  expect(cueIndexAt(cues, 5)).toBe(-1);
  expect(cueIndexAt(cues, 7.9)).toBe(2);
  expect(cueIndexAt(cues, 9)).toBe(-1);
});
