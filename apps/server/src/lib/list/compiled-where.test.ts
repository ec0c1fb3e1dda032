import { type Condition, parseListQuery } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { ordersBinding } from '../../modules/orders/orders.binding';
import { parseOrderQuery } from '../../modules/orders/orders-query';
import type { ResourceBinding } from './binding';
import { compileWhere } from './compiled-where';
import { countryBinding, rawQuery, registry, taxBinding } from './list-fixtures';
import { deepFreeze } from './parsed-query-cache';
import { dialectOf } from './statement';
import { whereSql } from './where-sql';

/** A dialect of its own per test (the texts are kept per dialect); no connection is made. */
const freshDb = () =>
  drizzle('postgres://unused@127.0.0.1:1/none', { casing: 'snake_case' }) as unknown as Db;

const conditionOf = (binding: ResourceBinding, query: string): Condition =>
  parseListQuery(rawQuery(query), binding.def, registry).where!;

/** What Drizzle compiles for the condition, every time. */
function drizzleCompile(db: Db, binding: ResourceBinding, condition: Condition) {
  const { sql, params } = dialectOf(db).sqlToQuery(whereSql(binding, condition)!);
  return { text: sql, params };
}

/** Pairs of list filters with the same shape and other values, over the test taxes and countries. */
const PAIRS: [ResourceBinding, string, string][] = [
  [taxBinding, 'filter=name||$eq||GST 5', 'filter=name||$eq||VAT 13'],
  [taxBinding, 'filter=rate||$between||2,13', 'filter=rate||$between||0,1.5'],
  [taxBinding, 'filter=id||$in||1,3,5', 'filter=id||$in||7'],
  [taxBinding, 'filter=name||$notinL||gst 5,VAT 13', 'filter=name||$notinL||a,b,c,d'],
  [taxBinding, 'filter=name||$cont||%', 'filter=name||$cont||ess'],
  [taxBinding, 'filter=createdBy||$isnull', 'filter=createdBy||$isnull'],
  [
    taxBinding,
    'filter=createdTimestamp||$gt||2024-01-01T10:00:00.000001Z',
    'filter=createdTimestamp||$gt||2025-06-01',
  ],
  [taxBinding, 'filter=enabled||$eq||false', 'filter=enabled||$eq||true'],
  [
    taxBinding,
    'filter=name||$starts||GST&filter=rate||$gte||12',
    'filter=name||$starts||VAT&filter=rate||$gte||1',
  ],
  [taxBinding, 'filter=name||$eq||GST 5&or=rate||$lt||1.5', 'filter=name||$eq||Cess_A&or=rate||$lt||3'],
  [taxBinding, 'filter=country.name||$contL||ind', 'filter=country.name||$contL||nep'],
  [taxBinding, 'filter=tags.name||$eq||food', 'filter=tags.name||$eq||dairy'],
  [countryBinding, 'filter=enabledTaxes.rate||$gt||10', 'filter=enabledTaxes.rate||$gt||1'],
  [
    countryBinding,
    's={"$or":[{"name":{"$contL":"in"}},{"code":"IN"}]}',
    's={"$or":[{"name":{"$contL":"ne"}},{"code":"NP"}]}',
  ],
];

describe('compileWhere', () => {
  it.each(PAIRS)('%#: %s then %s: what Drizzle compiles, both times', (binding, first, second) => {
    const db = freshDb();
    for (const query of [first, second, first]) {
      const condition = conditionOf(binding, query);
      expect(compileWhere(db, binding, condition), query).toEqual(drizzleCompile(db, binding, condition));
    }
  });

  it('keeps shapes apart: every filter above, twice, on one dialect', () => {
    const db = freshDb();
    for (let round = 0; round < 2; round++)
      for (const [binding, first, second] of PAIRS)
        for (const query of [second, first]) {
          const condition = conditionOf(binding, query);
          expect(compileWhere(db, binding, condition), query).toEqual(drizzleCompile(db, binding, condition));
        }
  });

  it("compiles a shape once: the order list's default view, then other statuses and pages", () => {
    const db = freshDb();
    const compile = vi.spyOn(dialectOf(db), 'sqlToQuery');
    const views = ['Order Placed', 'Out for Delivery', 'Order Delivered', 'Order Cancelled'].map(
      (status) => parseOrderQuery({ filter: `status||$eq||${status}`, page: '2' }).where,
    );
    const answers = views.map((where) => compileWhere(db, ordersBinding, where));
    expect(compile).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer!.params)).toEqual(
      views.map((where) => [(where as { value: string }).value]),
    );
    expect(new Set(answers.map((answer) => answer!.text))).toEqual(new Set(['"orders"."status" = $1::text']));
  });

  it("a known shape of the table's own fields takes its parameters from the values: no SQL built", () => {
    const own = PAIRS.filter(([, first]) => !/[=.][a-zA-Z]+\.[a-zA-Z]/.test(first.split('||')[0]!));
    expect(own.length).toBeGreaterThan(8);
    for (const [binding, first, second] of own) {
      const db = freshDb();
      let reads = 0;
      // Building a filter's SQL reads the binding's table; the direct path never does.
      const watched = new Proxy(binding, {
        get: (target, name, receiver) => {
          if (name === 'table') reads += 1;
          return Reflect.get(target, name, receiver);
        },
      });
      compileWhere(db, watched, conditionOf(binding, first));
      reads = 0;
      const condition = conditionOf(binding, second);
      expect(compileWhere(db, watched, condition), second).toEqual(drizzleCompile(db, binding, condition));
      expect(reads, second).toBe(0);
    }
  });

  it('compiles every time a shape whose SQL it cannot walk', () => {
    const db = freshDb();
    const odd: ResourceBinding = {
      ...countryBinding,
      relations: {
        ...countryBinding.relations,
        // A raw array in a template: Drizzle writes one parameter per element.
        enabledTaxes: {
          ...countryBinding.relations!.enabledTaxes!,
          where: (ref) => sql`${(ref as unknown as Record<string, PgColumn>).id} in ${[1, 2]}`,
        },
      },
    };
    const compile = vi.spyOn(dialectOf(db), 'sqlToQuery');
    const condition = conditionOf(countryBinding, 'filter=enabledTaxes.rate||$gt||10');
    for (let i = 0; i < 3; i++)
      expect(compileWhere(db, odd, condition)).toEqual(drizzleCompile(db, odd, condition));
    expect(compile).toHaveBeenCalledTimes(6);
  });

  it('compiles a frozen condition once (a kept parsed query), a fresh one each time', () => {
    const db = freshDb();
    const frozen = deepFreeze(conditionOf(countryBinding, 'filter=enabledTaxes.rate||$gt||10'));
    const first = compileWhere(db, countryBinding, frozen);
    expect(compileWhere(db, countryBinding, frozen)).toBe(first);
    expect(first).toEqual(drizzleCompile(db, countryBinding, frozen));
    expect(Object.isFrozen(first!.params)).toBe(true);
    const fresh = conditionOf(countryBinding, 'filter=enabledTaxes.rate||$gt||10');
    expect(compileWhere(db, countryBinding, fresh)).not.toBe(compileWhere(db, countryBinding, fresh));
  });
});
