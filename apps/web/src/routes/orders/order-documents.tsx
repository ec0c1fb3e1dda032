import {
  DownOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  SwapOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  type BulkStatusAnswer,
  bulkStatusEndpoint,
  ORDER_DEFAULT_STATUS,
  ORDER_STATUSES,
  type OrderDocumentEntry,
  type OrderDocumentKind,
  type OrderStatus,
  orderCreditNoteBySerialEndpoint,
  orderDocumentListEndpoint,
  orderInvoiceEndpoint,
  orderPackingSlipEndpoint,
  orders,
  ordersDocumentsEndpoint,
  pickListEndpoint,
  serialFileName,
} from '@mandi/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Dropdown, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { callEndpoint, downloadEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { DAY_FORMAT } from '../../kit/form/day-range';
import { saveDownload } from '../../kit/list/save-download';
import { resourceKeys } from '../../kit/resource-hooks';

const problem = (error: unknown) => (error instanceof ApiError ? error.message : 'Failed to download');

/** Runs a download, a toast telling why when it is refused. */
function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fetchFile: () => Promise<Response>, fallbackName: string) => {
    setBusy(key);
    try {
      await saveDownload(await fetchFile(), fallbackName);
    } catch (error) {
      notify.error(problem(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * The order's GST tax invoice as a PDF: issued on the first download, reprinted after. On the
 * order view (any size but the list's small one) it comes with the order's documents menu.
 */
export function InvoiceButton({ orderId, size }: { orderId: number; size?: 'small' | 'middle' }) {
  const { busy, run } = useDownload();
  const button = (
    <Button
      size={size}
      icon={<FilePdfOutlined />}
      loading={busy !== null}
      aria-label={`Invoice of order ${orderId}`}
      onClick={() =>
        run(
          'invoice',
          () => downloadEndpoint(orderInvoiceEndpoint, { params: { id: orderId } }),
          'invoice.pdf',
        )
      }
    >
      Invoice
    </Button>
  );
  if (size === 'small') return button;
  return (
    <Space.Compact>
      {button}
      <OrderDocumentsMenu orderId={orderId} />
    </Space.Compact>
  );
}

const documentLabels = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const;

/** A document of the order: how it is fetched and the name it is saved under. */
interface DocumentFile {
  fetch: (orderId: number) => Promise<Response>;
  file: string;
}

/** Where a listed document downloads from: the invoice, or a credit note by its serial. */
const documentFile = (document: OrderDocumentEntry): DocumentFile =>
  document.kind === 'invoice'
    ? { fetch: (id) => downloadEndpoint(orderInvoiceEndpoint, { params: { id } }), file: 'invoice.pdf' }
    : {
        fetch: (id) =>
          downloadEndpoint(orderCreditNoteBySerialEndpoint, {
            params: { id, serial: serialFileName(document.serial) },
          }),
        file: `credit-note-${serialFileName(document.serial)}.pdf`,
      };
const PACKING_SLIP: DocumentFile = {
  fetch: (id) => downloadEndpoint(orderPackingSlipEndpoint, { params: { id } }),
  file: 'packing-slip.pdf',
};

/**
 * The order's documents, listed when the menu opens: its tax invoice, its credit notes (one per
 * return of goods after delivery, and the cancellation's), each with its serial, and the
 * packing slip. Choosing one downloads it as a PDF.
 */
export function OrderDocumentsMenu({ orderId }: { orderId: number }) {
  const { busy, run } = useDownload();
  const [open, setOpen] = useState(false);
  const issued = useQuery({
    queryKey: [...resourceKeys.all(orders), orderId, 'documents'],
    queryFn: () => callEndpoint(orderDocumentListEndpoint, { params: { id: orderId } }),
    enabled: open,
    staleTime: 0,
  });
  const listed = issued.data?.items ?? [];
  const files = new Map(listed.map((document) => [document.serial, documentFile(document)]));
  files.set('packing-slip', PACKING_SLIP);
  const items = [
    ...listed.map((document) => ({
      key: document.serial,
      label: `${documentLabels[document.kind]} ${document.serial}`,
    })),
    ...(issued.isFetching && !issued.data ? [{ key: 'loading', label: 'Loading…', disabled: true }] : []),
    { key: 'packing-slip', label: 'Packing slip' },
  ];
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && issued.data) void issued.refetch();
      }}
      menu={{
        items,
        onClick: ({ key }) => {
          const chosen = files.get(key);
          if (!chosen) return;
          setOpen(false);
          void run(key, () => chosen.fetch(orderId), chosen.file);
        },
      }}
    >
      <Button icon={<DownOutlined />} loading={busy !== null} aria-label={`Documents of order ${orderId}`}>
        Documents
      </Button>
    </Dropdown>
  );
}

const statusChoices = ORDER_STATUSES.filter((status) => status !== 'In Cart').map((status) => ({
  value: status,
  label: status,
}));

function MoveReport({ answer }: { answer: BulkStatusAnswer }) {
  return (
    <Space direction="vertical">
      <span>
        {answer.moved.length} {answer.moved.length === 1 ? 'order' : 'orders'} moved.
      </span>
      {answer.refused.length > 0 && (
        <>
          <Typography.Text strong>Not moved:</Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Orders not moved">
            {answer.refused.map((order) => (
              <li key={order.id}>
                #{order.id}: {order.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </Space>
  );
}

/**
 * What staff do with the orders ticked on the list: move them to a status (each through the
 * status rule; those refused are listed with the reason), print their invoices or their
 * packing slips as one PDF.
 */
export function OrderBulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [moving, setMoving] = useState(false);
  const { busy, run } = useDownload();
  if (ids.length === 0) return null;

  const move = async () => {
    if (!status) {
      notify.error('Please choose a status');
      return;
    }
    setMoving(true);
    try {
      const answer = await callEndpoint(bulkStatusEndpoint, { body: { ids, status } });
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
      if (answer.refused.length === 0) notify.success(`${answer.moved.length} orders moved to ${status}`);
      else Modal.info({ title: `Move to ${status}`, content: <MoveReport answer={answer} /> });
      onDone();
    } catch (error) {
      notify.error(problem(error));
    } finally {
      setMoving(false);
    }
  };
  const print = (kind: OrderDocumentKind, name: string) =>
    run(kind, () => downloadEndpoint(ordersDocumentsEndpoint, { body: { ids, kind } }), name);

  return (
    <Space wrap aria-label="Bulk actions">
      <Typography.Text strong>{ids.length} selected</Typography.Text>
      <Space.Compact>
        <Select
          aria-label="Move selected to"
          placeholder="Move to…"
          options={statusChoices}
          value={status}
          onChange={setStatus}
          style={{ width: 190 }}
        />
        <Button icon={<SwapOutlined />} loading={moving} onClick={move}>
          Move
        </Button>
      </Space.Compact>
      <Button
        icon={<PrinterOutlined />}
        loading={busy === 'invoice'}
        onClick={() => print('invoice', 'invoices.pdf')}
      >
        Print invoices
      </Button>
      <Button
        icon={<PrinterOutlined />}
        loading={busy === 'packing-slip'}
        onClick={() => print('packing-slip', 'packing-slips.pdf')}
      >
        Print slips
      </Button>
    </Space>
  );
}

/** The day's pick list for the list's status filter, as PDF or xlsx. */
export function PickListButton(): ReactNode {
  const [params] = useSearchParams();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const { busy, run } = useDownload();
  const sent = params.get('status') || ORDER_DEFAULT_STATUS;
  // A status the URL misspells picks the default's (Order Placed), as the server would.
  const status = ORDER_STATUSES.find((known) => known === sent);
  const fetchAs = (format: 'pdf' | 'xlsx') =>
    run(
      format,
      () =>
        downloadEndpoint(pickListEndpoint, {
          query: { date: day.format('YYYY-MM-DD'), status, format },
        }),
      `pick-list.${format}`,
    );
  return (
    <Space.Compact>
      <DatePicker
        aria-label="Pick list day"
        format={DAY_FORMAT}
        value={day}
        allowClear={false}
        onChange={(value) => value && setDay(value)}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'pdf', label: 'Pick list (PDF)' },
            { key: 'xlsx', label: 'Pick list (xlsx)' },
          ],
          onClick: ({ key }) => fetchAs(key as 'pdf' | 'xlsx'),
        }}
      >
        <Button
          icon={<UnorderedListOutlined />}
          loading={busy !== null}
          title={`Orders ${status} on the day`}
        >
          Pick list
        </Button>
      </Dropdown>
    </Space.Compact>
  );
}
