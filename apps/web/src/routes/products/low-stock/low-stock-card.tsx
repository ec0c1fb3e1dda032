import { Link } from 'react-router';
import { Widget } from '../../dashboard/widget';
import { LowStockTable } from './low-stock-table';
import { lowStockPath, useLowStock } from './use-low-stock';

const TOP = 5;
const query = { join: 'product||name', limit: TOP };

/** The dashboard's low-stock card: how many variations run low and the lowest few, linking to the list. */
export function LowStockCard() {
  const list = useLowStock(query);
  return (
    <Widget
      title="Low stock"
      extra={<Link to={lowStockPath}>View all</Link>}
      query={{ ...list, data: list.data }}
      skeletonRows={3}
    >
      {(answer) => (
        <>
          <p className="dashboard-waiting" data-testid="low-stock-count">
            <strong>{answer.total}</strong> {answer.total === 1 ? 'variation' : 'variations'} at or below
            their threshold
          </p>
          {answer.total > 0 && <LowStockTable rows={answer.data} loading={false} compact />}
        </>
      )}
    </Widget>
  );
}
