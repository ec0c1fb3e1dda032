/**
 * The category tree built from flat rows (what `GET /categories/list/tree` answers), and the
 * walks the screens need: the trail from the top to a category, and a category's descendants.
 */
export interface CategoryNodeRow {
  id: number;
  parentId: number | null;
  name: string;
  priority: number;
}

export type CategoryNode<Row extends CategoryNodeRow = CategoryNodeRow> = Row & {
  children: CategoryNode<Row>[];
};

const byPriorityThenName = (a: CategoryNodeRow, b: CategoryNodeRow) =>
  a.priority - b.priority || a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Nested nodes, siblings by priority then name. A row whose parent is not among the rows (a
 * disabled parent left out of the store's tree) is left out with its subtree: the store shows
 * no child of a hidden category.
 */
export function buildCategoryTree<Row extends CategoryNodeRow>(rows: readonly Row[]): CategoryNode<Row>[] {
  const nodes = new Map<number, CategoryNode<Row>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: CategoryNode<Row>[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const sort = (list: CategoryNode<Row>[]) => {
    list.sort(byPriorityThenName);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The rows from the top category down to `id` (inclusive); empty when `id` is unknown. */
export function categoryTrail<Row extends CategoryNodeRow>(rows: readonly Row[], id: number): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const trail: Row[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    trail.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return trail;
}

/** Ids of every category below `id`, at any depth. */
export function descendantIds(rows: readonly CategoryNodeRow[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const found = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}
