import { describe, expect, it } from 'vitest';
import type { FilterDef } from './list-types';
import {
  type ListConfig,
  readListState,
  toExportQuery,
  toFilterClauses,
  toListQuery,
  writeListState,
} from './list-url-state';

const filters: FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'select', field: 'stockStatus', label: 'Stock', options: [] },
  { kind: 'text', field: 'productsVariation.sku', param: 'sku', operator: '$eq', label: 'SKU' },
  { kind: 'boolean', field: 'enabled', label: 'Status', defaultValue: true },
  { kind: 'dateRange', field: 'createdTimestamp', param: 'created', label: 'Created' },
];

const config: ListConfig = {
  filters,
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  sortFields: ['id', 'name'],
};

const read = (search: string) => readListState(new URLSearchParams(search), config);

describe('readListState', () => {
  it('applies the defaults when the URL says nothing', () => {
    expect(read('')).toEqual({
      values: { name: '', stockStatus: '', sku: '', enabled: 'true', created: '' },
      sort: null,
      page: 1,
      limit: 10,
    });
  });

  it('reads filters, sort, page and size', () => {
    const state = read('name=gst&enabled=false&sort=name,DESC&page=3&limit=20&sku=ATTA-5KG');
    expect(state.values).toMatchObject({ name: 'gst', enabled: 'false', sku: 'ATTA-5KG' });
    expect(state.sort).toEqual({ field: 'name', order: 'DESC' });
    expect(state).toMatchObject({ page: 3, limit: 20 });
  });

  it('treats an empty param as a cleared default', () => {
    expect(read('enabled=').values.enabled).toBe('');
  });

  it('ignores values the list cannot use', () => {
    const state = read('enabled=maybe&sort=password,ASC&page=-2&limit=1000&created=2024-02-10,2024-01-01');
    expect(state.values.enabled).toBe('');
    expect(state.sort).toBeNull();
    expect(state).toMatchObject({ page: 1, limit: 10 });
    expect(state.values.created).toBe('');
    expect(read('sort=id,SIDEWAYS').sort).toBeNull();
    expect(read('limit=2').limit).toBe(2);
  });
});

describe('writeListState', () => {
  it('leaves defaults out of the URL and round-trips the rest', () => {
    expect(writeListState(read(''), config).toString()).toBe('');
    const search = 'name=gst&enabled=&sort=name%2CDESC&page=2&limit=50';
    expect(writeListState(read(search), config).toString()).toBe(search);
  });
});

describe('list grammar', () => {
  it('turns each filter with a value into a filter clause', () => {
    const state = read('name=gst&stockStatus=In Stock&sku=ATTA-5KG&enabled=false');
    expect(toFilterClauses(state, filters)).toEqual([
      'name||$contL||gst',
      'stockStatus||$eq||In Stock',
      'productsVariation.sku||$eq||ATTA-5KG',
      'enabled||$eq||false',
    ]);
  });

  it('sends a day range as $between from the start of the first day to the end of the last', () => {
    const [clause] = toFilterClauses(read('enabled=&created=2024-01-01,2024-01-31'), filters);
    const [field, operator, range] = clause!.split('||');
    const [from, to] = range!.split(',').map((value) => new Date(value));
    expect([field, operator]).toEqual(['createdTimestamp', '$between']);
    expect([from!.getDate(), from!.getHours(), from!.getMinutes()]).toEqual([1, 0, 0]);
    expect([to!.getDate(), to!.getHours(), to!.getMinutes()]).toEqual([31, 23, 59]);
  });

  it('sends the default sort until the user picks one, and page and limit only to lists', () => {
    expect(toListQuery(read('page=2'), config)).toEqual({
      filter: ['enabled||$eq||true'],
      sort: ['id,ASC'],
      page: 2,
      limit: 10,
    });
    expect(toExportQuery(read('sort=name,DESC&page=2'), config)).toEqual({
      filter: ['enabled||$eq||true'],
      sort: ['name,DESC'],
    });
  });
});
