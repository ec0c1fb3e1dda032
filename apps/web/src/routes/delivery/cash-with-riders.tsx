import { formatInr } from '@mandi/domain';
import { Link } from 'react-router';
import { REFRESH_MS } from '../dashboard/dashboard-api';
import { Widget } from '../dashboard/widget';
import { useDeliveryReport } from './delivery-api';
import { deliveryPaths } from './delivery-paths';

/** How many riders the card names; the report lists every one. */
const RIDERS_SHOWN = 5;

/**
 * The dashboard's "Cash with riders": what riders collected on runs not yet closed, in all and
 * for those holding the most; the report has the rest. Asked again each minute.
 */
export function CashWithRiders() {
  const query = useDeliveryReport(undefined, undefined, REFRESH_MS);
  return (
    <Widget title="Cash with riders" query={query} skeletonRows={2}>
      {(report) => {
        const holding = report.riders
          .filter((rider) => rider.cashWithRider > 0)
          .sort((a, b) => b.cashWithRider - a.cashWithRider)
          .slice(0, RIDERS_SHOWN);
        return (
          <>
            <p className="dashboard-waiting" data-testid="cash-with-riders">
              <strong>{formatInr(report.totals.cashWithRiders)}</strong> not yet handed in
            </p>
            {holding.map((rider) => (
              <div key={rider.riderId} className="dashboard-muted">
                {rider.riderName ?? `Staff #${rider.riderId}`}: {formatInr(rider.cashWithRider)}
              </div>
            ))}
            <Link to={deliveryPaths.report}>Delivery report</Link>
          </>
        );
      }}
    </Widget>
  );
}
