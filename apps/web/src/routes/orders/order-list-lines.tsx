import { formatInr } from '@mandi/domain';
import { Modal, Table } from 'antd';
import { useOrder } from './order-screen';

/** An order's products, opened from its row's product count. */
export function OrderLinesDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isLoading } = useOrder(id);
  return (
    <Modal open title={`Products of order ${id}`} onCancel={onClose} footer={null} width={760}>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={data?.lines ?? []}
        columns={[
          { key: 'productName', title: 'Product', dataIndex: 'productName' },
          { key: 'variationName', title: 'Variation', dataIndex: 'variationName' },
          { key: 'sku', title: 'SKU', dataIndex: 'sku' },
          { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
          {
            key: 'price',
            title: 'Price',
            align: 'right',
            render: (_, line) => formatInr(line.salePrice > 0 ? line.salePrice : line.unitPrice),
          },
          {
            key: 'subTotal',
            title: 'Sub total',
            align: 'right',
            render: (_, line) => formatInr(line.subTotal),
          },
        ]}
      />
    </Modal>
  );
}
