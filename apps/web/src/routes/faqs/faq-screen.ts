import type { DetailOf, faqs } from '@mandi/domain';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The FAQ screens: /faqs/list (an accordion), /faqs/add, /faqs/edit/{id}. */
export const faqPaths = screenPaths('faqs');

/** A row as the API answers it, typed from the declaration. */
export type Faq = DetailOf<typeof faqs>;

export const faqFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'title', label: 'Question' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const faqSorts: readonly SortChoice[] = [
  { field: 'priority', label: 'Priority' },
  { field: 'id', label: 'ID' },
  { field: 'title', label: 'Question' },
];
