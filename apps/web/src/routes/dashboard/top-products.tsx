import { Segmented, Typography } from 'antd';
import { Link } from 'react-router';
import { productPaths } from '../products/product-screen';
import { useTopProducts } from './dashboard-api';
import { formatCount, formatRupees } from './dashboard-format';
import type { Period, TopProductsAnswer } from './dashboard-types';
import type { TopBy } from './dashboard-url';
import { RankedShareTable } from './ranked-share-table';
import { Widget } from './widget';

type Row = TopProductsAnswer['data'][number];

/** The best sellers of the period by revenue or by quantity, each linking to its product. */
export function TopProducts({
  period,
  by,
  onBy,
  enabled,
  canOpenProducts,
}: {
  period: Period;
  by: TopBy;
  onBy: (by: TopBy) => void;
  enabled: boolean;
  canOpenProducts: boolean;
}) {
  const query = useTopProducts(period, by, enabled);
  return (
    <Widget
      title="Top products"
      query={query}
      skeletonRows={6}
      extra={
        <Segmented<TopBy>
          size="small"
          aria-label="Rank products by"
          options={[
            { label: 'By revenue', value: 'revenue' },
            { label: 'By quantity', value: 'quantity' },
          ]}
          value={by}
          onChange={onBy}
        />
      }
    >
      {(answer) => (
        <RankedShareTable<Row>
          rows={answer.data}
          rowKey="productId"
          nameTitle="Product"
          emptyText="No products sold in this period"
          share={(row) => (by === 'quantity' ? row.quantity : row.revenue)}
          name={(row) =>
            canOpenProducts ? (
              <Link to={productPaths.edit(row.productId)}>{row.name}</Link>
            ) : (
              <Typography.Text>{row.name}</Typography.Text>
            )
          }
          figures={[
            {
              key: 'quantity',
              title: 'Sold',
              align: 'right',
              width: 80,
              // A phone shows the figure the list is ranked by.
              responsive: by === 'quantity' ? undefined : ['sm'],
              render: (_, row) => formatCount(row.quantity),
            },
            {
              key: 'revenue',
              title: 'Revenue',
              align: 'right',
              width: 120,
              responsive: by === 'revenue' ? undefined : ['sm'],
              render: (_, row) => formatRupees(row.revenue),
            },
          ]}
        />
      )}
    </Widget>
  );
}
