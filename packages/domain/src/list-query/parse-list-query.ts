import type { ResourceDef } from '../resource';
import { RESOURCES } from '../resources';
import type { Registry } from './field-path';
import { combineFilters, parseFilter } from './filter-param';
import { parsePaging } from './paging';
import { parseFields, parseJoins } from './projection-params';
import { paramValues } from './raw-params';
import { parseSearch } from './search-param';
import { parseSorts } from './sort-param';
import { type Condition, type ListQuery, ListQueryError, type RawQuery } from './types';

/** `s` when sent (it overrides filter and or, as in nestjsx), else filter and or combined. */
function parseWhere(raw: RawQuery, resource: ResourceDef, registry: Registry): Condition | undefined {
  const searches = paramValues(raw, 's');
  if (searches.length > 1) throw new ListQueryError('s must be sent once');
  if (searches[0] !== undefined) return parseSearch(searches[0], resource, registry);
  const filters = paramValues(raw, 'filter').map((text) => parseFilter(text, resource, registry, 'filter'));
  const ors = paramValues(raw, 'or').map((text) => parseFilter(text, resource, registry, 'or'));
  return combineFilters(filters, ors);
}

/**
 * A list request in the @nestjsx/crud grammar (filter, or, s, sort, page, limit/per_page,
 * offset, fields/select, join), checked against what `resource` declares. Throws
 * ListQueryError naming the first problem. `raw` is the querystring as Fastify parses it.
 */
export function parseListQuery(
  raw: RawQuery,
  resource: ResourceDef,
  registry: Registry = RESOURCES,
): ListQuery {
  const where = parseWhere(raw, resource, registry);
  const fields = parseFields(raw, resource);
  const sort = parseSorts(raw, resource);
  const { limit, offset, page } = parsePaging(raw, resource);
  const query: ListQuery = { sort, limit, offset, page, join: parseJoins(raw, resource, registry) };
  if (where) query.where = where;
  if (fields) query.fields = fields;
  return query;
}
