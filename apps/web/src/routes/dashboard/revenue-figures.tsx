import { formatInr } from '@mandi/domain';
import { ChangeBadge } from './change-badge';
import { useRevenue } from './dashboard-api';
import { formatCount, formatRange, formatRupees } from './dashboard-format';
import type { Figures, Period } from './dashboard-types';
import { Widget } from './widget';

const FIGURES: readonly { key: keyof Figures; label: string; format: (value: number) => string }[] = [
  { key: 'revenue', label: 'Revenue', format: formatRupees },
  { key: 'orders', label: 'Orders', format: formatCount },
  { key: 'averageOrderValue', label: 'Average order value', format: formatInr },
  { key: 'newCustomers', label: 'New customers', format: formatCount },
];

/** The period's revenue, orders, average order value and new customers, each against the previous period. */
export function RevenueFigures({ period, enabled }: { period: Period; enabled: boolean }) {
  const query = useRevenue(period, enabled);
  return (
    <Widget
      title="Sales"
      query={query}
      skeletonRows={2}
      extra={query.data && <span className="dashboard-muted">{formatRange(query.data.range)}</span>}
    >
      {(answer) => (
        <dl className="dashboard-figures">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="dashboard-figure-tile">
              <dt>{figure.label}</dt>
              <dd>
                <span className="dashboard-figure-value">{figure.format(answer.current[figure.key])}</span>
                <ChangeBadge change={answer.change[figure.key]} />
                <span className="dashboard-figure-previous">
                  {figure.format(answer.previous[figure.key])} in {formatRange(answer.previousRange)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Widget>
  );
}
