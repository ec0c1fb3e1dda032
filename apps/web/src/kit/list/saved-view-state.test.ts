import { describe, expect, it } from 'vitest';
import type { ListConfig } from './list-url-state';
import { readListState } from './list-url-state';
import {
  canonicalQuery,
  hiddenOfView,
  isViewOnScreen,
  viewColumnsOf,
  viewQueryOfState,
} from './saved-view-state';

const config: ListConfig = {
  filters: [
    { kind: 'text', field: 'name', label: 'Name' },
    { kind: 'select', field: 'status', label: 'Status', defaultValue: 'Order Placed' },
  ],
  defaultSort: [{ field: 'id', order: 'DESC' }],
  pageSize: 20,
  sortFields: ['id', 'name'],
};
const columns = [{ key: 'id' }, { key: 'name' }, { key: 'status' }, { key: 'notes' }];
const defaultHidden = ['notes'];

describe('saved views and the list on screen', () => {
  it('keeps the list’s URL on page 1, defaults left out', () => {
    const state = readListState(new URLSearchParams('name=atta&status=Order+Placed&page=4&limit=50'), config);
    expect(viewQueryOfState(state, config)).toBe('name=atta&limit=50');
    // Another spelling of the same view reads the same; the status default is not the view's.
    expect(canonicalQuery('limit=50&page=2&name=atta', config)).toBe('name=atta&limit=50');
    expect(canonicalQuery('status=', config)).toBe('status=');
  });

  it('keeps no columns while they are the default, else the shown ones in the list’s order', () => {
    expect(viewColumnsOf(columns, ['notes'], defaultHidden)).toEqual([]);
    expect(viewColumnsOf(columns, ['status'], defaultHidden)).toEqual(['id', 'name', 'notes']);
  });

  it('hides what a view does not show, and the default for a view of no (or only gone) columns', () => {
    expect(hiddenOfView({ columns: ['id', 'status'] }, columns, defaultHidden)).toEqual(['name', 'notes']);
    expect(hiddenOfView({ columns: [] }, columns, defaultHidden)).toEqual(['notes']);
    expect(hiddenOfView({ columns: ['gone'] }, columns, defaultHidden)).toEqual(['notes']);
  });

  it('knows the view on screen by its query and its columns', () => {
    const view = { query: 'name=atta', columns: [] };
    const on = (query: string, hidden: string[]) =>
      isViewOnScreen(view, { query, hidden }, columns, config, defaultHidden);
    expect(on('name=atta', ['notes'])).toBe(true);
    expect(on('name=atta', [])).toBe(false);
    expect(on('name=atta&limit=50', ['notes'])).toBe(false);
  });
});
