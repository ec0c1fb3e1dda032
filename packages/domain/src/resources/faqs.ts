import { z } from 'zod';
import { int, storedRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource, ENABLED_FIELD } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';
import { BY_PRIORITY, priorityOf } from './priority';

/** Questions the store's app answers (spec 02 §3, §5): smaller priority first. */
export const faqCreate = z.object({
  enabled: enabled.default(true),
  title: text({ required: 'Please enter title', max: 250, length: 'Title can be at most 250 characters' }),
  answer: text({
    required: 'Please enter answer',
    max: 5000,
    length: 'Answer can be at most 5000 characters',
  }),
  priority: priorityOf('Priority should be a number').default(0),
});

const faqRow = storedRow({ enabled: z.boolean(), title: z.string(), answer: z.string(), priority: int });

export const faqs = defineResource({
  name: 'faqs',
  label: 'FAQ',
  titleField: 'title',
  access: { read: ['faq'], write: ['faq'] },
  // The list is an accordion (title, priority, switch): the fields say how it filters and sorts.
  fields: {
    priority: { type: 'integer', label: 'Priority', sort: true },
    id: { type: 'integer', label: 'ID', sort: true },
    title: { type: 'string', label: 'Question', filter: 'contains', sort: true },
    answer: { type: 'string', label: 'Answer' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
  },
  // The FAQ list: 50 a page, by priority (spec 02 §9).
  defaultSort: BY_PRIORITY,
  pageSize: 50,
  create: faqCreate,
  update: updateSchemaOf(faqCreate),
  row: faqRow,
  detail: withAuthors(faqRow),
  savedMessage: 'FAQ saved successfully',
});
