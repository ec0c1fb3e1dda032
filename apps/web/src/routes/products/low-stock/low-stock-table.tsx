import type { LowStockAnswer } from '@mandi/domain';
import { Table, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { productPaths } from '../product-screen';

type LowStockRow = LowStockAnswer['data'][number];

const columns: TableProps<LowStockRow>['columns'] = [
  {
    key: 'product',
    title: 'Product',
    render: (_, row) => {
      const product = row.product?.name ?? '';
      const name = row.name && row.name !== product ? ` · ${row.name}` : '';
      return row.productId ? (
        <Link to={productPaths.edit(row.productId)}>{`${product}${name}`}</Link>
      ) : (
        product
      );
    },
  },
  { key: 'sku', title: 'SKU', dataIndex: 'sku' },
  {
    key: 'stockQuantity',
    title: 'Stock quantity',
    dataIndex: 'stockQuantity',
    align: 'right',
    render: (quantity: number) => (
      <Tag color={quantity <= 0 ? 'error' : 'warning'} variant="outlined">
        {quantity}
      </Tag>
    ),
  },
  {
    key: 'threshold',
    title: 'Threshold',
    align: 'right',
    render: (_, row) => (row.lowStockThreshold === null ? `${row.threshold} (store)` : row.threshold),
  },
  { key: 'stockStatus', title: 'Stock status', dataIndex: 'stockStatus' },
];

/** Low-stock variations: product (opens its form), sku, quantity, the threshold in force, status. */
export function LowStockTable(props: { rows: readonly LowStockRow[]; loading: boolean; compact?: boolean }) {
  return (
    <Table<LowStockRow>
      rowKey="id"
      size="small"
      columns={
        props.compact ? columns!.filter((c) => c.key !== 'stockStatus' && c.key !== 'threshold') : columns
      }
      dataSource={props.rows as LowStockRow[]}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: 'No variation is running low' }}
    />
  );
}
