import type { ProductImportInput } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { entriesOf, entryCounts, entryLabel, isErrorRow, nextToSend, withEntry } from './import-rows';

const item = (name: string, images: string[], productId?: string): ProductImportInput =>
  ({ rows: [3], name, images, productId }) as unknown as ProductImportInput;

describe('import rows', () => {
  const entries = entriesOf([item('Atta', ['a.png'], '77'), item('Salt', []), item('Ghee', ['g.jpg'])]);

  it('start pending and approved; a row without an image is an error row', () => {
    expect(entries.map((e) => [e.status, e.approved, isErrorRow(e)])).toEqual([
      ['pending', true, false],
      ['pending', true, true],
      ['pending', true, false],
    ]);
    expect(entryLabel(entries[0]!)).toBe('id 77: Atta');
    expect(entryLabel(entries[1]!)).toBe('row 3: Salt');
  });

  it('send the approved rows in order, skipping rejected ones', () => {
    const rejected = withEntry(entries, 0, { approved: false });
    expect(nextToSend(rejected)?.index).toBe(1);
    const sent = withEntry(withEntry(rejected, 1, { status: 'failed', message: 'x' }), 2, {
      status: 'uploaded',
    });
    expect(nextToSend(sent)).toBeUndefined();
    expect(isErrorRow(sent[1]!)).toBe(true);
    expect(entryCounts(sent)).toEqual({ total: 2, processed: 2, imported: 1, failed: 1, percent: 100 });
  });

  it('count percent with two decimals', () => {
    const one = withEntry(entries, 0, { status: 'uploaded' });
    expect(entryCounts(one).percent).toBe(33.33);
  });
});
