/**
 * Attribute and attribute value rules of the spec, pure: attribute 1 is the system attribute;
 * values are shown by priority and renumbered from 1 after a drag.
 */

/** Attribute 1 (Weight) is neither editable nor linked; the server refuses to change it. */
export const SYSTEM_ATTRIBUTE_ID = 1;
export const SYSTEM_ATTRIBUTE_MESSAGE = 'This is a system attribute: it cannot be changed or deleted';

export function isSystemAttribute(id: number | string): boolean {
  return Number(id) === SYSTEM_ATTRIBUTE_ID;
}

export interface Prioritised {
  id: number;
  priority: number;
}

/**
 * The rows in their new order after dragging `activeId` onto `overId`'s place (dnd-kit's
 * arrayMove). Unknown ids leave the order as it was.
 */
export function moveRow<Row extends { id: number }>(
  rows: readonly Row[],
  activeId: number,
  overId: number,
): Row[] {
  const from = rows.findIndex((row) => row.id === activeId);
  const to = rows.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0 || from === to) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * Priorities renumbered from `start` (1 on the first page) in the given order; answers only
 * the rows whose priority changes, which is all that is sent.
 */
export function renumberPriorities(ordered: readonly Prioritised[], start = 1): Prioritised[] {
  const changed: Prioritised[] = [];
  ordered.forEach((row, index) => {
    const priority = start + index;
    if (row.priority !== priority) changed.push({ id: row.id, priority });
  });
  return changed;
}
