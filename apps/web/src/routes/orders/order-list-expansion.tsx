import { EnvironmentOutlined } from '@ant-design/icons';
import { formatDateTime, formatInr, orderMapUrl } from '@mandi/domain';
import { Button, Descriptions, Flex, Rate, Typography } from 'antd';
import { InvoiceButton } from './order-documents';
import type { OrderRow } from './order-screen';

/**
 * What an order's row shows when opened: its amounts in full, the customer's rating and
 * comments, and the map and invoice; the row itself keeps the order's one line.
 */
export function OrderRowExpansion({ row }: { row: OrderRow }) {
  const amounts = [
    { key: 'total', label: 'Total', children: formatInr(row.total) },
    { key: 'shipping', label: 'Shipping', children: formatInr(row.shippingCharges) },
    { key: 'discount', label: 'Discount', children: formatInr(row.discountAmount) },
    { key: 'grand', label: 'Grand total', children: <strong>{formatInr(row.grandTotal)}</strong> },
    { key: 'received', label: 'Received', children: formatInr(row.amountReceived) },
    ...(row.paymentInitiatedTimestamp
      ? [
          {
            key: 'initiated',
            label: 'Payment initiated',
            children: formatDateTime(row.paymentInitiatedTimestamp),
          },
        ]
      : []),
  ];
  return (
    <Flex gap={24} wrap align="flex-start" data-testid={`order-expansion-${row.id}`}>
      <Descriptions size="small" column={3} items={amounts} style={{ flex: '1 1 480px' }} />
      <Flex vertical gap={4} style={{ flex: '0 1 320px' }}>
        {row.rating ? <Rate disabled value={row.rating} style={{ fontSize: 12 }} /> : null}
        {row.comments ? (
          <Typography.Text type="secondary" italic>
            {row.comments}
          </Typography.Text>
        ) : null}
        <Flex gap={8} wrap>
          {row.orderPlacedCoordinates && row.status !== 'In Cart' ? (
            <Button
              size="small"
              icon={<EnvironmentOutlined />}
              href={orderMapUrl(row.orderPlacedCoordinates)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Map of order ${row.id}`}
            >
              Map
            </Button>
          ) : null}
          {row.status !== 'In Cart' ? <InvoiceButton orderId={row.id} size="small" /> : null}
        </Flex>
      </Flex>
    </Flex>
  );
}
