/**
 * India's calendar and clock, for the browser and the server alike. India has one time zone and no
 * daylight saving: +05:30 all year, so a fixed offset is exact.
 */

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant whose UTC fields read India's wall clock at `at`. */
const indiaWall = (at: Date): Date => new Date(at.getTime() + INDIA_OFFSET_MS);

/** The India calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(at: Date = new Date()): string {
  return indiaWall(at).toISOString().slice(0, 10);
}

/** 00:00 India time of a YYYY-MM-DD day. */
export const indiaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/** A YYYY-MM-DD day plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO week (Monday to Sunday, India) of an instant, named by its Monday's date. */
export function indiaWeek(at: Date): string {
  const wall = indiaWall(at);
  return new Date(wall.getTime() - ((wall.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight, India time. */
export function indiaMinutes(at: Date): number {
  const wall = indiaWall(at);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/**
 * Where `now` falls in India's calendar: its day and hour there, and the instants its day, week
 * (from Monday 00:00) and calendar month start, and its day ends.
 */
export function indiaCalendar(now: Date) {
  const wall = indiaWall(now);
  const day = wall.toISOString().slice(0, 10);
  const dayStart = indiaDayStart(day);
  const weekStart = new Date(dayStart.getTime() - ((wall.getUTCDay() + 6) % 7) * DAY_MS);
  return {
    day,
    hour: wall.getUTCHours(),
    dayStart,
    dayEnd: new Date(dayStart.getTime() + DAY_MS),
    weekStart,
    monthStart: indiaDayStart(`${day.slice(0, 7)}-01`),
    /** The India date the month starts, YYYY-MM-01. */
    monthStartDay: `${day.slice(0, 7)}-01`,
  };
}

const indiaDateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "24 Nov 2026, 10:00 am", India time: how a moment is named in sentences and e-mails. */
export const formatIndiaDateTime = (at: Date | string): string => indiaDateTimeFormat.format(new Date(at));

/** "2026-11-24 10:00", India time: a spreadsheet reads it as a date and time. */
export const indiaDateTimeCell = (at: Date | null): string => (at ? indiaWall(at).toISOString().slice(0, 16).replace("T", " ") : "");

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-07-29" or an ISO timestamp → "29 Jul 2026", a timestamp read as India's date. */
export function indianDate(value: string): string {
  const ymd = value.length > 10 ? indiaDay(new Date(value)) : value;
  const [y, m, d] = ymd.split("-");
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}
