import { describe, expect, it } from 'vitest';
import { describeChange, formatChange } from './change-badge';
import { defaultBucket, periodQuery, readView, writeView } from './dashboard-url';

const view = (query: string) => readView(new URLSearchParams(query));

describe('the dashboard view in the URL', () => {
  it('opens on 30 days, day buckets, by revenue, and writes nothing for the defaults', () => {
    expect(view('')).toEqual({ period: { period: '30d' }, bucket: 'day', top: 'revenue' });
    expect(writeView(view('')).toString()).toBe('');
  });

  it('reads and writes a chosen period, bucket and ranking', () => {
    const chosen = view('period=7d&bucket=week&top=quantity');
    expect(chosen).toEqual({ period: { period: '7d' }, bucket: 'week', top: 'quantity' });
    expect(writeView(chosen).toString()).toBe('period=7d&bucket=week&top=quantity');
  });

  it('keeps a custom range and falls back to the default for a broken one', () => {
    expect(view('period=custom&from=2026-09-01&to=2026-09-30').period).toEqual({
      period: 'custom',
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(view('period=custom&from=2026-09-30&to=2026-09-01').period).toEqual({ period: '30d' });
    expect(view('period=custom&from=yesterday&to=2026-09-01').period).toEqual({ period: '30d' });
    expect(view('period=year').period).toEqual({ period: '30d' });
  });

  it('groups long custom ranges by week or month unless the URL says', () => {
    expect(defaultBucket({ period: 'custom', from: '2026-09-01', to: '2026-11-01' })).toBe('day');
    expect(defaultBucket({ period: 'custom', from: '2026-06-01', to: '2026-11-01' })).toBe('week');
    expect(defaultBucket({ period: 'custom', from: '2025-12-01', to: '2026-11-01' })).toBe('month');
    expect(view('period=custom&from=2025-12-01&to=2026-11-01').bucket).toBe('month');
    expect(view('period=custom&from=2025-12-01&to=2026-11-01&bucket=day').bucket).toBe('day');
    expect(writeView(view('period=custom&from=2025-12-01&to=2026-11-01')).get('bucket')).toBeNull();
  });

  it('sends from and to only for a custom period', () => {
    expect(periodQuery({ period: '7d', from: '2026-01-01', to: '2026-01-02' })).toEqual({ period: '7d' });
    expect(periodQuery({ period: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });
});

describe('a change against the previous period', () => {
  it('shows a sign, one decimal and a true minus', () => {
    expect(formatChange(12.4)).toBe('+12.4%');
    expect(formatChange(-3.1)).toBe('\u22123.1%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(1234.5)).toBe('+1,234.5%');
  });

  it('says it in words for screen readers', () => {
    expect(describeChange(12.4)).toBe('up 12.4% on the previous period');
    expect(describeChange(-3.1)).toBe('down 3.1% on the previous period');
    expect(describeChange(0)).toBe('unchanged from the previous period');
    expect(describeChange(null)).toBe('no figure for the previous period to compare with');
  });
});
