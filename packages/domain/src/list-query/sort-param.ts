import type { ResourceDef, SortOrder, SortSpec } from '../resource';
import { ownField } from './field-path';
import { paramValues } from './raw-params';
import { ListQueryError, type RawQuery } from './types';

/** One `sort=field,ASC|DESC` value; the order may be lower case or left out (ASC). */
function parseSort(text: string, resource: ResourceDef): SortSpec {
  const [field = '', order = 'ASC', ...extra] = text.split(',').map((part) => part.trim());
  if (field.includes('.')) {
    throw new ListQueryError(`Sorting by the related field '${field}' is not supported`, field);
  }
  const spec = ownField(resource, field);
  if (!spec) throw new ListQueryError(`Unknown field '${field}' in sort`, field);
  if (spec.type === 'json') throw new ListQueryError(`'${field}' cannot be sorted`, field);
  const upper = order.toUpperCase();
  if ((upper !== 'ASC' && upper !== 'DESC') || extra.length > 0) {
    const given = [order, ...extra].join(',');
    throw new ListQueryError(`Invalid sort order '${given}' for '${field}': use ASC or DESC`, field);
  }
  return { field, order: upper as SortOrder };
}

/** Every `sort` param in order (a field named twice keeps its first order); else the default. */
export function parseSorts(raw: RawQuery, resource: ResourceDef): SortSpec[] {
  const sorts: SortSpec[] = [];
  for (const text of paramValues(raw, 'sort')) {
    const sort = parseSort(text, resource);
    if (!sorts.some((s) => s.field === sort.field)) sorts.push(sort);
  }
  return sorts.length > 0 ? sorts : resource.defaultSort.map((s) => ({ ...s }));
}
