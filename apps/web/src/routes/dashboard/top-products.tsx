import { Segmented, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { productPaths } from '../products/product-screen';
import { useTopProducts } from './dashboard-api';
import { formatCount, formatRupees } from './dashboard-format';
import type { Period, TopProductsAnswer } from './dashboard-types';
import type { TopBy } from './dashboard-url';
import { ShareBar } from './share-bar';
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
      {(answer) => {
        const measure = (row: Row) => (by === 'quantity' ? row.quantity : row.revenue);
        const max = Math.max(0, ...answer.data.map(measure));
        return (
          <Table<Row>
            className="dashboard-table"
            size="small"
            rowKey="productId"
            pagination={false}
            dataSource={answer.data}
            locale={{ emptyText: 'No products sold in this period' }}
            columns={[
              {
                key: 'name',
                title: 'Product',
                render: (_, row, index) => (
                  <div className="dashboard-ranked">
                    <span className="dashboard-rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className="dashboard-ranked-body">
                      {canOpenProducts ? (
                        <Link to={productPaths.edit(row.productId)}>{row.name}</Link>
                      ) : (
                        <Typography.Text>{row.name}</Typography.Text>
                      )}
                      <ShareBar value={measure(row)} max={max} />
                    </div>
                  </div>
                ),
              },
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
        );
      }}
    </Widget>
  );
}
