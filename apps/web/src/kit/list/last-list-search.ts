/**
 * The last filters, sort and page each list was showing (its URL search), kept for the tab's
 * life, so a form's Save or Cancel returns to the list as the user left it.
 */
const KEY_PREFIX = 'mandi:last-list-search:';

export function rememberListSearch(listPath: string, search: string) {
  try {
    sessionStorage.setItem(KEY_PREFIX + listPath, search);
  } catch {
    // Storage may be full or blocked; returning to the plain list is fine then.
  }
}

/** The list path with the search it last showed ('/tax/list?name=gst'). */
export function listPathWithLastSearch(listPath: string): string {
  try {
    return listPath + (sessionStorage.getItem(KEY_PREFIX + listPath) ?? '');
  } catch {
    return listPath;
  }
}
