import { describe, expect, it } from 'vitest';
import { changesOf, isSecretField } from './audit';

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

describe('isSecretField', () => {
  it('knows a secret by any part of its name, and leaves ordinary fields alone', () => {
    for (const field of [
      'passwordHash',
      'smtpPassword',
      'clientSecret',
      'authToken',
      'tokenHash',
      'hash',
      'apiKey',
      'private_key',
      'salt',
      'otpCode',
    ]) {
      expect(isSecretField(field), field).toBe(true);
    }
    for (const field of [
      'name',
      'metaKeywords',
      'sku',
      'unitPrice',
      'emailAddress',
      'keptAside',
      'hashtag',
    ]) {
      expect(isSecretField(field), field).toBe(false);
    }
  });
});
