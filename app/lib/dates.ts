/**
 * Calendar dates as the site prints them. Content stores plain calendar dates,
 * not instants, so nothing here goes through a local time zone: the
 * prerendered HTML and the page hydrated in a visitor's browser always print
 * the same day, wherever either of them runs.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;

/** Throws unless year, month (1-12) and day name a real day, so bad content fails the build. */
function assertCalendarDate(year: number, month: number, day: number, source: string) {
  // Date.UTC rolls invalid days over (Feb 30 becomes Mar 2); a round trip catches that.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new Error(`Not a calendar date: "${source}"`);
  }
}

/** '2025-08-19' becomes 'August 19, 2025'. */
export function formatLongDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${isoDate}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  assertCalendarDate(year, month, day, isoDate);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * 'July 11, 2025' becomes '2025-07-11': the machine-readable `dateTime` of a
 * `<time>` for content that stores the date the way it is printed.
 */
export function longDateToIso(longDate: string): string {
  const match = LONG_DATE.exec(longDate);
  const monthIndex = match ? MONTHS.indexOf(match[1] as (typeof MONTHS)[number]) : -1;
  if (!match || monthIndex === -1) {
    throw new Error(`Expected a date like "July 11, 2025", got "${longDate}"`);
  }
  const [year, month, day] = [Number(match[3]), monthIndex + 1, Number(match[2])];
  assertCalendarDate(year, month, day, longDate);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
