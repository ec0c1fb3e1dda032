import { coupons, formatInr } from '@mandi/domain';
import { Flex, Tag, Typography } from 'antd';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { ValidityCell } from '../../kit/list/validity-cell';
import { type Coupon, couponFilters, couponPaths, couponSorts } from './coupon-screen';

const count = new Intl.NumberFormat('en-IN');

/** "15% up to ₹200" or "₹50 off". */
const discountOf = (row: Coupon) =>
  row.applyDiscount === 'amount'
    ? `${formatInr(row.discountAmount)} off`
    : `${row.percentAmount}% up to ${formatInr(row.maximumDiscountAmount)}`;

const columns: readonly ListColumn<Coupon>[] = [
  { key: 'id', title: 'ID', width: 70, sortField: 'id' },
  {
    key: 'name',
    title: 'Name',
    render: (row) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{row.name}</Typography.Text>
        <span>
          <Tag color="green" style={{ fontFamily: 'monospace' }}>
            {row.code}
          </Tag>
          {row.firstTimeUser && <Tag>First order</Tag>}
          {row.oneTimeUse && <Tag>Once a customer</Tag>}
        </span>
      </Flex>
    ),
  },
  {
    key: 'discount',
    title: 'Discount',
    render: (row) => (
      <Flex vertical gap={2}>
        <span>{discountOf(row)}</span>
        <Typography.Text type="secondary">on orders from {formatInr(row.minimumAmount)}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'validity',
    title: 'Validity',
    render: (row) => <ValidityCell from={row.validFrom} till={row.validTill} />,
  },
  {
    key: 'totalAvailable',
    title: 'Available',
    align: 'right',
    render: (row) => count.format(row.totalAvailable),
  },
  {
    key: 'sales',
    title: 'Sales',
    align: 'right',
    render: (row) => formatInr(row.sales ?? 0),
  },
  {
    key: 'savings',
    title: 'Savings',
    align: 'right',
    render: (row) => formatInr(row.savings ?? 0),
  },
  {
    key: 'timesUsed',
    title: 'Times used',
    align: 'right',
    defaultHidden: true,
    render: (row) => count.format(row.timesUsed ?? 0),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  { key: 'createdTimestamp', title: 'Created', kind: 'date', defaultHidden: true },
];

export default function CouponList() {
  return (
    <ResourceList<Coupon>
      def={coupons}
      paths={couponPaths}
      columns={columns}
      filters={couponFilters}
      sortChoices={couponSorts}
    />
  );
}
