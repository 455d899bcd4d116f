import { webinarWhen } from '../webinar-when';

// The content's "18:00 UTC" on 1 December is a different clock time, and in Tokyo a different day.
const date = '2026-12-01';
const time = '18:00 UTC';

it('shows the date and time in New York for a visitor there', () => {
  const when = webinarWhen(date, time, 'en-GB', 'America/New_York');
  expect(when).toMatch(/Tue 1 December/);
  expect(when).toMatch(/13:00/);
  expect(when).toMatch(/GMT-5|EST/);
});

it('shows the date and time in Tokyo for a visitor there, on the next day', () => {
  const when = webinarWhen(date, time, 'en-GB', 'Asia/Tokyo');
  expect(when).toMatch(/Wed 2 December/);
  expect(when).toMatch(/03:00/);
  expect(when).toMatch(/GMT\+9|JST/);
});

it("without a time zone it uses the browser's own", () => {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(webinarWhen(date, time, 'en-GB')).toBe(webinarWhen(date, time, 'en-GB', browserZone));
});

it('a time it cannot read is shown as the content wrote it', () => {
  expect(webinarWhen(date, '6 pm Berlin time', 'en-GB', 'Asia/Tokyo')).toBe('2026-12-01, 6 pm Berlin time');
});
