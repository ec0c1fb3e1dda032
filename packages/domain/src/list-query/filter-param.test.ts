import { describe, expect, it } from 'vitest';
import { parseListQuery } from './parse-list-query';
import { products, rawQuery, registry } from './test-support';
import { ListQueryError } from './types';

const where = (querystring: string) => parseListQuery(rawQuery(querystring), products, registry).where;
const whereOf = (raw: Record<string, unknown>) => parseListQuery(raw, products, registry).where;
const fails = (querystring: string) => () => where(querystring);

describe('filter: every operator', () => {
  it.each([
    ['name||$eq||Atta', { field: 'name', operator: '$eq', value: 'Atta' }],
    ['price||$ne||10', { field: 'price', operator: '$ne', value: 10 }],
    ['price||$gt||10.5', { field: 'price', operator: '$gt', value: 10.5 }],
    ['price||$lt||10', { field: 'price', operator: '$lt', value: 10 }],
    ['id||$gte||3', { field: 'id', operator: '$gte', value: 3 }],
    ['id||$lte||3', { field: 'id', operator: '$lte', value: 3 }],
    ['name||$starts||At', { field: 'name', operator: '$starts', value: 'At' }],
    ['name||$ends||ta', { field: 'name', operator: '$ends', value: 'ta' }],
    ['name||$cont||tt', { field: 'name', operator: '$cont', value: 'tt' }],
    ['name||$excl||tt', { field: 'name', operator: '$excl', value: 'tt' }],
    ['id||$in||1,2,3', { field: 'id', operator: '$in', value: [1, 2, 3] }],
    ['id||$notin||4, 5', { field: 'id', operator: '$notin', value: [4, 5] }],
    ['brandId||$isnull', { field: 'brandId', operator: '$isnull', value: null }],
    ['brandId||$notnull||', { field: 'brandId', operator: '$notnull', value: null }],
    ['price||$between||5,50', { field: 'price', operator: '$between', value: [5, 50] }],
    ['name||$eqL||ATTA', { field: 'name', operator: '$eqL', value: 'ATTA' }],
    ['name||$neL||ATTA', { field: 'name', operator: '$neL', value: 'ATTA' }],
    ['name||$startsL||AT', { field: 'name', operator: '$startsL', value: 'AT' }],
    ['name||$endsL||TA', { field: 'name', operator: '$endsL', value: 'TA' }],
    ['name||$contL||TT', { field: 'name', operator: '$contL', value: 'TT' }],
    ['name||$exclL||TT', { field: 'name', operator: '$exclL', value: 'TT' }],
    ['name||$inL||Atta,Rice', { field: 'name', operator: '$inL', value: ['Atta', 'Rice'] }],
    ['name||$notinL||Atta,Rice', { field: 'name', operator: '$notinL', value: ['Atta', 'Rice'] }],
  ])('%s', (filter, expected) => {
    expect(where(`filter=${encodeURIComponent(filter)}`)).toEqual(expected);
  });

  it('accepts operator names without the $', () => {
    expect(where('filter=name||cont||tt')).toEqual({ field: 'name', operator: '$cont', value: 'tt' });
    expect(where('filter=name||contL||tt')).toEqual({ field: 'name', operator: '$contL', value: 'tt' });
    expect(where('filter=brandId||isnull')).toEqual({ field: 'brandId', operator: '$isnull', value: null });
  });

  it('coerces values to the field type', () => {
    expect(where('filter=enabled||$eq||true')).toEqual({ field: 'enabled', operator: '$eq', value: true });
    expect(where('filter=launchDate||$gte||2024-01-31')).toMatchObject({ value: '2024-01-31' });
    expect(where('filter=createdTimestamp||$between||2024-01-01,2024-02-01T00:00:00%2B05:30')).toMatchObject({
      value: ['2024-01-01T00:00:00Z', '2024-02-01T00:00:00+05:30'],
    });
    expect(where('filter=status||$in||draft,live')).toMatchObject({ value: ['draft', 'live'] });
  });

  it('keeps text values whole: spaces, commas for $cont, and the delimiter itself', () => {
    expect(where('filter=name||$cont||Aashirvaad Atta, 5kg')).toMatchObject({
      value: 'Aashirvaad Atta, 5kg',
    });
    expect(where(`filter=${encodeURIComponent('name||$eq||a||b')}`)).toMatchObject({ value: 'a||b' });
    expect(where('filter=name||$in||a, b')).toMatchObject({ value: ['a', ' b'] });
  });

  it('matches numbers as text with the text operators', () => {
    expect(where('filter=id||$cont||12')).toEqual({ field: 'id', operator: '$cont', value: '12' });
  });

  it('reaches related fields with dotted names, several levels deep', () => {
    expect(where('filter=productsVariation.sku||$eq||ATTA-5KG')).toEqual({
      field: 'productsVariation.sku',
      operator: '$eq',
      value: 'ATTA-5KG',
    });
    expect(where('filter=brand.enabled||$eq||false')).toMatchObject({ value: false });
    expect(where('filter=productsVariation.product.brand.name||$contL||tata')).toMatchObject({
      field: 'productsVariation.product.brand.name',
    });
  });
});

describe('filter: array forms', () => {
  const both = {
    and: [
      { field: 'name', operator: '$cont', value: 'a' },
      { field: 'id', operator: '$gt', value: 1 },
    ],
  };

  it('repeated filter keys (Fastify gives an array)', () => {
    expect(where('filter=name||$cont||a&filter=id||$gt||1')).toEqual(both);
  });

  it('filter[] keys', () => {
    expect(where('filter[]=name||$cont||a&filter[]=id||$gt||1')).toEqual(both);
  });

  it('filter[0], filter[1] keys, as RequestQueryBuilder sends them', () => {
    expect(where('filter%5B0%5D=name||$cont||a&filter%5B1%5D=id||$gt||1')).toEqual(both);
  });

  it('mixed forms and parsers that nest (qs arrays and index objects)', () => {
    expect(where('filter=name||$cont||a&filter[0]=id||$gt||1')).toEqual(both);
    expect(whereOf({ filter: ['name||$cont||a', 'id||$gt||1'] })).toEqual(both);
    expect(whereOf({ filter: { 0: 'name||$cont||a', 21: 'id||$gt||1' } })).toEqual(both);
  });

  it('or[] and or[0] too', () => {
    expect(where('or[]=name||$cont||a&or%5B1%5D=id||$gt||1')).toEqual({ or: both.and });
  });

  it('ignores empty values and unrelated params', () => {
    expect(where('filter=&or=&cache=0&include_deleted=1')).toBeUndefined();
  });
});

describe('filter and or: the nestjsx rules', () => {
  const a = { field: 'name', operator: '$eq', value: 'a' };
  const b = { field: 'name', operator: '$eq', value: 'b' };
  const c = { field: 'id', operator: '$eq', value: 3 };
  const d = { field: 'id', operator: '$eq', value: 4 };

  it('filters alone are AND-ed', () => {
    expect(where('filter=name||$eq||a&filter=name||$eq||b')).toEqual({ and: [a, b] });
  });

  it('one or alone is that condition; several ors alone are OR-ed', () => {
    expect(where('or=name||$eq||a')).toEqual(a);
    expect(where('or=name||$eq||a&or=name||$eq||b')).toEqual({ or: [a, b] });
  });

  it('one filter and one or: filter OR or', () => {
    expect(where('filter=name||$eq||a&or=id||$eq||3')).toEqual({ or: [a, c] });
  });

  it('several of each: (filters AND) OR (ors AND)', () => {
    expect(where('filter=name||$eq||a&filter=name||$eq||b&or=id||$eq||3&or=id||$eq||4')).toEqual({
      or: [{ and: [a, b] }, { and: [c, d] }],
    });
  });

  it('several filters and one or: (filters AND) OR or', () => {
    expect(where('filter=name||$eq||a&filter=name||$eq||b&or=id||$eq||3')).toEqual({
      or: [{ and: [a, b] }, c],
    });
  });

  it('one filter and several ors: filter OR (ors AND)', () => {
    expect(where('filter=name||$eq||a&or=id||$eq||3&or=id||$eq||4')).toEqual({ or: [a, { and: [c, d] }] });
  });
});

describe('filter: errors', () => {
  it('names an unknown field', () => {
    expect(fails('filter=nme||$eq||x')).toThrow(new ListQueryError("Unknown field 'nme' in filter", 'nme'));
    expect(fails('or=nme||$eq||x')).toThrow("Unknown field 'nme' in or");
    expect(fails('filter=brand.nme||$eq||x')).toThrow("Unknown field 'brand.nme' in filter");
    expect(fails('filter=maker.name||$eq||x')).toThrow("Unknown field 'maker.name' in filter");
    expect(fails('filter=__proto__||$eq||x')).toThrow("Unknown field '__proto__' in filter");
    expect(fails('filter=toString.name||$eq||x')).toThrow("Unknown field 'toString.name' in filter");
  });

  it('names an unknown or missing operator', () => {
    expect(fails('filter=name||$like||x')).toThrow("Unknown operator '$like'");
    expect(fails('filter=name')).toThrow("Missing operator in filter 'name': use field||$operator||value");
    expect(fails('filter=||$eq||x')).toThrow("Missing field in filter '||$eq||x'");
  });

  it('names a missing or malformed value', () => {
    expect(fails('filter=name||$eq')).toThrow("Missing value for 'name' in filter");
    expect(fails('filter=name||$cont||')).toThrow("Missing value for 'name' in filter");
    expect(fails('filter=price||$gt||abc')).toThrow("'abc' is not a number for 'price'");
    expect(fails('filter=id||$in||1,x')).toThrow("'x' is not a whole number for 'id'");
    expect(fails('filter=id||$in||1,,2')).toThrow("Missing value for 'id' in filter");
    expect(fails('filter=id||$in')).toThrow("'$in' for 'id' needs at least one value");
    expect(fails('filter=price||$between||5')).toThrow("'$between' for 'price' needs two values, like 1,10");
    expect(fails('filter=price||$between||1,2,3')).toThrow("'$between' for 'price' needs two values");
    expect(fails('filter=enabled||$eq||yes')).toThrow("'yes' is not true or false for 'enabled'");
    expect(fails('filter=status||$eq||sold')).toThrow(
      "'sold' is not one of draft, live, archived for 'status'",
    );
    expect(fails('filter=brand.name||$eq||')).toThrow("Missing value for 'brand.name' in filter");
  });

  it('refuses text operators on fields that are not text or numbers', () => {
    expect(fails('filter=enabled||$cont||tr')).toThrow(
      "Operator '$cont' needs a text or number field: 'enabled' is boolean",
    );
    expect(fails('filter=createdTimestamp||$startsL||2024')).toThrow("'createdTimestamp' is timestamp");
  });

  it('allows only null tests on json fields', () => {
    expect(where('filter=meta||$notnull')).toEqual({ field: 'meta', operator: '$notnull', value: null });
    expect(fails('filter=meta||$eq||{}')).toThrow("'meta' can only be filtered with $isnull or $notnull");
  });

  it('carries the field on the error', () => {
    try {
      where('filter=price||$gt||abc');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ListQueryError);
      expect(error).toMatchObject({ field: 'price', statusCode: 400 });
    }
  });
});
