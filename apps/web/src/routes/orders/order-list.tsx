import { DownloadOutlined, EnvironmentOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatInr,
  ORDER_DEFAULT_STATUS,
  ORDER_EXPORT_RANGE_MESSAGE,
  orderMapUrl,
  orderMoney,
} from '@mandi/domain';
import { Button, DatePicker, Flex, Modal, Rate, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client';
import { notify } from '../../api/notify';
import { DAY_FORMAT } from '../../kit/form/day-range';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { saveDownload } from '../../kit/list/save-download';
import { PaymentBadge, StatusTag } from './order-badges';
import { DeliverButton } from './order-deliver';
import { InvoiceButton, OrderBulkActions, PickListButton } from './order-documents';
import { type OrderRow, orderFilters, orderListDef, orderPaths, useOrder } from './order-screen';

function LinesDialog({ id, onClose }: { id: number; onClose: () => void }) {
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

function ProductCount({ row }: { row: OrderRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Products of order ${row.id}`}>
        {row.totalProducts} {row.totalProducts === 1 ? 'product' : 'products'}
      </Button>
      {open && <LinesDialog id={row.id} onClose={() => setOpen(false)} />}
    </>
  );
}

const figure = (label: string, value: number) => (
  <Flex justify="space-between" gap={12}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <span>{formatInr(value)}</span>
  </Flex>
);

const columns: readonly ListColumn<OrderRow>[] = [
  {
    key: 'id',
    title: 'Order',
    sortField: 'id',
    render: (row) => (
      <Space direction="vertical" size={2}>
        <Link to={orderPaths.view(row.id)}>#{row.id}</Link>
        <StatusTag status={row.status} />
        <PaymentBadge method={row.paymentMethod} money={orderMoney(row)} />
        <DeliverButton row={row} />
      </Space>
    ),
  },
  { key: 'orderTimestamp', title: 'Placed on', kind: 'datetime', sortField: 'orderTimestamp' },
  { key: 'totalProducts', title: 'Products', render: (row) => <ProductCount row={row} /> },
  {
    key: 'customer',
    title: 'Customer',
    render: (row) => (
      <Space direction="vertical" size={0}>
        <span>{row.customerName}</span>
        <Typography.Text type="secondary">{row.customerMobile}</Typography.Text>
        {row.rating ? <Rate disabled value={row.rating} style={{ fontSize: 12 }} /> : null}
        {row.comments ? (
          <Typography.Text type="secondary" italic ellipsis style={{ maxWidth: 220 }}>
            {row.comments}
          </Typography.Text>
        ) : null}
      </Space>
    ),
  },
  {
    key: 'amounts',
    title: 'Amounts',
    width: 230,
    render: (row) => (
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        {figure('Total', row.total)}
        {figure('Shipping', row.shippingCharges)}
        {figure('Discount', row.discountAmount)}
        <strong>{figure('Grand total', row.grandTotal)}</strong>
        {figure('Received', row.amountReceived)}
        {row.paymentInitiatedTimestamp ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Payment initiated {formatDateTime(row.paymentInitiatedTimestamp)}
          </Typography.Text>
        ) : null}
      </Space>
    ),
  },
];

function rowActions(row: OrderRow) {
  return (
    <>
      <Link to={orderPaths.view(row.id)}>
        <Button size="small" icon={<EyeOutlined />} aria-label={`View order ${row.id}`}>
          View
        </Button>
      </Link>
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
    </>
  );
}

/** Export of a placed-on range with the list's filters: "Please select a date range" without one. */
function OrderExport() {
  const [params] = useSearchParams();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!range) {
      notify.error(ORDER_EXPORT_RANGE_MESSAGE);
      return;
    }
    const status = params.get('status') ?? ORDER_DEFAULT_STATUS;
    const text = (name: string) => params.get(name)?.trim() || undefined;
    const number = (name: string) =>
      text(name) && /^\d+$/.test(text(name)!) ? Number(text(name)) : undefined;
    setBusy(true);
    try {
      const response = await request<Response>('POST', '/orders/export', {
        raw: true,
        body: {
          startDate: range[0].format('YYYY-MM-DD'),
          endDate: range[1].format('YYYY-MM-DD'),
          status: status || undefined,
          id: number('id'),
          userId: number('userId'),
          customerName: text('customerName'),
          customerMobile: text('customerMobile'),
          customerEmail: text('customerEmail'),
          pincode: text('pincode'),
        },
      });
      await saveDownload(response, 'orders.xlsx');
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to download');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <DatePicker.RangePicker
        aria-label="Export date range"
        placeholder={['Export from', 'Export to']}
        format={DAY_FORMAT}
        value={range}
        onChange={(value) => setRange(value?.[0] && value[1] ? [value[0], value[1]] : null)}
        // A range typed in (Enter on each end) is taken as soon as both ends are there.
        onCalendarChange={(value) => {
          if (value?.[0] && value[1]) setRange([value[0], value[1]]);
        }}
      />
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        Export
      </Button>
    </Space.Compact>
  );
}

/**
 * The orders staff work through all day: Order Placed first, newest first. Ticked rows get
 * the bulk actions (move, print invoices, print slips); the toolbar adds an order and prints
 * the day's pick list.
 */
export default function OrderList() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <ResourceList<OrderRow>
      def={orderListDef}
      paths={orderPaths}
      columns={columns}
      filters={orderFilters}
      sortChoices={[]}
      actions={{ add: false, delete: false, edit: true }}
      rowActions={rowActions}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'aria-label': `Select order ${row.id}` }),
      }}
      header={<OrderBulkActions ids={selected} onDone={() => setSelected([])} />}
      toolbar={
        <>
          <Link to={orderPaths.patterns.add}>
            <Button type="primary" icon={<PlusOutlined />}>
              Add order
            </Button>
          </Link>
          <PickListButton />
          <OrderExport />
        </>
      }
    />
  );
}
