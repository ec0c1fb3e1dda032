import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { formatInr, type PricedOrder } from '@mandi/domain';
import { Button, InputNumber, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { DraftLine } from './order-change-draft';

interface LineActions {
  priced: PricedOrder | null;
  onQuantity: (productsVariationId: number, quantity: number) => void;
}

/** The row's change in words: unchanged, removed, added, or was → now. */
function ChangeTag({ line }: { line: DraftLine }) {
  if (line.quantity === line.was) return null;
  if (line.quantity === 0) return <Tag color="red">Removed</Tag>;
  if (line.was === 0) return <Tag color="green">Added</Tag>;
  return (
    <Tag color="orange">
      {line.was} → {line.quantity}
    </Tag>
  );
}

const columns = ({ priced, onQuantity }: LineActions): TableColumnsType<DraftLine> => {
  const pricedOf = (line: DraftLine) =>
    priced?.lines.find((l) => l.productsVariationId === line.productsVariationId);
  return [
    {
      key: 'name',
      title: 'Product',
      render: (_, line) => (
        <Space direction="vertical" size={0}>
          <Typography.Text delete={line.quantity === 0}>{line.name}</Typography.Text>
          <Space size={4}>
            {line.sku && <Typography.Text type="secondary">{line.sku}</Typography.Text>}
            <ChangeTag line={line} />
          </Space>
        </Space>
      ),
    },
    { key: 'was', title: 'Ordered', align: 'right', render: (_, line) => line.was },
    {
      key: 'quantity',
      title: 'Quantity',
      render: (_, line) =>
        line.quantity === 0 ? (
          <Typography.Text type="secondary">0</Typography.Text>
        ) : (
          <InputNumber
            aria-label={`Quantity of ${line.name}`}
            min={1}
            max={9999}
            precision={0}
            value={line.quantity}
            onChange={(value) => onQuantity(line.productsVariationId, value ?? 1)}
          />
        ),
    },
    {
      key: 'price',
      title: 'Price',
      align: 'right',
      render: (_, line) => formatInr(pricedOf(line)?.price ?? line.price),
    },
    {
      key: 'subTotal',
      title: 'Amount (GST incl.)',
      align: 'right',
      render: (_, line) =>
        line.quantity === 0 ? '—' : formatInr(pricedOf(line)?.subTotal ?? line.price * line.quantity),
    },
    {
      key: 'action',
      title: '',
      render: (_, line) =>
        line.quantity === 0 ? (
          <Button
            aria-label={`Put back ${line.name}`}
            icon={<UndoOutlined />}
            onClick={() => onQuantity(line.productsVariationId, line.was)}
          >
            Put back
          </Button>
        ) : (
          <Button
            aria-label={`Remove ${line.name}`}
            icon={<DeleteOutlined />}
            onClick={() => onQuantity(line.productsVariationId, 0)}
          />
        ),
    },
  ];
};

/** The order's lines as they will be: quantities to change, lines to remove or put back. */
export function ChangeLinesTable({ lines, ...actions }: LineActions & { lines: DraftLine[] }) {
  return (
    <Table<DraftLine>
      rowKey="productsVariationId"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={columns(actions)}
    />
  );
}
