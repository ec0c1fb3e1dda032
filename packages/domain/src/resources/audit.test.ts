import { describe, expect, it } from 'vitest';
import { AUDITED_RESOURCES, audit } from './audit';
import { RESOURCES } from './index';

describe('the audit declaration', () => {
  it('offers every declared resource in its resource filter', () => {
    expect([...AUDITED_RESOURCES].sort()).toEqual(Object.keys(RESOURCES).sort());
  });

  it('lists newest first, 20 a page', () => {
    expect(audit.defaultSort).toEqual([{ field: 'id', order: 'DESC' }]);
    expect(audit.pageSize).toBe(20);
  });
});
