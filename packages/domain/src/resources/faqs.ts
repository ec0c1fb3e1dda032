import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';
import { PRIORITY_MESSAGE } from './priority';

/** Questions the store's app answers (spec 02 §3, §5): smaller priority first. */
export const faqCreate = z.object({
  enabled: enabled.default(true),
  title: text({ required: 'Please enter title', max: 250, length: 'Title can be at most 250 characters' }),
  answer: text({
    required: 'Please enter answer',
    max: 5000,
    length: 'Answer can be at most 5000 characters',
  }),
  priority: z
    .number({ error: 'Priority should be a number' })
    .int(PRIORITY_MESSAGE)
    .min(0, PRIORITY_MESSAGE)
    .max(2_147_483_647, 'Priority is too large')
    .default(0),
});

/** A row as the API answers it. */
export const faqRow = z.object({
  id: int,
  enabled: z.boolean(),
  title: z.string(),
  answer: z.string(),
  priority: int,
  ...stampsRow,
  ...byRow,
});

export const faqs = defineResource({
  name: 'faqs',
  label: 'FAQ',
  titleField: 'title',
  access: { read: ['faq'], write: ['faq'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    title: { type: 'string' },
    answer: { type: 'string' },
    priority: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  // The FAQ list: 50 a page, by priority (spec 02 §9).
  defaultSort: [
    { field: 'priority', order: 'ASC' },
    { field: 'id', order: 'ASC' },
  ],
  pageSize: 50,
  create: faqCreate,
  update: updateSchemaOf(faqCreate),
  row: faqRow,
  detail: withAuthors(faqRow),
  savedMessage: 'FAQ saved successfully',
});
