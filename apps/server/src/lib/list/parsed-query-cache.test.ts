import { ListQueryError, parseListQuery, type RawQuery, taxes } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { cachedParse } from './parsed-query-cache';

/** A parser that counts its calls: the cache must call it once per distinct query. */
function countingParser() {
  const calls = { count: 0 };
  const parse = (raw: RawQuery) => {
    calls.count++;
    return parseListQuery(raw, taxes);
  };
  return { parse, calls };
}

describe('cachedParse', () => {
  it('answers a query string parsed before without parsing it again', () => {
    const { parse, calls } = countingParser();
    const first = cachedParse(parse, { filter: 'name||$contL||gst', sort: 'id,DESC' });
    const again = cachedParse(parse, { filter: 'name||$contL||gst', sort: 'id,DESC' });
    expect(again).toBe(first);
    expect(calls.count).toBe(1);
    expect(first).toEqual(parseListQuery({ filter: 'name||$contL||gst', sort: 'id,DESC' }, taxes));
  });

  it('parses each distinct query, a repeated parameter apart from one value', () => {
    const { parse, calls } = countingParser();
    const one = cachedParse(parse, { filter: 'name||$contL||gst' });
    const other = cachedParse(parse, { filter: 'name||$contL||cess' });
    const two = cachedParse(parse, { filter: ['name||$contL||gst', 'enabled||$eq||true'] });
    expect(calls.count).toBe(3);
    expect(other).not.toEqual(one);
    expect(two.where).toEqual(
      parseListQuery({ filter: ['name||$contL||gst', 'enabled||$eq||true'] }, taxes).where,
    );
  });

  it('refuses a bad query every time, keeping nothing', () => {
    const { parse, calls } = countingParser();
    expect(() => cachedParse(parse, { filter: 'nope||$eq||1' })).toThrow(ListQueryError);
    expect(() => cachedParse(parse, { filter: 'nope||$eq||1' })).toThrow(ListQueryError);
    expect(calls.count).toBe(2);
  });

  it('shares frozen results: a caller cannot change what the next request gets', () => {
    const { parse } = countingParser();
    const query = cachedParse(parse, { filter: 'name||$contL||gst', sort: 'id,DESC' });
    expect(() => {
      (query as { limit: number }).limit = 1000;
    }).toThrow(TypeError);
    expect(() => (query.sort as unknown[]).push({ field: 'name', order: 'ASC' })).toThrow(TypeError);
    expect(Object.isFrozen(query.where)).toBe(true);
  });

  it('keeps the latest 256 queries: the oldest is parsed again', () => {
    const { parse, calls } = countingParser();
    for (let i = 0; i <= 256; i++) cachedParse(parse, { page: String(i + 1) });
    expect(calls.count).toBe(257);
    cachedParse(parse, { page: '257' });
    expect(calls.count).toBe(257);
    cachedParse(parse, { page: '1' });
    expect(calls.count).toBe(258);
  });

  it('parses a very long query string each time', () => {
    const { parse, calls } = countingParser();
    const raw = { filter: `name||$contL||${'a'.repeat(3000)}` };
    cachedParse(parse, raw);
    cachedParse(parse, raw);
    expect(calls.count).toBe(2);
  });
});
