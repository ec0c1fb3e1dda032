import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../resource';
import { taxes } from '../resources';
import { parseListQuery } from './parse-list-query';
import { brands, products, rawQuery, registry } from './test-support';

const parse = (querystring: string, resource = products) =>
  parseListQuery(rawQuery(querystring), resource, registry);

describe('parseListQuery defaults', () => {
  it('answers the first page in the default sort, all fields, no joins', () => {
    expect(parse('')).toEqual({
      sort: [{ field: 'id', order: 'ASC' }],
      limit: 10,
      offset: 0,
      page: 1,
      join: [],
    });
    expect(parse('', brands)).toMatchObject({ sort: [{ field: 'name', order: 'ASC' }], limit: 20 });
  });

  it('uses the real registry when none is given', () => {
    expect(parseListQuery(rawQuery('filter=rate||$gt||5'), taxes).where).toEqual({
      field: 'rate',
      operator: '$gt',
      value: 5,
    });
  });

  it('never shares the default sort array with the declaration', () => {
    parse('').sort[0]!.order = 'DESC';
    expect(products.defaultSort[0]!.order).toBe('ASC');
  });
});

describe('sort', () => {
  it('reads field,ORDER, repeatable, in order', () => {
    expect(parse('sort=price,DESC&sort=name,ASC').sort).toEqual([
      { field: 'price', order: 'DESC' },
      { field: 'name', order: 'ASC' },
    ]);
    expect(parse('sort%5B0%5D=price,DESC&sort%5B1%5D=id,ASC').sort).toEqual([
      { field: 'price', order: 'DESC' },
      { field: 'id', order: 'ASC' },
    ]);
  });

  it('accepts lower case and a missing order (ASC); keeps a repeated field first order', () => {
    expect(parse('sort=name,desc').sort).toEqual([{ field: 'name', order: 'DESC' }]);
    expect(parse('sort=name').sort).toEqual([{ field: 'name', order: 'ASC' }]);
    expect(parse('sort=name,DESC&sort=name,ASC').sort).toEqual([{ field: 'name', order: 'DESC' }]);
  });

  it('names a bad order or field', () => {
    expect(() => parse('sort=name,UP')).toThrow("Invalid sort order 'UP' for 'name': use ASC or DESC");
    expect(() => parse('sort=name,ASC,DESC')).toThrow("Invalid sort order 'ASC,DESC' for 'name'");
    expect(() => parse('sort=nme,ASC')).toThrow("Unknown field 'nme' in sort");
    expect(() => parse('sort=brand.name,ASC')).toThrow(
      "Sorting by the related field 'brand.name' is not supported",
    );
    expect(() => parse('sort=meta,ASC')).toThrow("'meta' cannot be sorted");
  });
});

describe('page, limit, per_page, offset', () => {
  it('pages from 1', () => {
    expect(parse('page=3&limit=20')).toMatchObject({ limit: 20, offset: 40, page: 3 });
    expect(parse('page=2&per_page=5')).toMatchObject({ limit: 5, offset: 5, page: 2 });
  });

  it('prefers limit to per_page and caps the size', () => {
    expect(parse('limit=7&per_page=9').limit).toBe(7);
    expect(parse('limit=100000').limit).toBe(MAX_PAGE_SIZE);
  });

  it('reads offset, and the page it falls in', () => {
    expect(parse('offset=25&limit=10')).toMatchObject({ offset: 25, page: 3 });
    expect(parse('offset=0')).toMatchObject({ offset: 0, page: 1 });
  });

  it('lets page win over offset, as nestjsx does', () => {
    expect(parse('offset=25&page=2&limit=10')).toMatchObject({ offset: 10, page: 2 });
  });

  it('names a bad number', () => {
    expect(() => parse('limit=0')).toThrow('limit must be a positive whole number');
    expect(() => parse('limit=ten')).toThrow('limit must be a positive whole number');
    expect(() => parse('per_page=-5')).toThrow('limit must be a positive whole number');
    expect(() => parse('page=0')).toThrow('page must be a positive whole number');
    expect(() => parse('page=1.5')).toThrow('page must be a positive whole number');
    expect(() => parse('offset=-1')).toThrow('offset must be zero or a positive whole number');
  });
});

describe('fields and select', () => {
  it('limits the keys, always with id first', () => {
    expect(parse('fields=name,price').fields).toEqual(['id', 'name', 'price']);
    expect(parse('select=price,id,price').fields).toEqual(['id', 'price']);
    expect(parse('fields=name&fields=price').fields).toEqual(['id', 'name', 'price']);
    expect(parse('fields=').fields).toBeUndefined();
  });

  it('names an unknown field', () => {
    expect(() => parse('fields=name,cost')).toThrow("Unknown field 'cost' in fields");
    expect(() => parse('fields=brand.name')).toThrow("Unknown field 'brand.name' in fields");
  });
});

describe('join', () => {
  it('names relations, with or without fields', () => {
    expect(parse('join=brand').join).toEqual([{ relation: 'brand' }]);
    expect(parse('join=brand||name&join%5B1%5D=productsVariation||sku,unitPrice').join).toEqual([
      { relation: 'brand', fields: ['id', 'name'] },
      { relation: 'productsVariation', fields: ['id', 'sku', 'unitPrice'] },
    ]);
  });

  it('merges a relation joined twice', () => {
    expect(parse('join=brand||name&join=brand||enabled').join).toEqual([
      { relation: 'brand', fields: ['id', 'name', 'enabled'] },
    ]);
    expect(parse('join=brand||name&join=brand').join).toEqual([{ relation: 'brand' }]);
    expect(parse('join=brand&join=brand||name').join).toEqual([{ relation: 'brand' }]);
  });

  it('names an unknown relation or field', () => {
    expect(() => parse('join=maker')).toThrow("Unknown relation 'maker' in join");
    expect(() => parse('join=name')).toThrow("Unknown relation 'name' in join");
    expect(() => parse('join=brand||logo')).toThrow("Unknown field 'logo' in join 'brand'");
    expect(() => parse('join=constructor')).toThrow("Unknown relation 'constructor' in join");
  });
});

describe('everything together, as RequestQueryBuilder sends it', () => {
  it('parses a full query', () => {
    const qs =
      'fields=name%2Cprice&filter%5B0%5D=name%7C%7C%24contL%7C%7Catta&filter%5B1%5D=enabled%7C%7C%24eq%7C%7Ctrue' +
      '&join%5B0%5D=brand%7C%7Cname&sort%5B0%5D=price%2CDESC&limit=5&page=2';
    expect(parse(qs)).toEqual({
      where: {
        and: [
          { field: 'name', operator: '$contL', value: 'atta' },
          { field: 'enabled', operator: '$eq', value: true },
        ],
      },
      sort: [{ field: 'price', order: 'DESC' }],
      limit: 5,
      offset: 5,
      page: 2,
      fields: ['id', 'name', 'price'],
      join: [{ relation: 'brand', fields: ['id', 'name'] }],
    });
  });
});
