import { describe, expect, it } from 'vitest';
import { categoryPaths, categoryScreenPaths, parentIdOf } from './category-screen';

describe('category paths', () => {
  it('are the spec paths, 0 standing for the top level', () => {
    expect(categoryPaths.list()).toBe('/category/list');
    expect(categoryPaths.list(7)).toBe('/category/list/7');
    expect(categoryPaths.add(null)).toBe('/category/add/0');
    expect(categoryPaths.add(7)).toBe('/category/add/7');
    expect(categoryPaths.edit(12, 7)).toBe('/category/edit/12/7');
    expect(categoryPaths.edit(12)).toBe('/category/edit/12/0');
  });

  it('give the list kit the add and edit paths of the level on screen', () => {
    const children = categoryScreenPaths(7);
    expect(children.list).toBe('/category/list/7');
    expect(children.add).toBe('/category/add/7');
    expect(children.edit(12)).toBe('/category/edit/12/7');
  });

  it('read a route parent id, anything but a positive whole number being the top level', () => {
    expect(parentIdOf('7')).toBe(7);
    expect(parentIdOf('0')).toBeNull();
    expect(parentIdOf(undefined)).toBeNull();
    expect(parentIdOf('abc')).toBeNull();
    expect(parentIdOf('-3')).toBeNull();
    expect(parentIdOf('2.5')).toBeNull();
  });
});
