import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation state that asks the list screen to take the focus (after a save). */
export const FOCUS_LIST = { focus: 'list' } as const;

/** Focuses the list's rows when the navigation asked for it (a form saved and came back). */
export function useFocusListOnArrival(rows: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const asked = (location.state as { focus?: string } | null)?.focus === 'list';
  useEffect(() => {
    if (asked) rows.current?.focus({ preventScroll: true });
  }, [asked, rows]);
}

/** After a delete: the row and its buttons are gone, so the focus goes back to the rows. */
export function focusRowsOf(rows: Element | null) {
  if (rows instanceof HTMLElement && rows.isConnected) rows.focus({ preventScroll: true });
}
