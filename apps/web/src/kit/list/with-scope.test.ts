import { describe, expect, it } from 'vitest';
import { withScope } from './list-url-state';

describe('withScope', () => {
  it('puts the screen scope before the user filters', () => {
    expect(withScope({ filter: ['name||$contL||rice'], page: 2 }, ['parentId||$eq||3'])).toEqual({
      filter: ['parentId||$eq||3', 'name||$contL||rice'],
      page: 2,
    });
  });

  it('adds the scope when there are no filters and leaves a query without scope alone', () => {
    expect(withScope({ sort: ['id,ASC'] }, ['parentId||$isnull'])).toEqual({
      sort: ['id,ASC'],
      filter: ['parentId||$isnull'],
    });
    const query = { filter: ['enabled||$eq||true'] };
    expect(withScope(query, [])).toBe(query);
  });
});
