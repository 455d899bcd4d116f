import { readingMinutes, readingTimeLabel } from '../reading-time';

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it.each([
    [220, 1],
    [221, 2],
    [440, 2],
    [1158, 6],
  ])('%i words → %i min (220 a minute, rounded up)', (count, minutes) => {
    expect(readingMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });

  it('counts the words people read, not the markup around them', () => {
    const html = `<h2 id="a">Two words</h2><p>${words(217)}</p><ul><li>x</li></ul><img src="a.svg" alt="">`;
    expect(readingMinutes(html)).toBe(1);
    expect(readingMinutes(`${html}<p>one more</p>`)).toBe(2);
  });

  it('an empty or very short post still reads as one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p>Hi.</p>')).toBe(1);
  });

  it('labels the minutes', () => {
    expect(readingTimeLabel(`<p>${words(500)}</p>`)).toBe('3 min read');
  });
});
