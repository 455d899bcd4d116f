/**
 * A date as the site writes it: '15 Nov 2026', or 'Fri, 4 Dec 2026' where a schedule needs the
 * weekday. One English form for every visitor (the site is in English), made without Intl on
 * purpose: a page's first Intl object loads the runtime's locale data (100–150 ms of main thread at
 * 4× CPU), and a prerendered page (a blog post) must read the same in the copy and in the app.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface DateOptions {
  /** 'Fri, 4 Dec 2026' instead of '4 Dec 2026'. */
  weekday?: boolean;
  /**
   * Whose calendar the day is read on. By default the browser's own (the visitor's; a date and time
   * without a zone reads as written). 'UTC' for a day that must not depend on where the page is
   * rendered (a prerendered page's), and for a bare 'YYYY-MM-DD', which JavaScript reads as UTC
   * midnight. Any other zone (tests, a schedule pinned to one) uses Intl.
   */
  timeZone?: string;
}

interface Day {
  year: number;
  month: number;
  day: number;
}

function dayIn(date: Date, timeZone: string | undefined): Day {
  if (timeZone === undefined) return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
  if (timeZone === 'UTC') return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return { year: parts['year'] ?? 0, month: (parts['month'] ?? 1) - 1, day: parts['day'] ?? 0 };
}

/** A value that cannot be read as a date gives ''. */
export function formatDate(value: string | number | Date, { weekday = false, timeZone }: DateOptions = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = dayIn(date, timeZone);
  const text = `${day} ${MONTHS[month]} ${year}`;
  if (!weekday) return text;
  return `${WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]}, ${text}`;
}
