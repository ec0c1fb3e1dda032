import { EyeOutlined } from '@ant-design/icons';
import { formatDateTime, formatInr, type OrderMoney, orderMoney } from '@mandi/domain';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { PaymentBadge, StatusTag } from './order-badges';
import { DeliverButton } from './order-deliver';
import { OrderLinesDialog } from './order-list-lines';
import { type OrderRow, orderPaths } from './order-screen';
import './order-list.css';

/**
 * The order list's columns (issue 31.1): every cell one line, or a figure with a small line
 * under it, so a row stays about 48 px and a 1366 × 768 screen holds a dozen orders. The rest
 * (amount breakdown, rating, comments, map, invoice) is in the row's expansion.
 */

/** A cell's main line and its small second line. */
function TwoLines({ main, sub, align }: { main: React.ReactNode; sub?: React.ReactNode; align?: 'end' }) {
  return (
    <div className={align === 'end' ? 'order-cell two-lines end' : 'order-cell two-lines'}>
      <div className="main">{main}</div>
      {sub ? <div className="sub">{sub}</div> : null}
    </div>
  );
}

/** Under the grand total: where its money stands, by the same rules as the payment badge. */
export function amountStanding(money: Pick<OrderMoney, 'badge' | 'due' | 'refundDue'>): string | null {
  switch (money.badge) {
    case 'Paid':
      return 'Paid';
    case 'Part paid':
    case 'Not paid':
      return `${formatInr(money.due)} due`;
    case 'Refund due':
      return `${formatInr(money.refundDue)} to refund`;
    default:
      return null;
  }
}

function ProductCount({ row }: { row: OrderRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        type="link"
        className="order-cell-button"
        onClick={() => setOpen(true)}
        aria-label={`Products of order ${row.id}`}
      >
        {row.totalProducts} {row.totalProducts === 1 ? 'product' : 'products'}
      </Button>
      {open && <OrderLinesDialog id={row.id} onClose={() => setOpen(false)} />}
    </>
  );
}

export const orderColumns: readonly ListColumn<OrderRow>[] = [
  {
    key: 'id',
    title: 'Order',
    sortField: 'id',
    render: (row) => (
      <Flex gap={6} align="center" wrap={false} className="order-cell">
        <Link to={orderPaths.view(row.id)}>#{row.id}</Link>
        <StatusTag status={row.status} />
      </Flex>
    ),
  },
  {
    key: 'orderTimestamp',
    title: 'Placed on',
    sortField: 'orderTimestamp',
    render: (row) => {
      // "Sat, 28th Nov 2026, 10:30 am": the day over the time.
      const text = row.orderTimestamp ? formatDateTime(row.orderTimestamp) : '';
      const cut = text.lastIndexOf(', ');
      return text ? <TwoLines main={text.slice(0, cut)} sub={text.slice(cut + 2)} /> : null;
    },
  },
  {
    key: 'customer',
    title: 'Customer',
    render: (row) => (
      <TwoLines
        main={
          <span className="order-cell-name" title={row.customerName ?? undefined}>
            {row.customerName}
          </span>
        }
        sub={row.customerMobile}
      />
    ),
  },
  { key: 'totalProducts', title: 'Products', render: (row) => <ProductCount row={row} /> },
  {
    key: 'payment',
    title: 'Payment',
    render: (row) => <PaymentBadge method={row.paymentMethod} money={orderMoney(row)} />,
  },
  {
    key: 'amounts',
    title: 'Amount',
    align: 'right',
    render: (row) => {
      const standing = amountStanding(orderMoney(row));
      return (
        <TwoLines
          align="end"
          main={<strong data-testid="order-grand-total">{formatInr(row.grandTotal)}</strong>}
          sub={standing}
        />
      );
    },
  },
];

/** View, and Deliver while the order is out for delivery; Map and Invoice are in the expansion. */
export function orderRowActions(row: OrderRow) {
  return (
    <>
      <Link to={orderPaths.view(row.id)}>
        <Button size="small" icon={<EyeOutlined />} aria-label={`View order ${row.id}`}>
          View
        </Button>
      </Link>
      <DeliverButton row={row} />
    </>
  );
}
