import { describe, expect, it } from 'vitest';
import { parseListQuery } from './parse-list-query';
import { products, rawQuery, registry } from './test-support';

const search = (s: unknown, extra = '') =>
  parseListQuery(
    rawQuery(`s=${encodeURIComponent(typeof s === 'string' ? s : JSON.stringify(s))}${extra}`),
    products,
    registry,
  ).where;

describe('s: JSON search', () => {
  it('takes field operators', () => {
    expect(search({ name: { $cont: 'atta' } })).toEqual({ field: 'name', operator: '$cont', value: 'atta' });
    expect(search({ name: { contL: 'ATTA' } })).toEqual({ field: 'name', operator: '$contL', value: 'ATTA' });
  });

  it('reads a bare value as $eq, null as $isnull and a list as $in', () => {
    expect(search({ id: 3 })).toEqual({ field: 'id', operator: '$eq', value: 3 });
    expect(search({ enabled: true })).toEqual({ field: 'enabled', operator: '$eq', value: true });
    expect(search({ brandId: null })).toEqual({ field: 'brandId', operator: '$isnull', value: null });
    expect(search({ id: [1, '2'] })).toEqual({ field: 'id', operator: '$in', value: [1, 2] });
  });

  it('coerces JSON values to the field type and checks them', () => {
    expect(search({ price: { $gt: '10.5' } })).toMatchObject({ value: 10.5 });
    expect(search({ name: { $eq: 12 } })).toMatchObject({ value: '12' });
    expect(() => search({ price: { $gt: 'cheap' } })).toThrow("'cheap' is not a number for 'price'");
    expect(() => search({ enabled: 'maybe' })).toThrow("'maybe' is not true or false for 'enabled'");
    expect(() => search({ status: 'sold' })).toThrow(
      "'sold' is not one of draft, live, archived for 'status'",
    );
  });

  it('takes lists as arrays or comma strings', () => {
    expect(search({ price: { $between: [1, 9] } })).toMatchObject({ operator: '$between', value: [1, 9] });
    expect(search({ id: { $notin: '4,5' } })).toMatchObject({ operator: '$notin', value: [4, 5] });
    expect(search({ id: { $in: 7 } })).toMatchObject({ operator: '$in', value: [7] });
    expect(() => search({ id: { $in: [] } })).toThrow("'$in' for 'id' needs at least one value");
    expect(() => search({ id: { $in: [{ a: 1 }] } })).toThrow("'$in' for 'id' takes a list of values");
    expect(() => search({ price: { $between: [1] } })).toThrow("'$between' for 'price' needs two values");
    expect(() => search({ id: { $eq: [1, 2] } })).toThrow("'$eq' for 'id' takes one value");
  });

  it('AND-s several operators on one field and several fields', () => {
    expect(search({ price: { $gte: 5, $lte: 50 }, enabled: true })).toEqual({
      and: [
        {
          and: [
            { field: 'price', operator: '$gte', value: 5 },
            { field: 'price', operator: '$lte', value: 50 },
          ],
        },
        { field: 'enabled', operator: '$eq', value: true },
      ],
    });
  });

  it('OR-s the operators under a field $or', () => {
    expect(search({ name: { $or: { $eq: 'Atta', $startsL: 'rice' } } })).toEqual({
      or: [
        { field: 'name', operator: '$eq', value: 'Atta' },
        { field: 'name', operator: '$startsL', value: 'rice' },
      ],
    });
  });

  it('nests $and and $or, AND-ed with the fields beside them', () => {
    expect(
      search({
        enabled: true,
        $or: [{ name: { $contL: 'atta' } }, { $and: [{ price: { $lt: 10 } }, { 'brand.name': 'Tata' }] }],
      }),
    ).toEqual({
      and: [
        { field: 'enabled', operator: '$eq', value: true },
        {
          or: [
            { field: 'name', operator: '$contL', value: 'atta' },
            {
              and: [
                { field: 'price', operator: '$lt', value: 10 },
                { field: 'brand.name', operator: '$eq', value: 'Tata' },
              ],
            },
          ],
        },
      ],
    });
    expect(search({ $and: [{ id: 1 }] })).toEqual({ field: 'id', operator: '$eq', value: 1 });
  });

  it('reads $isnull: false as $notnull', () => {
    expect(search({ brandId: { $isnull: true } })).toMatchObject({ operator: '$isnull' });
    expect(search({ brandId: { $isnull: false } })).toMatchObject({ operator: '$notnull' });
    expect(search({ brandId: { $notnull: false } })).toMatchObject({ operator: '$isnull' });
  });

  it('overrides filter and or', () => {
    expect(search({ id: 1 }, '&filter=name||$eq||x&or=name||$eq||y')).toEqual({
      field: 'id',
      operator: '$eq',
      value: 1,
    });
  });

  it('means no condition when empty', () => {
    expect(search({})).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(() => search('{"name":')).toThrow('Invalid JSON in s');
    expect(() => search('[1]')).toThrow('s must be a JSON object, like {"name":{"$cont":"atta"}}');
    expect(() => search('"atta"')).toThrow('s must be a JSON object');
    expect(() => search({ nme: 'x' })).toThrow("Unknown field 'nme' in s");
    expect(() => search({ name: { $like: 'x' } })).toThrow("Unknown operator '$like'");
    expect(() => search({ name: {} })).toThrow("No operator for 'name' in s");
    expect(() => search({ $or: [] })).toThrow('$or in s must be a non-empty list of conditions');
    expect(() => search({ $and: { id: 1 } })).toThrow('$and in s must be a non-empty list of conditions');
    expect(() => search({ $or: [{}, { id: 1 }] })).toThrow('Empty condition in $or of s');
    expect(() => search({ name: { $or: 'x' } })).toThrow(
      "$or for 'name' in s must be an object of operators",
    );
    expect(() => parseListQuery(rawQuery('s={"id":1}&s={"id":2}'), products, registry)).toThrow(
      's must be sent once',
    );
  });
});
