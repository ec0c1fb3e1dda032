import { describe, expect, it } from 'vitest';
import { isCalendarDay, isoDay } from './validity';

describe('isoDay', () => {
  const day = isoDay('Please choose a date');

  it('takes a real calendar day', () => {
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    expect(isCalendarDay('2026-12-31')).toBe(true);
  });

  it('refuses a day the calendar does not have, which Date.parse would roll over', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '0000-01-01',
      '2026-13-01',
      '2026-1-01',
      20260101,
    ]) {
      expect(isCalendarDay(value)).toBe(false);
      expect(day.safeParse(value).error?.issues[0]?.message).toBe('Please choose a date');
    }
  });
});
