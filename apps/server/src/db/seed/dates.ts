export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

const istDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar day (India) of a moment, as YYYY-MM-DD. */
export const dayOf = (moment: Date) => istDay.format(moment);

/** The day `days` from `now` (negative: in the past), as YYYY-MM-DD. */
export const dayFrom = (now: Date, days: number) => dayOf(new Date(now.getTime() + days * DAY));
