import { brands, faqs, measurementUnits, taxes } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { columnsOf, filtersOf, sortsOf } from './fields-of';

describe('the list from the declaration', () => {
  it('filters the FAQs by question (contains) and enabled, in declaration order', () => {
    expect(filtersOf(faqs)).toEqual([
      { kind: 'text', field: 'title', label: 'Question' },
      { kind: 'boolean', field: 'enabled', label: 'Enabled' },
    ]);
  });

  it('offers the sortable fields as sort choices, by their labels', () => {
    expect(sortsOf(faqs)).toEqual([
      { field: 'priority', label: 'Priority' },
      { field: 'id', label: 'ID' },
      { field: 'title', label: 'Question' },
    ]);
  });

  it('makes a column of each listed field only', () => {
    expect(columnsOf(faqs).map((column) => column.key)).toEqual(['enabled']);
  });
});

describe('the tax list from the declaration', () => {
  it('shows id, name, rate and cess as percents, the switch and the day added', () => {
    expect(columnsOf(taxes).map(({ key, kind, sortField }) => ({ key, kind, sortField }))).toEqual([
      { key: 'id', kind: 'text', sortField: 'id' },
      { key: 'name', kind: 'text', sortField: 'name' },
      { key: 'rate', kind: 'percent', sortField: 'rate' },
      { key: 'cessRate', kind: 'percent', sortField: 'cessRate' },
      { key: 'enabled', kind: 'enabled', sortField: undefined },
      { key: 'createdTimestamp', kind: 'date', sortField: 'createdTimestamp' },
    ]);
  });

  it('sorts by the day added from its column header only', () => {
    expect(sortsOf(taxes).map((choice) => choice.field)).toEqual(['id', 'name', 'rate', 'cessRate']);
  });
});

describe('hidden columns and sortable days', () => {
  it('leaves the day added out of the measurement units until chosen', () => {
    const created = columnsOf(measurementUnits).find((column) => column.key === 'createdTimestamp');
    expect(created?.defaultHidden).toBe(true);
  });

  it('offers the brands a sort by the day added', () => {
    expect(sortsOf(brands)).toEqual([
      { field: 'id', label: 'ID' },
      { field: 'name', label: 'Name' },
      { field: 'createdTimestamp', label: 'Created' },
    ]);
  });
});
