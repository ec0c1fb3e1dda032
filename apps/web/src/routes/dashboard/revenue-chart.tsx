import { formatInrCompact } from '@mandi/domain';
import { Segmented, theme } from 'antd';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { useRevenueByDate } from './dashboard-api';
import { bucketLabel, bucketTitle, formatCount, formatRange, formatRupees } from './dashboard-format';
import type { Bucket, Period, RevenueByDateAnswer, RevenuePoint } from './dashboard-types';
import { BUCKETS } from './dashboard-url';
import { Widget } from './widget';

const PREVIOUS_COLOR = '#8c8c8c';

function ChartTooltip({
  active,
  payload,
  bucket,
}: Partial<TooltipContentProps<number, string>> & { bucket: Bucket }) {
  const { token } = theme.useToken();
  const point = payload?.[0]?.payload as RevenuePoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="dashboard-tooltip">
      <div className="dashboard-tooltip-row">
        <span className="dashboard-dot" style={{ background: token.colorPrimary }} />
        <span>{bucketTitle(point.date, bucket)}</span>
        <strong>{formatRupees(point.revenue)}</strong>
      </div>
      <div className="dashboard-tooltip-sub">{formatCount(point.orders)} orders</div>
      {point.previousDate && (
        <>
          <div className="dashboard-tooltip-row">
            <span className="dashboard-dot dashboard-dot-previous" />
            <span>{bucketTitle(point.previousDate, bucket)}</span>
            <strong>{formatRupees(point.previousRevenue)}</strong>
          </div>
          <div className="dashboard-tooltip-sub">{formatCount(point.previousOrders)} orders</div>
        </>
      )}
    </div>
  );
}

/** The figures as a table, for screen readers. */
function RevenueTable({ answer }: { answer: RevenueByDateAnswer }) {
  return (
    <div className="dashboard-sr-only">
      <table>
        <caption>Revenue by {answer.bucket}, this period and the previous one</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
            <th scope="col">Previous period</th>
            <th scope="col">Previous revenue</th>
          </tr>
        </thead>
        <tbody>
          {answer.points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{bucketTitle(point.date, answer.bucket)}</th>
              <td>{formatRupees(point.revenue)}</td>
              <td>{formatCount(point.orders)}</td>
              <td>{point.previousDate ? bucketTitle(point.previousDate, answer.bucket) : '—'}</td>
              <td>{formatRupees(point.previousRevenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** This period's revenue as a filled area, the previous period's as a dashed line. */
function RevenuePlot({ answer }: { answer: RevenueByDateAnswer }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={answer.points}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // recharts' keyboard layer: focus the chart, then the arrow keys move the tooltip.
        aria-label="Revenue by date chart; the arrow keys move between dates"
      >
        <defs>
          <linearGradient id="dashboard-revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={token.colorPrimary} stopOpacity={0.25} />
            <stop offset="100%" stopColor={token.colorPrimary} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => bucketLabel(date, answer.bucket)}
          tickLine={false}
          axisLine={{ stroke: token.colorBorder }}
          tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={(value: number) => formatInrCompact(value)}
          tickLine={false}
          axisLine={false}
          tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
          width={64}
        />
        <Tooltip content={<ChartTooltip bucket={answer.bucket} />} cursor={{ stroke: token.colorBorder }} />
        <Legend
          verticalAlign="top"
          align="right"
          height={28}
          iconType="plainline"
          wrapperStyle={{ fontSize: 12, color: token.colorTextSecondary }}
        />
        <Area
          name="This period"
          dataKey="revenue"
          type="monotone"
          stroke={token.colorPrimary}
          strokeWidth={2}
          fill="url(#dashboard-revenue-fill)"
          dot={answer.points.length <= 1}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
        <Line
          name="Previous period"
          dataKey="previousRevenue"
          stroke={PREVIOUS_COLOR}
          type="monotone"
          strokeDasharray="4 4"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/**
 * Revenue by day, week or month, the previous period as a dashed grey line over the same
 * buckets. The axis speaks lakh and crore (₹1.2L), the tooltip exact rupees (₹1,23,456); the
 * same figures are in a table for screen readers; the keyboard moves the tooltip with the arrows.
 */
export default function RevenueChart({
  period,
  bucket,
  onBucket,
  enabled,
}: {
  period: Period;
  bucket: Bucket;
  onBucket: (bucket: Bucket) => void;
  enabled: boolean;
}) {
  const query = useRevenueByDate(period, bucket, enabled);
  return (
    <Widget
      title="Revenue by date"
      className="dashboard-chart"
      skeletonRows={8}
      query={query}
      extra={
        <Segmented<Bucket>
          size="small"
          aria-label="Group revenue by"
          options={BUCKETS.map((choice) => ({ label: choice.label, value: choice.value }))}
          value={bucket}
          onChange={onBucket}
        />
      }
    >
      {(answer) => (
        <figure className="dashboard-figure">
          <figcaption className="dashboard-figure-caption">
            {formatRange(answer.range)}{' '}
            <span className="dashboard-muted">against {formatRange(answer.previousRange)}</span>
          </figcaption>
          <div className="dashboard-chart-box">
            <RevenuePlot answer={answer} />
          </div>
          <RevenueTable answer={answer} />
        </figure>
      )}
    </Widget>
  );
}
