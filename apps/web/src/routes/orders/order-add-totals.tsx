import { formatInr, orderTaxSplit, type PricedOrder } from '@mandi/domain';
import { Divider, Flex, Typography } from 'antd';

const figure = (label: string, value: string, strong = false) => (
  <Flex justify="space-between" gap={12}>
    <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
      {label}
    </Typography.Text>
    <Typography.Text strong={strong} data-figure={label}>
      {value}
    </Typography.Text>
  </Flex>
);

/** The order's figures as priceOrder gives them; "checked by the server" once the quote agrees. */
export function OrderTotals({ priced, confirmed }: { priced: PricedOrder | null; confirmed: boolean }) {
  if (!priced) return <Typography.Text type="secondary">Working out the totals…</Typography.Text>;
  // As the order view shows it: GST inside the prices, the cess charged on top its own row.
  const { gst, cess } = orderTaxSplit(priced);
  return (
    <Flex vertical gap={4} aria-label="Order totals">
      {figure(`Products (${priced.totalQuantity})`, formatInr(priced.total))}
      {figure('of which GST', formatInr(gst))}
      {figure('Discount', priced.discountAmount > 0 ? `− ${formatInr(priced.discountAmount)}` : formatInr(0))}
      {figure('Delivery', priced.shippingCharges > 0 ? formatInr(priced.shippingCharges) : 'Free')}
      {cess > 0 && figure('Compensation cess', formatInr(cess))}
      <Divider style={{ margin: '6px 0' }} />
      {figure('Grand total', formatInr(priced.grandTotal), true)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {confirmed ? 'Checked by the server' : 'Checking with the server…'}
      </Typography.Text>
    </Flex>
  );
}
