import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-query';

describe('searchTermsOf: what the command palette looks for', () => {
  it('reads a mobile typed as said as the stored digits, from four digits', () => {
    expect(searchTermsOf('+91 98765 43210')).toEqual({ mobilePrefix: '9876543210' });
    expect(searchTermsOf('098765-43210')).toEqual({ mobilePrefix: '9876543210' });
    expect(searchTermsOf('+91 98765')).toEqual({ mobilePrefix: '98765' });
    expect(searchTermsOf('+91 98')).toEqual({});
  });

  it('reads a number as an order number, and as a mobile prefix from four digits', () => {
    expect(searchTermsOf('501')).toEqual({ orderId: 501 });
    expect(searchTermsOf('#501')).toEqual({ orderId: 501 });
    expect(searchTermsOf('9876')).toEqual({ orderId: 9876, mobilePrefix: '9876' });
    // Past a PostgreSQL integer a number names no order.
    expect(searchTermsOf('9876543210')).toEqual({ mobilePrefix: '9876543210' });
    expect(searchTermsOf('0')).toEqual({});
  });

  it('reads an order reference in any case', () => {
    expect(searchTermsOf(' mnd-261129-501 ')).toEqual({ orderReference: 'MND-261129-501' });
  });

  it('reads other text of three characters or more as a name or SKU', () => {
    expect(searchTermsOf('  atta ')).toEqual({ text: 'atta' });
    expect(searchTermsOf('ATTA-5KG')).toEqual({ text: 'ATTA-5KG' });
    expect(searchTermsOf('at')).toEqual({});
    expect(searchTermsOf(' a ')).toEqual({});
    expect(searchTermsOf('+91 98')).toEqual({});
    expect(searchTermsOf('12-34')).toEqual({ mobilePrefix: '1234' });
  });
});
