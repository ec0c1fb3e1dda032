import { z } from 'zod';
import { ORDER_STATUSES } from '../enums';
import { id } from '../validation';
import { isCalendarDay } from '../validity';

/**
 * The order documents' requests (issue 17): invoices and packing slips of selected orders as
 * one PDF, the selected orders moved at once, and the day's pick list.
 */

/** How many orders one bulk call takes. */
export const BULK_ORDERS_MAX = 1000;

export const ORDER_DOCUMENT_KINDS = ['invoice', 'packing-slip'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

const selectedOrders = z
  .array(id, { error: 'Please select orders' })
  .min(1, 'Please select orders')
  .max(BULK_ORDERS_MAX, `At most ${BULK_ORDERS_MAX} orders at once`);

export const orderDocumentsBody = z.object({
  ids: selectedOrders,
  kind: z.enum(ORDER_DOCUMENT_KINDS, { error: 'Please choose invoice or packing-slip' }),
});
export type OrderDocumentsBody = z.infer<typeof orderDocumentsBody>;

export const bulkStatusBody = z.object({
  ids: selectedOrders,
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' }),
});
export type BulkStatusBody = z.infer<typeof bulkStatusBody>;

export const bulkStatusAnswer = z.object({
  moved: z.array(z.object({ id: z.number().int(), fromStatus: z.string(), toStatus: z.string() })),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type BulkStatusAnswer = z.infer<typeof bulkStatusAnswer>;

export const PICK_LIST_FORMATS = ['pdf', 'xlsx'] as const;

/** The pick list's query: an India day (today when absent), a status (Order Placed), a format. */
export const pickListQuery = z.object({
  date: z.string().refine(isCalendarDay, 'Date should be a day like 2026-11-24').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' }).default('Order Placed'),
  format: z.enum(PICK_LIST_FORMATS, { error: 'Format should be pdf or xlsx' }).default('pdf'),
});
export type PickListQuery = z.infer<typeof pickListQuery>;

/** A serial as a file name: `INV/2627/000123` → `INV-2627-000123`. */
export const serialFileName = (serial: string) => serial.replaceAll('/', '-');
