import { describe, expect, it } from 'vitest';
import {
  bodyOfRow,
  combinationKey,
  nameOfPicks,
  newRow,
  picksComplete,
  repeatedCombination,
  rowOfVariation,
} from './variation-rules';

const weight = {
  id: 1,
  attributesValue: [
    { id: 11, name: '1 kg' },
    { id: 15, name: '5 kg' },
  ],
};
const pack = {
  id: 2,
  attributesValue: [
    { id: 21, name: 'Single' },
    { id: 22, name: 'Twin' },
  ],
};
const ids = [1, 2];

describe('variation rows', () => {
  it('need a value of every attribute, and name themselves after them in attribute order', () => {
    expect(picksComplete({ 1: 11 }, ids)).toBe(false);
    expect(picksComplete({ 1: 11, 2: null }, ids)).toBe(false);
    expect(picksComplete({ 2: 22, 1: 11 }, ids)).toBe(true);
    expect(nameOfPicks({ 2: 22, 1: 15 }, [weight, pack])).toBe('5 kg / Twin');
    expect(combinationKey({ 2: 22, 1: 15 }, ids)).toBe('15,22');
  });

  it('find the first row repeating the values of an earlier one', () => {
    const rows = [{ values: { 1: 11, 2: 21 } }, { values: { 1: 11 } }, { values: { 1: 11, 2: 21 } }];
    expect(repeatedCombination(rows, ids)).toBe(2);
    expect(repeatedCombination(rows.slice(0, 2), ids)).toBe(-1);
  });

  it('round-trip a saved variation into the body manage takes, links in attribute order', () => {
    const row = rowOfVariation({
      id: 7,
      productId: 3,
      name: '1 kg / Twin',
      enabled: true,
      image: null,
      mrp: 105,
      unitPrice: 100,
      salePrice: 90,
      sku: 'ATTA-1-TWIN',
      manageStock: true,
      stockStatus: 'In Stock',
      allowBackOrder: true,
      stockQuantity: 12,
      lowStockThreshold: null,
      discountPercentage: 10,
      discountAmount: 10,
      isDefault: false,
      keptAside: false,
      createdTimestamp: '2025-11-22T06:00:00.000Z',
      updatedTimestamp: '2025-11-22T06:00:00.000Z',
      productsVariationsAttribute: [
        { attributeId: 2, attributesValueId: 22 },
        { attributeId: 1, attributesValueId: 11 },
      ],
    });
    expect(row.uid).toBe('v7');
    expect(bodyOfRow(row, ids)).toEqual({
      id: 7,
      name: '1 kg / Twin',
      enabled: true,
      mrp: 105,
      unitPrice: 100,
      salePrice: 90,
      sku: 'ATTA-1-TWIN',
      manageStock: true,
      stockStatus: 'In Stock',
      stockQuantity: 12,
      allowBackOrder: true,
      lowStockThreshold: null,
      productsVariationsAttribute: [
        { attributeId: 1, attributesValueId: 11 },
        { attributeId: 2, attributesValueId: 21 + 1 },
      ],
    });
  });

  it('start a new row unsaved, in stock, on no sale, with its own panel key', () => {
    const a = newRow({ 1: 11, 2: 21 }, '1 kg / Single');
    const b = newRow({ 1: 15, 2: 21 }, '5 kg / Single');
    expect(a.uid).not.toBe(b.uid);
    expect(bodyOfRow(a, ids)).toMatchObject({ name: '1 kg / Single', salePrice: 0, stockStatus: 'In Stock' });
    expect(bodyOfRow(a, ids)).not.toHaveProperty('id');
    expect(bodyOfRow({ ...a, name: '  ' }, ids).name).toBeNull();
  });
});
