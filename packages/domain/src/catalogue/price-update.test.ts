import { describe, expect, it } from 'vitest';
import { mapSheetHeaders } from '../import/sheet';
import { PRICE_SHEET_COLUMNS, priceRowFromSheet, priceRowNameError, priceUpdateRow } from './price-update';

describe('price sheet', () => {
  it('reads the template headers and those of the variations export', () => {
    expect(
      mapSheetHeaders(['Id', 'Product Name', 'Regular Price', 'Sale Price'], PRICE_SHEET_COLUMNS),
    ).toEqual(['id', 'name', 'unitPrice', 'salePrice']);
    expect(
      mapSheetHeaders(
        [
          'Product Id',
          'Product Name',
          'Variation Id',
          'Variation Name',
          'SKU',
          'MRP',
          'Regular Price',
          'Sale Price',
        ],
        PRICE_SHEET_COLUMNS,
      ),
    ).toEqual([undefined, 'name', 'id', 'name', undefined, undefined, 'unitPrice', 'salePrice']);
  });

  it('maps a sheet row to a request row, numbers as typed', () => {
    expect(
      priceRowFromSheet({ id: 12, name: ' Amul Butter ', unitPrice: '1,250.50', salePrice: '' }, 3),
    ).toEqual({
      row: 3,
      id: 12,
      name: 'Amul Butter',
      unitPrice: 1250.5,
    });
  });
});

describe('priceUpdateRow', () => {
  it('takes a unit price of at least 1 and a blank sale price as no sale', () => {
    expect(priceUpdateRow.parse({ id: 1, unitPrice: 100 })).toEqual({ id: 1, unitPrice: 100, salePrice: 0 });
    expect(priceUpdateRow.parse({ id: 1, unitPrice: 100, salePrice: 99 }).salePrice).toBe(99);
  });

  it('refuses what the variation form refuses, with its words', () => {
    const first = (input: unknown) => priceUpdateRow.safeParse(input).error?.issues[0]?.message;
    expect(first({ id: 1, unitPrice: 0.5 })).toBe('Unit price should be at least 1');
    expect(first({ id: 1, unitPrice: 100, salePrice: 100 })).toBe('Sale price should be 0 to 99');
    expect(first({ id: 1, unitPrice: 10.555 })).toBe('At most 2 decimals');
    expect(first({ id: 'abc', unitPrice: 10 })).toBe('Id should be the variation id, a whole number');
    expect(first({ id: 1, unitPrice: 'ten' })).toBe('Unit price should be at least 1');
  });
});

describe('priceRowNameError', () => {
  const variation = { productName: 'Amul Butter', variationName: '500 g' };
  it('accepts no name, the product name or the variation name, in any case', () => {
    expect(priceRowNameError({ id: 7 }, variation)).toBeUndefined();
    expect(priceRowNameError({ id: 7, name: 'amul butter' }, variation)).toBeUndefined();
    expect(priceRowNameError({ id: 7, name: '500 G' }, variation)).toBeUndefined();
  });

  it('names what the id really is when the name is another', () => {
    expect(priceRowNameError({ id: 7, name: 'Tata Salt' }, variation)).toBe(
      'Id 7 is Amul Butter (500 g), not Tata Salt',
    );
  });
});
