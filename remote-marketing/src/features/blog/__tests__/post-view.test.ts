import { postDate, readingMinutes, readingTimeLabel } from '../post-view';

describe('postDate', () => {
  it.each([
    ['2026-11-23T09:30:00', '23 Nov 2026'],
    ['2026-01-01T00:00:00', '1 Jan 2026'],
    ['2025-12-31T23:59:59', '31 Dec 2025'],
  ])('%s → %s, the day the post was written (a WordPress date has no zone: read as local time)', (iso, shown) => {
    expect(postDate(iso)).toBe(shown);
  });

  it('a date that cannot be read shows nothing rather than breaking the page', () => {
    expect(postDate('not a date')).toBe('');
    expect(postDate('')).toBe('');
  });

  it('makes no Intl object (the first one of a page loads its locale data: 100–150 ms at 4× CPU)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const toLocale = jest.spyOn(Date.prototype, 'toLocaleDateString');
    postDate('2026-11-23T09:30:00');
    expect(made).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
  });
});

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
