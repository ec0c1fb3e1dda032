import type { faqCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The FAQ screens: /faqs/list (an accordion), /faqs/add, /faqs/edit/{id}. */
export const faqPaths = screenPaths('faqs');

/** A question as the API answers it. */
export type Faq = z.output<typeof faqCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const faqFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'title', label: 'Question' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const faqSorts: readonly SortChoice[] = [
  { field: 'priority', label: 'Priority' },
  { field: 'id', label: 'ID' },
  { field: 'title', label: 'Question' },
];
