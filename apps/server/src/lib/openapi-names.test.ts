import { describe, expect, it } from 'vitest';
import { derivedOperationId, derivedSummary, summaryFromDescription } from './openapi-names';

describe('derivedOperationId', () => {
  it('is the method and the path’s words, a parameter as By and its name', () => {
    expect(derivedOperationId('GET', '/api/taxes')).toBe('getTaxes');
    expect(derivedOperationId('patch', '/api/taxes/{id}')).toBe('patchTaxesById');
    expect(derivedOperationId('get', '/api/orders/{id}/invoice')).toBe('getOrdersByIdInvoice');
    expect(derivedOperationId('post', '/api/products-variations/singleImport')).toBe(
      'postProductsVariationsSingleImport',
    );
    expect(derivedOperationId('get', '/api/common/app_version')).toBe('getCommonAppVersion');
    expect(derivedOperationId('get', '/api/Organizations')).toBe('getOrganizations');
  });
});

describe('summaryFromDescription', () => {
  it('takes the first sentence when it is short enough', () => {
    expect(summaryFromDescription('How many reviews match the list query')).toBe(
      'How many reviews match the list query',
    );
    expect(summaryFromDescription('Any image but the cover (409). More words follow.')).toBe(
      'Any image but the cover (409)',
    );
    expect(summaryFromDescription('xlsx of every row matching the list query')).toBe(
      'Xlsx of every row matching the list query',
    );
  });

  it('gives none for a long first sentence or no description', () => {
    expect(summaryFromDescription(`${'word '.repeat(20)}end.`)).toBeUndefined();
    expect(summaryFromDescription(undefined)).toBeUndefined();
    expect(summaryFromDescription('')).toBeUndefined();
  });
});

describe('derivedSummary', () => {
  it('says what a call does on its path', () => {
    expect(derivedSummary('get', '/api/taxes', true)).toBe('List taxes');
    expect(derivedSummary('get', '/api/taxes/{id}', false)).toBe('Get taxes by id');
    expect(derivedSummary('post', '/api/taxes', false)).toBe('Add to taxes');
    expect(derivedSummary('patch', '/api/taxes/{id}', false)).toBe('Update taxes by id');
    expect(derivedSummary('delete', '/api/taxes/{id}', false)).toBe('Delete taxes by id');
    expect(derivedSummary('post', '/api/admins/login', false)).toBe('Admins login');
    expect(derivedSummary('get', '/api/orders/{id}/credit-notes/{serial}', false)).toBe(
      'Get orders credit notes by id and serial',
    );
  });
});
