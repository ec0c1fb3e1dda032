import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../resource';

/**
 * What Fastify's query parser gives for one name: a string, or an array when the key is
 * repeated. The grammar (packages/domain list-query) reads and refuses values in the staff's
 * words, so validation here only checks the shape and lets every text through.
 */
const sentValues = z.custom<string | string[]>(
  (value) =>
    typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')),
  'should be text',
);

/** Documented as a repeatable parameter (`filter=a&filter=b`, the form style's exploded array). */
const repeatable = (description: string) =>
  sentValues.optional().meta({ type: 'array', items: { type: 'string' }, description });

/** Documented as one text value (the grammar takes the first when it is sent twice). */
const single = (description: string) => sentValues.optional().meta({ type: 'string', description });

/** Documented as a whole number; anything else is refused by the grammar with a 400. */
const wholeNumber = (description: string, minimum: 0 | 1) =>
  sentValues.optional().meta({ type: 'integer', minimum, description });

const CONDITION =
  '`field||$op||value` (operators `$eq $ne $gt $lt $gte $lte $starts $ends $cont $excl $in $notin $isnull $notnull $between`, `L` suffix for any case)';

/**
 * The @nestjsx/crud list grammar's parameters (DESIGN.md, Lists), one schema for every list and
 * export. Loose: `filter[]=` and `filter[0]=` arrive under those literal keys and pass through
 * to the grammar, which reads them as `filter`.
 */
export const listQuerySchema = z
  .looseObject({
    filter: repeatable(`${CONDITION}; repeatable (also as filter[]= and filter[0]=); all filters AND-ed`),
    or: repeatable(
      `${CONDITION}; repeatable; one filter and one or: filter OR or; several: (filters AND) OR (ors AND)`,
    ),
    s: single('JSON search with `$and` / `$or` nesting and field operators; overrides filter and or'),
    sort: repeatable('`field,ASC` or `field,DESC`; repeatable, applied in order'),
    page: wholeNumber('page number, from 1; wins over offset', 1),
    limit: wholeNumber(`rows per page; the resource's page size by default, at most ${MAX_PAGE_SIZE}`, 1),
    per_page: wholeNumber('the same as limit', 1),
    offset: wholeNumber('rows skipped, when no page is given', 0),
    fields: single('comma list of the fields each row carries (id always)'),
    select: single('the same as fields'),
    join: repeatable('`relation` or `relation||field,field`: related rows beside each row; repeatable'),
  })
  .describe('The @nestjsx/crud list grammar');

export type ListQuerySent = z.infer<typeof listQuerySchema>;
