import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkDrafts,
  type GridRow,
  pasteBlock,
  saveRows,
  serverCellErrors,
  typeCell,
} from './bulk-grid-state';

const row = (id: number, unitPrice: number): GridRow => ({
  id,
  name: `Variation ${id}`,
  sku: `SKU-${id}`,
  updatedTimestamp: '2026-11-29T04:00:00.000Z',
  mrp: null,
  unitPrice,
  salePrice: 0,
  stockQuantity: 20,
  stockStatus: 'In Stock',
  enabled: true,
  manageStock: true,
});
const rows = [row(1, 100), row(2, 200), row(3, 300)];

describe('the bulk grid', () => {
  it('fills a pasted block from the focused cell, right and down, dropping what falls off', () => {
    // From unit price (field 1): unit price, sale price, stock quantity.
    const drafts = pasteBlock(
      new Map(),
      rows,
      { rowIndex: 1, fieldIndex: 1 },
      '210\t199\t5\r\n310\t310\t7\n410\t1\t1\n',
    );
    expect([...drafts.keys()]).toEqual([2, 3]);
    expect(drafts.get(2)!.texts).toEqual({ unitPrice: '210', salePrice: '199', stockQuantity: '5' });
    const { checks, changedCells, refusedCells } = checkDrafts(drafts);
    expect(changedCells).toBe(6);
    expect(refusedCells).toBe(1);
    expect(checks.get(3)!.errors).toEqual({ salePrice: 'Sale price should be 0 to 309' });
    expect(saveRows(drafts, checks)).toEqual([
      {
        id: 2,
        updatedTimestamp: rows[1]!.updatedTimestamp,
        unitPrice: 210,
        salePrice: 199,
        stockQuantity: 5,
      },
      {
        id: 3,
        updatedTimestamp: rows[2]!.updatedTimestamp,
        unitPrice: 310,
        salePrice: 310,
        stockQuantity: 7,
      },
    ]);
  });

  it('forgets a cell typed back to its value', () => {
    const typed = typeCell(new Map(), rows[0]!, 'stockQuantity', '2.5');
    expect(checkDraft(typed.get(1)!).errors).toEqual({
      stockQuantity: 'Stock quantity should be a whole number, at least 0',
    });
    expect(typeCell(typed, rows[0]!, 'stockQuantity', '20').size).toBe(0);
  });

  it('puts the server’s refusals on the rows and cells they name', () => {
    const errors = serverCellErrors(
      [{ id: 7 }, { id: 9 }],
      [
        { field: 'rows.1.salePrice', message: 'SKU-9: Sale price should be 0 to 99' },
        { field: 'rows.0', message: 'SKU-7 was changed by someone else' },
      ],
    );
    expect(errors.get(9)).toEqual({ salePrice: 'SKU-9: Sale price should be 0 to 99' });
    expect(errors.get(7)).toEqual({ row: 'SKU-7 was changed by someone else' });
  });
});
