import { z } from 'zod';
import { int, storedRow, withAuthors } from '../answers';
import { TRANSACTION_KINDS, TRANSACTION_METHODS, transactionMethod } from '../enums';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ID_FIELD } from '../resource';
import { idOf, money, optionalText, text, updateSchemaOf } from '../validation';

/** What the payment gateway (PayU) says of a payment; the dashboard shows success and pending. */
export const TRANSACTION_STATUSES = ['success', 'pending', 'failure'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_MESSAGES = {
  txnidTaken: 'A payment with this transaction id already exists',
  orderMissing: (orderId: number) => `Order ${orderId} not found`,
} as const;

/**
 * A payment of an order as the gateway reports it (spec 02 §3), field names as PayU sends
 * them (`net_amount_debit`, `payment_source`), or one recorded by staff: its kind (payment or
 * refund), method and note (issue 26). Amounts are rupees, 2 decimals, 0 or more. A successful
 * one counts in its order's received (ordersPayments keeps the order's figures).
 */
export const transactionCreate = z.object({
  orderId: idOf('Please choose an order'),
  txnid: text({ required: 'Please enter transaction id', max: 100, length: 'Length should be at most 100' }),
  mihpayid: optionalText({ max: 100, length: 'Length should be at most 100' }),
  status: z.enum(TRANSACTION_STATUSES, { error: 'Please choose a status: success, pending or failure' }),
  unmappedstatus: optionalText({ max: 50, length: 'Length should be at most 50' }),
  cardCategory: optionalText({ max: 50, length: 'Length should be at most 50' }),
  amount: money({ min: 0, message: 'Please enter an amount of 0 or more' }),
  net_amount_debit: money({ min: 0, message: 'Please enter an amount of 0 or more' }).nullable().optional(),
  payment_source: optionalText({ max: 50, length: 'Length should be at most 50' }),
  /** Money in (a payment, the default) or back to the customer (a refund). */
  kind: z.enum(TRANSACTION_KINDS, { error: 'Please choose payment or refund' }).optional(),
  method: transactionMethod.nullable().optional(),
  note: optionalText({ max: 1000, length: 'Length should be at most 1000' }),
});

export const transactionRow = storedRow({
  orderId: int.nullable(),
  txnid: z.string().nullable(),
  mihpayid: z.string().nullable(),
  status: z.string(),
  unmappedstatus: z.string().nullable(),
  cardCategory: z.string().nullable(),
  amount: z.number(),
  net_amount_debit: z.number().nullable(),
  payment_source: z.string().nullable(),
  kind: z.enum(TRANSACTION_KINDS),
  method: z.enum(TRANSACTION_METHODS).nullable(),
  note: z.string().nullable(),
});

export const transactions = defineResource({
  name: 'transactions',
  label: 'Transaction',
  titleField: 'txnid',
  // Payments belong to orders: the order screen reads and records them; the dashboard's widget reads them.
  access: { read: ['order', 'dashboard'], write: ['order'] },
  fields: {
    id: ID_FIELD,
    orderId: { type: 'integer', label: 'Order', list: 'text', filter: 'equals', sort: 'header' },
    txnid: { type: 'string', label: 'Transaction ID', list: 'text', filter: 'contains' },
    mihpayid: { type: 'string', label: 'PayU ID', list: 'text', filter: 'equals' },
    status: {
      type: 'string',
      label: 'Status',
      values: TRANSACTION_STATUSES,
      list: 'tag',
      filter: 'select',
    },
    unmappedstatus: { type: 'string', label: 'Gateway status', list: 'text', hidden: true },
    cardCategory: { type: 'string', label: 'Card category', list: 'text', hidden: true },
    amount: { type: 'number', label: 'Amount', list: 'money', sort: 'header' },
    net_amount_debit: { type: 'number', label: 'Debited', list: 'money' },
    payment_source: { type: 'string', label: 'Source', list: 'text', hidden: true },
    kind: { type: 'string', label: 'Kind', values: TRANSACTION_KINDS, list: 'tag', filter: 'select' },
    method: { type: 'string', label: 'Method', values: TRANSACTION_METHODS, list: 'text' },
    note: { type: 'string', label: 'Note', list: 'text', hidden: true },
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, list: 'datetime', filter: 'dateRange' },
  },
  // The spec's default sort (02 §9): id ascending; the list offers newest first.
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: transactionCreate,
  update: updateSchemaOf(transactionCreate),
  row: transactionRow,
  detail: withAuthors(transactionRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Order', field: 'orderId' },
    { header: 'Transaction ID', field: 'txnid', width: 24 },
    { header: 'PayU ID', field: 'mihpayid', width: 16 },
    { header: 'Status', field: 'status' },
    { header: 'Gateway status', field: 'unmappedstatus' },
    { header: 'Card category', field: 'cardCategory' },
    { header: 'Amount', field: 'amount' },
    { header: 'Debited', field: 'net_amount_debit' },
    { header: 'Source', field: 'payment_source' },
    { header: 'Kind', field: 'kind' },
    { header: 'Method', field: 'method' },
    { header: 'Note', field: 'note', width: 30 },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Transaction saved successfully',
});
