import type { SavedViewState } from '@mandi/domain';
import { type ListConfig, type ListState, readListState, writeListState } from './list-url-state';

/**
 * How a list's state and a saved view meet (issue 31.3): what a view keeps of the list on
 * screen, and whether the list on screen is a view. A view keeps the URL's query as the list
 * writes it (defaults left out, page 1) and the shown columns, or none when they are the
 * list's default ones.
 */

/** The query a view keeps of this state: the list's own URL, on page 1. */
export function viewQueryOfState(state: ListState, config: ListConfig): string {
  return writeListState({ ...state, page: 1 }, config).toString();
}

/** A kept query read back as the list reads its URL, so two spellings of one view match. */
export function canonicalQuery(query: string, config: ListConfig): string {
  return viewQueryOfState(readListState(new URLSearchParams(query), config), config);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** The columns a view keeps: the shown ones, or none when the hidden ones are the default. */
export function viewColumnsOf(
  columns: readonly { key: string }[],
  hidden: readonly string[],
  defaultHidden: readonly string[],
): string[] {
  if (sameSet(hidden, defaultHidden)) return [];
  return columns.map((column) => column.key).filter((key) => !hidden.includes(key));
}

/** The hidden columns a view asks for: those it does not show; the default for none. */
export function hiddenOfView(
  view: Pick<SavedViewState, 'columns'>,
  columns: readonly { key: string }[],
  defaultHidden: readonly string[],
): string[] {
  const keys = columns.map((column) => column.key);
  // A view whose columns are all gone from the list (renamed since) shows the default ones.
  if (!view.columns.some((key) => keys.includes(key))) return [...defaultHidden];
  return keys.filter((key) => !view.columns.includes(key));
}

/** Whether the list on screen is the view: its query and its columns. */
export function isViewOnScreen(
  view: Pick<SavedViewState, 'query' | 'columns'>,
  screen: { query: string; hidden: readonly string[] },
  columns: readonly { key: string }[],
  config: ListConfig,
  defaultHidden: readonly string[],
): boolean {
  return (
    canonicalQuery(view.query, config) === screen.query &&
    sameSet(hiddenOfView(view, columns, defaultHidden), screen.hidden)
  );
}
