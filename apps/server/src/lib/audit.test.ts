import { describe, expect, it } from 'vitest';
import { changesOf } from './audit';

describe('changesOf', () => {
  it('keeps what changed, leaving out bookkeeping (a linked row’s too), secrets and empty lists', () => {
    const stamp = (at: string) => new Date(`2026-11-24T${at}:00Z`);
    const before = {
      id: 7,
      name: 'Sona Masoori Rice',
      updatedTimestamp: stamp('05:00'),
      'productsVariation[RICE-5].unitPrice': 150,
      'productsVariation[RICE-5].updatedTimestamp': stamp('05:00'),
      passwordHash: '$argon2id$v=19$old',
      relatedProduct: null,
    };
    const after = {
      ...before,
      name: 'Sona Masoori Rice 5 kg',
      updatedTimestamp: stamp('06:00'),
      'productsVariation[RICE-5].unitPrice': 165,
      'productsVariation[RICE-5].updatedTimestamp': stamp('06:00'),
      passwordHash: '$argon2id$v=19$new',
      relatedProduct: [],
    };
    expect(changesOf(before, after)).toEqual([
      { field: 'name', before: 'Sona Masoori Rice', after: 'Sona Masoori Rice 5 kg' },
      { field: 'productsVariation[RICE-5].unitPrice', before: 150, after: 165 },
    ]);
  });

  it('records a create’s filled fields only', () => {
    expect(changesOf(undefined, { id: 3, name: 'Toor Dal', category: [], brandId: null })).toEqual([
      { field: 'name', before: null, after: 'Toor Dal' },
    ]);
  });
});
