import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';

const percent = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "+12.4%" and "−3.1%" (a true minus sign), "0.0%". */
export function formatChange(change: number): string {
  const size = percent.format(Math.abs(change));
  return change > 0 ? `+${size}%` : change < 0 ? `\u2212${size}%` : `${size}%`;
}

/** What a screen reader says for a change: "up 12.4% on the previous period". */
export function describeChange(change: number | null): string {
  if (change === null) return 'no figure for the previous period to compare with';
  if (change === 0) return 'unchanged from the previous period';
  const size = percent.format(Math.abs(change));
  return `${change > 0 ? 'up' : 'down'} ${size}% on the previous period`;
}

/**
 * A figure against the previous period: green with an up arrow when it grew, red with a down
 * arrow when it fell, grey when unchanged or when there is nothing to compare with. The colour
 * is never the only sign: the arrow and the words say it too.
 */
export function ChangeBadge({ change }: { change: number | null }) {
  const tone = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <span className={`dashboard-change dashboard-change-${tone}`}>
      <span aria-hidden="true">
        {tone === 'up' && <ArrowUpOutlined />}
        {tone === 'down' && <ArrowDownOutlined />} {change === null ? '—' : formatChange(change)}
      </span>
      <span className="dashboard-sr-only">{describeChange(change)}</span>
    </span>
  );
}
