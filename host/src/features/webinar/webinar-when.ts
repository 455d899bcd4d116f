/**
 * The webinar's date and time in the visitor's time zone. The content gives a date (YYYY-MM-DD)
 * and a time like "18:00 UTC"; anything else is shown as the content wrote it. `timeZone` defaults
 * to the browser's own; tests pass one to check the conversion independently of the machine's zone.
 */
export function webinarWhen(date: string, time: string, locale?: string, timeZone?: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const clock = /^(\d{1,2}):(\d{2})\s*(UTC|GMT|Z)?$/i.exec(time.trim());
  if (!day || !clock) return [date, time].filter(Boolean).join(', ');
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, dayOfMonth, hour, minute));
  if (Number.isNaN(at.getTime())) return `${date}, ${time}`;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
}
