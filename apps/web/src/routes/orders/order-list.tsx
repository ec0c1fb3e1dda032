import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ORDER_DEFAULT_STATUS,
  ORDER_EXPORT_RANGE_MESSAGE,
  ORDER_STATUSES,
  orderExportEndpoint,
} from '@mandi/domain';
import { Button, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { downloadEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { DAY_FORMAT } from '../../kit/form/day-range';
import { ResourceList } from '../../kit/list/resource-list';
import { saveDownload } from '../../kit/list/save-download';
import { useLiveStore } from '../../kit/live/live-store';
import { OrderBulkActions, PickListButton } from './order-documents';
import { orderColumns, orderRowActions } from './order-list-columns';
import { OrderRowExpansion } from './order-list-expansion';
import { type OrderRow, orderFilters, orderListDef, orderPaths } from './order-screen';

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
    const sent = params.get('status') ?? ORDER_DEFAULT_STATUS;
    // '' is the list's "all statuses"; a status the URL misspells is no status either.
    const status = ORDER_STATUSES.find((known) => known === sent);
    const text = (name: string) => params.get(name)?.trim() || undefined;
    const number = (name: string) =>
      text(name) && /^\d+$/.test(text(name)!) ? Number(text(name)) : undefined;
    setBusy(true);
    try {
      const response = await downloadEndpoint(orderExportEndpoint, {
        body: {
          startDate: range[0].format('YYYY-MM-DD'),
          endDate: range[1].format('YYYY-MM-DD'),
          status,
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
  // Opening the list is seeing the new orders: the header's badge starts again from none.
  useEffect(() => useLiveStore.getState().clearNewOrders(), []);
  return (
    <ResourceList<OrderRow>
      def={orderListDef}
      paths={orderPaths}
      columns={orderColumns}
      filters={orderFilters}
      sortChoices={[]}
      actions={{ add: false, delete: false, edit: true }}
      rowActions={orderRowActions}
      expandable={{
        expandedRowRender: (row) => <OrderRowExpansion row={row} />,
      }}
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
