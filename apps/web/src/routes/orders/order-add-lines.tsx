import { DeleteOutlined } from '@ant-design/icons';
import { formatInr, type PricedOrder } from '@mandi/domain';
import { Button, InputNumber, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { Line } from './order-add-draft';
import { stockLabel } from './order-add-pickers';

interface LineActions {
  priced: PricedOrder | null;
  onQuantity: (productsVariationId: number, quantity: number) => void;
  onRemove: (productsVariationId: number) => void;
}

const LinePrice = ({ line }: { line: Line }) => (
  <Space direction="vertical" size={0} align="end">
    <span>{formatInr(line.product.salePrice > 0 ? line.product.salePrice : line.product.unitPrice)}</span>
    {line.product.salePrice > 0 && (
      <Typography.Text delete type="secondary">
        {formatInr(line.product.unitPrice)}
      </Typography.Text>
    )}
  </Space>
);

function LineAmount({ line, priced }: { line: Line; priced: PricedOrder | null }) {
  const pricedLine = priced?.lines.find((l) => l.productsVariationId === line.product.productsVariationId);
  return pricedLine ? (
    <Space direction="vertical" size={0} align="end">
      <span>{formatInr(pricedLine.subTotal)}</span>
      <Typography.Text type="secondary">
        GST {pricedLine.taxRate}%: {formatInr(pricedLine.taxedAmount)}
      </Typography.Text>
    </Space>
  ) : null;
}

const lineColumns = ({ priced, onQuantity, onRemove }: LineActions): TableColumnsType<Line> => [
  {
    key: 'name',
    title: 'Product',
    render: (_, line) => (
      <Space direction="vertical" size={0}>
        <span>{line.product.name}</span>
        <Typography.Text type="secondary">{line.product.sku}</Typography.Text>
      </Space>
    ),
  },
  { key: 'stock', title: 'Stock', render: (_, line) => stockLabel(line.product) },
  { key: 'price', title: 'Price', align: 'right', render: (_, line) => <LinePrice line={line} /> },
  {
    key: 'quantity',
    title: 'Quantity',
    render: (_, line) => (
      <InputNumber
        aria-label={`Quantity of ${line.product.name}`}
        min={1}
        max={9999}
        precision={0}
        value={line.quantity}
        onChange={(value) => onQuantity(line.product.productsVariationId, value ?? 1)}
      />
    ),
  },
  {
    key: 'subTotal',
    title: 'Amount (GST incl.)',
    align: 'right',
    render: (_, line) => <LineAmount line={line} priced={priced} />,
  },
  {
    key: 'remove',
    title: '',
    render: (_, line) => (
      <Button
        aria-label={`Remove ${line.product.name}`}
        icon={<DeleteOutlined />}
        onClick={() => onRemove(line.product.productsVariationId)}
      />
    ),
  },
];

/** The order's lines with their stock, price, quantity and priced amount. */
export function OrderLinesTable({ lines, ...actions }: LineActions & { lines: Line[] }) {
  return (
    <Table<Line>
      rowKey={(line) => line.product.productsVariationId}
      size="small"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: 'No products yet: search above to add one' }}
      columns={lineColumns(actions)}
    />
  );
}
