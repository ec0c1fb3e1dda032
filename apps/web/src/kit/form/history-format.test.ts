import { describe, expect, it } from 'vitest';
import { actionWords, fieldWords, resourceWords, summaryOf, valueWords, whoOf } from './history-format';

describe('history entries in words', () => {
  it('names resources by their label and fields by theirs, else spelled out', () => {
    expect(resourceWords('products')).toBe('Product');
    expect(resourceWords('measurement-units')).toBe('Measurement unit');
    expect(resourceWords('some-thing')).toBe('Some thing');
    expect(fieldWords('taxes', 'rate')).toBe('Rate');
    expect(fieldWords('products-variations', 'unitPrice')).toBe('Unit price');
    expect(fieldWords('products', 'metaTitle')).toBe('Meta title');
    expect(fieldWords('taxes', 'countryId')).toBe('Country ID');
    expect(fieldWords('products', 'productsVariation.sku')).toBe('SKU');
    expect(fieldWords('products', 'productsVariation[ATTA-5KG].unitPrice')).toBe('Unit price (ATTA-5KG)');
  });

  it('shows values as the lists do: — for empty, Yes/No, rupees, percent', () => {
    expect(valueWords('taxes', 'name', null)).toBe('—');
    expect(valueWords('taxes', 'name', '')).toBe('—');
    expect(valueWords('taxes', 'name', undefined)).toBe('—');
    expect(valueWords('taxes', 'enabled', true)).toBe('Yes');
    expect(valueWords('taxes', 'enabled', false)).toBe('No');
    expect(valueWords('products-variations', 'unitPrice', 150)).toBe('₹150.00');
    expect(valueWords('products', 'productsVariation.salePrice', '1234567.5')).toBe('₹12,34,567.50');
    expect(valueWords('taxes', 'rate', 12)).toBe('12%');
    expect(valueWords('products', 'productsVariation[ATTA-5KG].unitPrice', 250)).toBe('₹250.00');
    expect(valueWords('products', 'tags', ['dal', 'toor'])).toBe('dal, toor');
    expect(valueWords('products', 'priority', 0)).toBe('0');
  });

  it('says who (System for jobs) and what', () => {
    expect(whoOf({ adminId: null, adminName: null })).toBe('System');
    expect(whoOf({ adminId: 1, adminName: 'Store Owner' })).toBe('Store Owner');
    expect(actionWords('price-update')).toBe('Price updated');
    expect(actionWords('sign-in')).toBe('Signed in');
  });

  it('sums an entry up in one line', () => {
    const change = { field: 'unitPrice', before: 150, after: 165 };
    expect(
      summaryOf({ resource: 'products-variations', action: 'update', changes: [change], importRun: null }),
    ).toBe('Unit price: ₹150.00 → ₹165.00');
    const many = ['name', 'rate', 'enabled', 'countryId'].map((field) => ({ field, before: 1, after: 2 }));
    expect(summaryOf({ resource: 'taxes', action: 'update', changes: many, importRun: null })).toBe(
      'Name, Rate, Enabled and 1 more',
    );
    const noise = [
      {
        field: 'productsVariation[ATTA-5KG].updatedTimestamp',
        before: '2025-01-01T00:00:00Z',
        after: '2025-01-02T00:00:00Z',
      },
      { field: 'category', before: null, after: [] },
      { field: 'productsVariation[ATTA-5KG].unitPrice', before: 250, after: 265 },
    ];
    expect(summaryOf({ resource: 'products', action: 'update', changes: noise, importRun: null })).toBe(
      'Unit price (ATTA-5KG): ₹250.00 → ₹265.00',
    );
    expect(summaryOf({ resource: 'pincodes', action: 'import', changes: [], importRun: 'run-7' })).toBe(
      'Import run run-7',
    );
  });
});
