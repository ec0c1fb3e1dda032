import { z } from 'zod';
import { int, storedRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, idOf, optionalText, updateSchemaOf } from '../validation';

export const REVIEW_RATINGS = ['5', '4', '3', '2', '1'] as const;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5',
  orderMissing: (orderId: number) => `Order ${orderId} not found`,
} as const;

/**
 * A customer's feedback on an order (spec 02 §3: rating, suggestions, comments). Customers
 * write them from the store's app; staff read them at /reviews/list and hide one with the
 * enabled switch. A review is of an order, and its customer is that order's customer.
 */
export const reviewCreate = z.object({
  enabled: enabled.default(true),
  orderId: idOf('Please choose an order'),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  suggestions: optionalText({ max: 1000, length: 'Length should be at most 1000' }),
  comments: optionalText({ max: 1000, length: 'Length should be at most 1000' }),
});

export const reviewRow = storedRow({
  enabled: z.boolean(),
  orderId: int.nullable(),
  userId: int.nullable(),
  rating: int,
  suggestions: z.string().nullable(),
  comments: z.string().nullable(),
  /** The customer's full name, for the list's link to the customer. */
  customerName: z.string().nullable(),
  /** The order's reference, shown beside its id. */
  orderReference: z.string().nullable(),
});

export const reviews = defineResource({
  name: 'reviews',
  label: 'Review',
  titleField: 'id',
  access: { read: ['review', 'dashboard'], write: ['review'] },
  fields: {
    id: ID_FIELD,
    rating: {
      type: 'integer',
      label: 'Rating',
      values: REVIEW_RATINGS,
      list: 'text',
      filter: 'select',
      sort: true,
    },
    suggestions: { type: 'string', label: 'Suggestions', list: 'text', filter: 'contains' },
    comments: { type: 'string', label: 'Comments', list: 'text', filter: 'contains' },
    userId: { type: 'integer', label: 'Customer', list: 'text', filter: 'equals' },
    orderId: { type: 'integer', label: 'Order', list: 'text', filter: 'equals' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, list: 'datetime', filter: 'dateRange', sort: true, label: 'Date' },
  },
  /** The customer: `filter=user.fullName||$contL||meena` finds reviews by the customer's name. */
  relations: { user: { resource: 'users', many: false } },
  // The spec's default sort (02 §9): id ascending; the list offers newest first.
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: reviewCreate,
  update: updateSchemaOf(reviewCreate),
  row: reviewRow,
  detail: withAuthors(reviewRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Rating', field: 'rating' },
    { header: 'Suggestions', field: 'suggestions', width: 40 },
    { header: 'Comments', field: 'comments', width: 40 },
    { header: 'Customer', field: 'userId' },
    { header: 'Customer Name', field: 'customerName', width: 24 },
    { header: 'Order', field: 'orderId' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Review saved successfully',
});
