import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { endpointFile, XLSX_MEDIA_TYPE } from '../endpoint-file';
import { ORDER_STATUSES } from '../enums';
import { listQuerySchema } from '../list-query/list-query-schema';
import { orderDetail, orderEdit, orders } from '../resources/orders';

/**
 * The order screen's own calls (spec 02 §7) beside the list: its count, the kept per-status
 * counts, one order with everything its view shows, the status/comments save and the export.
 */

const read = { access: orders.access, action: 'read' } as const;
const write = { access: orders.access, action: 'write' } as const;
const tags = ['Order'];

/** `GET /api/orders/count`: how many orders the list's filters match. */
export const orderCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/count',
  operationId: 'getOrdersCount',
  summary: 'How many orders match the list filters',
  description: 'How many orders match the list filters',
  tags,
  auth: read,
  query: listQuerySchema,
  answer: z.object({ count: z.number().int() }),
});

/** `GET /api/orders/status-counts`: the kept count of each status. */
export const orderStatusCountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/status-counts',
  operationId: 'getOrdersStatusCounts',
  summary: 'Orders in each status',
  description:
    'How many orders are in each status, every status listed (zero included); kept by the order writes, not counted',
  tags,
  auth: read,
  answer: z.object({
    data: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  }),
});

/** `GET /api/orders/fetch/{id}` (the spec's path): the order with everything its view shows. */
export const orderFetchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/fetch/:id',
  operationId: 'getOrdersFetchById',
  summary: 'Fetch an order',
  description:
    'The order with everything its view shows, as `GET /api/orders/{id}` answers it. 404: no such order.',
  tags,
  auth: read,
  params: endpointIdParams,
  answer: orderDetail,
});

/** `PATCH /api/orders/{id}`: the status move, comments and internal note of the order's edit. */
export const orderSaveEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/orders/:id',
  operationId: 'patchOrdersById',
  summary: 'Save an order’s status and comments',
  description:
    'Moves the status (only the allowed moves; 409 names them), saves the comments and adds an internal note to the timeline. `updatedTimestamp` is the one loaded: a stale one is a 409 and nothing changes. Delivering collects: with a move to Order Delivered, `amountCollected` (the cash the rider brought back) is recorded as a cash payment, and an order with something still due lands in Partial Payment instead, the due on its timeline. 400 when a cash-on-delivery order with something due is delivered without `amountCollected` ("Please enter the cash collected"; 0 when nothing was collected), when it is more than the due, or when it comes without a move to Order Delivered.',
  tags,
  auth: write,
  params: endpointIdParams,
  body: orderEdit,
  answer: orderDetail,
});

const filterText = z.string().max(150).nullable().optional();
const orderId = z.number().int().min(1).max(2_147_483_647).nullable().optional();

/** `POST /api/orders/export`'s body: the range (India days, YYYY-MM-DD, or instants) and the list's filters. */
export const orderExportRequest = z.object({
  startDate: z.string().max(40).nullable().optional(),
  endDate: z.string().max(40).nullable().optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' }).nullable().optional(),
  id: orderId,
  userId: orderId,
  customerName: filterText,
  customerMobile: filterText,
  customerEmail: filterText,
  /** The delivery pincode, exact: six digits (a bad one is refused as the list refuses it). */
  pincode: filterText,
});
export type OrderExportRequest = z.infer<typeof orderExportRequest>;

/** `POST /api/orders/export` (the spec's POST export): the orders and their lines as xlsx. */
export const orderExportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/export',
  operationId: 'postOrdersExport',
  summary: 'Export orders',
  description:
    'Orders placed in the range (and matching the filters) as xlsx: an Orders sheet and a Lines sheet',
  tags,
  auth: read,
  body: orderExportRequest,
  answer: endpointFile(XLSX_MEDIA_TYPE, 'the orders and their lines as an xlsx download'),
});
