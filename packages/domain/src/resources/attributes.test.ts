import { describe, expect, it } from 'vitest';
import { isSystemAttribute, moveRow, renumberPriorities } from './attribute-rules';
import { attributeCreate, attributeTreeBody } from './attributes';
import { attributesValues, attributeValueCreate } from './attributes-values';

const messageOf = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('attribute schema', () => {
  it('wants a name of 2 to 150', () => {
    expect(messageOf(attributeCreate.safeParse({}), 'name')).toBe('Please enter name');
    expect(messageOf(attributeCreate.safeParse({ name: 'W' }), 'name')).toBe('Length should be 2 to 150');
    expect(attributeCreate.parse({ name: 'Pack Size' })).toEqual({ name: 'Pack Size', enabled: true });
  });

  it('reads the tree body as a list or as { ids }', () => {
    expect(attributeTreeBody.parse([1, 3])).toEqual([1, 3]);
    expect(attributeTreeBody.parse({ ids: [2] })).toEqual([2]);
    expect(attributeTreeBody.safeParse({ ids: ['a'] }).success).toBe(false);
  });
});

describe('attribute value schema', () => {
  it('answers the spec messages', () => {
    expect(messageOf(attributeValueCreate.safeParse({ attributeId: 2 }), 'name')).toBe(
      'Please enter Attribute Value',
    );
    expect(messageOf(attributeValueCreate.safeParse({ attributeId: 2, name: ' ' }), 'name')).toBe(
      'Please enter Attribute Value',
    );
    expect(messageOf(attributeValueCreate.safeParse({ attributeId: 2, name: 'x'.repeat(101) }), 'name')).toBe(
      'Length should be 1 to 100',
    );
    expect(
      messageOf(attributeValueCreate.safeParse({ attributeId: 2, name: '1 kg', priority: -2 }), 'priority'),
    ).toBe('Priority should be a whole number, at least 0');
  });

  it('takes one-letter values and leaves priority to the server', () => {
    expect(attributeValueCreate.parse({ attributeId: 2, name: 'L' })).toEqual({
      attributeId: 2,
      name: 'L',
      enabled: true,
    });
  });

  it('does not move a value to another attribute on update', () => {
    expect(attributesValues.update.parse({ priority: 4, attributeId: 9 })).toEqual({ priority: 4 });
  });
});

describe('isSystemAttribute', () => {
  it('is attribute 1 only', () => {
    expect(isSystemAttribute(1)).toBe(true);
    expect(isSystemAttribute('1')).toBe(true);
    expect(isSystemAttribute(2)).toBe(false);
  });
});

describe('reordering values', () => {
  const rows = [
    { id: 10, priority: 1 },
    { id: 11, priority: 2 },
    { id: 12, priority: 3 },
    { id: 13, priority: 4 },
  ];

  it('moves the dragged row to the place it was dropped on', () => {
    expect(moveRow(rows, 13, 11).map((row) => row.id)).toEqual([10, 13, 11, 12]);
    expect(moveRow(rows, 10, 12).map((row) => row.id)).toEqual([11, 12, 10, 13]);
    expect(moveRow(rows, 10, 99)).toEqual(rows);
  });

  it('renumbers from 1 and sends only the rows that changed', () => {
    expect(renumberPriorities(moveRow(rows, 13, 11))).toEqual([
      { id: 13, priority: 2 },
      { id: 11, priority: 3 },
      { id: 12, priority: 4 },
    ]);
    expect(renumberPriorities(rows)).toEqual([]);
  });

  it('renumbers unordered priorities and later pages from their first place', () => {
    expect(
      renumberPriorities([
        { id: 1, priority: 0 },
        { id: 2, priority: 0 },
      ]),
    ).toEqual([
      { id: 1, priority: 1 },
      { id: 2, priority: 2 },
    ]);
    expect(renumberPriorities([{ id: 5, priority: 3 }], 11)).toEqual([{ id: 5, priority: 11 }]);
  });
});
