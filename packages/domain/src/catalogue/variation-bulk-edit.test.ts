import { describe, expect, it } from 'vitest';
import {
  type BulkEditCurrent,
  bulkEditBody,
  bulkEditRowErrors,
  bulkEditWrite,
  MANAGED_STATUS_MESSAGE,
  readBulkCell,
} from './variation-bulk-edit';

const atta: BulkEditCurrent = {
  mrp: 300,
  unitPrice: 265,
  salePrice: 249,
  stockQuantity: 40,
  stockStatus: 'In Stock',
  enabled: true,
  manageStock: true,
};

describe('readBulkCell', () => {
  it('reads money as a sheet shows it, to 2 decimals', () => {
    expect(readBulkCell('unitPrice', '₹1,299.50')).toEqual({ ok: true, value: 1299.5 });
    expect(readBulkCell('unitPrice', ' 45 ')).toEqual({ ok: true, value: 45 });
    expect(readBulkCell('unitPrice', '12.345')).toEqual({ ok: false, message: 'At most 2 decimals' });
    expect(readBulkCell('unitPrice', '0.5')).toEqual({
      ok: false,
      message: 'Unit price should be at least 1',
    });
    expect(readBulkCell('unitPrice', '')).toEqual({ ok: false, message: 'Unit price should be at least 1' });
    expect(readBulkCell('unitPrice', 'abc').ok).toBe(false);
  });

  it('reads a blank MRP as none and a blank sale price as no sale', () => {
    expect(readBulkCell('mrp', '')).toEqual({ ok: true, value: null });
    expect(readBulkCell('salePrice', ' ')).toEqual({ ok: true, value: 0 });
    expect(readBulkCell('mrp', '-1')).toEqual({ ok: false, message: 'MRP should be 0 or more' });
  });

  it('takes whole stock quantities of 0 or more only', () => {
    expect(readBulkCell('stockQuantity', '12')).toEqual({ ok: true, value: 12 });
    const refused = { ok: false, message: 'Stock quantity should be a whole number, at least 0' };
    expect(readBulkCell('stockQuantity', '2.5')).toEqual(refused);
    expect(readBulkCell('stockQuantity', '-3')).toEqual(refused);
    expect(readBulkCell('stockQuantity', 'ten')).toEqual(refused);
  });

  it('reads stock status and enabled in any case', () => {
    expect(readBulkCell('stockStatus', 'out of  stock')).toEqual({ ok: true, value: 'Out Of Stock' });
    expect(readBulkCell('stockStatus', 'gone').ok).toBe(false);
    expect(readBulkCell('enabled', 'Yes')).toEqual({ ok: true, value: true });
    expect(readBulkCell('enabled', 'FALSE')).toEqual({ ok: true, value: false });
    expect(readBulkCell('enabled', 'maybe')).toEqual({ ok: false, message: 'Enabled is Yes or No' });
  });
});

describe('bulkEditRowErrors', () => {
  it('passes changes the variation form would take', () => {
    expect(bulkEditRowErrors(atta, { unitPrice: 270, salePrice: 259, stockQuantity: 0 })).toEqual([]);
  });

  it('refuses a sale price not below the unit price the row would have', () => {
    expect(bulkEditRowErrors(atta, { salePrice: 265 })).toEqual([
      { field: 'salePrice', message: 'Sale price should be 0 to 264' },
    ]);
    // A lower unit price alone makes the kept sale price too high.
    expect(bulkEditRowErrors(atta, { unitPrice: 200 })).toEqual([
      { field: 'salePrice', message: 'Sale price should be 0 to 199' },
    ]);
  });

  it('names each bad cell once, with its own rule first', () => {
    expect(bulkEditRowErrors(atta, { unitPrice: 0, stockQuantity: 1.5 })).toEqual([
      { field: 'unitPrice', message: 'Unit price should be at least 1' },
      { field: 'stockQuantity', message: 'Stock quantity should be a whole number, at least 0' },
    ]);
  });

  it('refuses a stock status typed against a managed quantity, not one that agrees', () => {
    expect(bulkEditRowErrors(atta, { stockStatus: 'Out Of Stock' })).toEqual([
      { field: 'stockStatus', message: MANAGED_STATUS_MESSAGE },
    ]);
    expect(bulkEditRowErrors(atta, { stockStatus: 'Out Of Stock', stockQuantity: 0 })).toEqual([]);
    expect(bulkEditRowErrors({ ...atta, manageStock: false }, { stockStatus: 'Out Of Stock' })).toEqual([]);
  });
});

describe('bulkEditWrite', () => {
  it('works out the discount and a managed status from the new values', () => {
    expect(bulkEditWrite(atta, { unitPrice: 200, salePrice: 150, stockQuantity: 0 })).toEqual({
      mrp: 300,
      unitPrice: 200,
      salePrice: 150,
      stockQuantity: 0,
      stockStatus: 'Out Of Stock',
      enabled: true,
      discountAmount: 50,
      discountPercentage: 25,
    });
  });

  it('keeps the switch of unmanaged stock', () => {
    const loose = { ...atta, manageStock: false, stockStatus: 'Out Of Stock' as const };
    expect(bulkEditWrite(loose, { stockQuantity: 5 }).stockStatus).toBe('Out Of Stock');
  });
});

describe('bulkEditBody', () => {
  it('refuses an empty save and a cell of the wrong kind with its path', () => {
    expect(bulkEditBody.safeParse({ rows: [] }).success).toBe(false);
    const result = bulkEditBody.safeParse({ rows: [{ id: 1 }, { id: 2, stockStatus: 'Gone' }] });
    expect(result.error?.issues[0]?.path).toEqual(['rows', 1, 'stockStatus']);
  });
});
