import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { addressesBinding } from '../../modules/addresses/addresses.binding';
import { auditBinding } from '../../modules/audit/audit.service';
import { couponsBinding } from '../../modules/coupons/coupons.service';
import { notificationsBinding } from '../../modules/notifications/notifications.service';
import { ordersBinding } from '../../modules/orders/orders.binding';
import { productsBinding } from '../../modules/products/products.binding';
import { productsVariationsBinding } from '../../modules/products-variations/products-variations.binding';
import { reviewsBinding } from '../../modules/reviews/reviews.service';
import { usersBinding } from '../../modules/users/users.binding';
import { type ResourceBinding, selection } from './binding';
import { isoOfUtcText, pickFields, presentArrays, presentRow } from './present';
import { decodeRows, shapeOf } from './statement';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A timestamptz as PostgreSQL prints it in UTC, with 0 to 6 digits of fraction. */
function utcText(seed: number): string {
  const year = 1000 + (seed % 9000);
  const fraction = String(seed * 7919)
    .padStart(6, '7')
    .slice(0, seed % 7);
  const time = `${pad(seed % 24)}:${pad(seed % 60)}:${pad((seed * 7) % 60)}`;
  return `${year}-${pad(1 + (seed % 12))}-${pad(1 + (seed % 28))} ${time}${fraction ? `.${fraction}` : ''}+00`;
}

describe('isoOfUtcText', () => {
  it('gives what a Date gives for PostgreSQL UTC text, to the truncated millisecond', () => {
    for (let seed = 0; seed < 5000; seed++) {
      const text = utcText(seed);
      expect(isoOfUtcText(text), text).toBe(new Date(text).toISOString());
    }
    expect(isoOfUtcText('2024-02-29 23:59:59.9999+00')).toBe('2024-02-29T23:59:59.999Z');
  });

  it('leaves every other form to a Date', () => {
    for (const text of [
      '2026-11-24 19:03:50.328175+05:30',
      '2026-11-24 19:03:50+05',
      '12026-11-24 19:03:50+00',
      '2026-11-24 19:03:50+00 BC',
      '2026-11-24 19:03:50',
      '2026-11-24T19:03:50.328Z',
      'infinity',
    ])
      expect(isoOfUtcText(text), text).toBeUndefined();
  });
});

/** A value of the column's type as node-postgres and PGlite hand it over (times and dates as text). */
function driverValue(column: PgColumn, seed: number): unknown {
  if (seed % 5 === 0 && !column.notNull) return null;
  switch (column.columnType) {
    case 'PgTimestamp':
      return seed % 3 === 0 ? '2026-11-24 19:03:50.328175+05:30' : utcText(seed);
    case 'PgDateString':
      return '2026-11-24';
    case 'PgNumericNumber':
      return `${seed}.50`;
    case 'PgBigInt53':
      return String(9_007_199_254_740_000 + seed);
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
      return seed;
    case 'PgBoolean':
      return seed % 2 === 0;
    case 'PgJsonb':
      return { lat: 12.9, lng: 77.6, seed };
    case 'PgArray':
      return ['a', String(seed)];
    default:
      return `text ${seed}`;
  }
}

describe('presentArrays', () => {
  const bindings: ResourceBinding[] = [
    ordersBinding,
    usersBinding,
    addressesBinding,
    auditBinding,
    couponsBinding,
    notificationsBinding,
    productsBinding,
    productsVariationsBinding,
    reviewsBinding,
  ];

  it.each(bindings.map((binding) => [binding.def.name, binding] as const))(
    '%s: answers what presentRow answers of the decoded rows',
    (_name, binding) => {
      const shape = shapeOf(selection(binding));
      const arrays = Array.from({ length: 40 }, (_, seed) =>
        shape.columns.map((column) => driverValue(column, seed)),
      );
      const expected = decodeRows(shape, arrays).map((row) => presentRow(binding, row));
      expect(presentArrays(binding, shape, arrays)).toEqual(expected);
    },
  );

  it.each([
    ['products (an extension: sales, orders, placeholders)', productsBinding, undefined],
    ['products, some fields', productsBinding, ['sku', 'id', 'placeholderStats', 'name']],
    ['variations, a join’s fields', productsVariationsBinding, ['sku', 'id', 'unitPrice', 'stockStatus']],
  ] as const)(
    '%s: the same keys in the same order as presenting the decoded rows',
    (_name, binding, fields) => {
      const shape = shapeOf(selection(binding));
      const arrays = [shape.columns.map((column) => driverValue(column, 3))];
      const [answer] = presentArrays(binding, shape, arrays, fields);
      const presented = presentRow(binding, decodeRows(shape, arrays)[0]!);
      const expected = fields ? pickFields(presented, fields) : presented;
      expect(Object.keys(answer!)).toEqual(Object.keys(expected));
      expect(answer).toEqual(expected);
    },
  );

  it('reads only the declared fields, in declaration order, past any trailing values', () => {
    const shape = shapeOf(selection(ordersBinding));
    const row = shape.columns.map((column) => driverValue(column, 1));
    const [answer] = presentArrays(ordersBinding, shape, [[...row, 'keyset value']]);
    const declared = Object.keys(ordersBinding.def.fields).filter((field) => shape.keys.includes(field));
    expect(Object.keys(answer!)).toEqual(declared);
  });
});
