import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryTrail, descendantIds } from './category-tree';

const rows = [
  { id: 1, parentId: null, name: 'Staples', priority: 2 },
  { id: 2, parentId: 1, name: 'Rice', priority: 2 },
  { id: 3, parentId: 1, name: 'Atta & Flours', priority: 1 },
  { id: 4, parentId: 2, name: 'Basmati', priority: 0 },
  { id: 5, parentId: null, name: 'Dairy', priority: 1 },
  { id: 6, parentId: null, name: 'Bakery', priority: 1 },
  { id: 7, parentId: 99, name: 'Orphan of a hidden parent', priority: 0 },
];

describe('buildCategoryTree', () => {
  it('nests children under parents, by priority then name', () => {
    const tree = buildCategoryTree(rows);
    expect(tree.map((node) => node.name)).toEqual(['Bakery', 'Dairy', 'Staples']);
    const staples = tree[2]!;
    expect(staples.children.map((node) => node.name)).toEqual(['Atta & Flours', 'Rice']);
    expect(staples.children[1]!.children.map((node) => node.id)).toEqual([4]);
  });

  it('leaves out a row whose parent is missing', () => {
    const ids = JSON.stringify(buildCategoryTree(rows));
    expect(ids).not.toContain('Orphan');
  });
});

describe('categoryTrail', () => {
  it('walks from the top down to the category', () => {
    expect(categoryTrail(rows, 4).map((row) => row.id)).toEqual([1, 2, 4]);
    expect(categoryTrail(rows, 5).map((row) => row.id)).toEqual([5]);
    expect(categoryTrail(rows, 42)).toEqual([]);
  });

  it('stops on a loop instead of spinning', () => {
    const looped = [
      { id: 1, parentId: 2, name: 'A', priority: 0 },
      { id: 2, parentId: 1, name: 'B', priority: 0 },
    ];
    expect(categoryTrail(looped, 1).map((row) => row.id)).toEqual([2, 1]);
  });
});

describe('descendantIds', () => {
  it('finds every level below', () => {
    expect([...descendantIds(rows, 1)].sort()).toEqual([2, 3, 4]);
    expect(descendantIds(rows, 4).size).toBe(0);
  });
});
