import {
  type CategoryNode,
  type CategoryNodeRow,
  categories,
  categoryAdminTreeEndpoint,
} from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { resourceKeys } from '../../kit/resource-hooks';

/** A node of GET /categories/listForAdmin/tree. */
export interface CategoryTreeRow extends CategoryNodeRow {
  slug: string;
  enabled: boolean;
  icon: string | null;
}
export type CategoryTreeNode = CategoryNode<CategoryTreeRow>;

function flatten(nodes: readonly CategoryTreeNode[], into: CategoryTreeRow[] = []): CategoryTreeRow[] {
  for (const { children, ...row } of nodes) {
    into.push(row);
    flatten(children, into);
  }
  return into;
}

/**
 * Every category (disabled ones too) as a tree and flat, for the trail back up, the children
 * counts and the parent picker. Kept under the categories' list key: every category write
 * invalidates it.
 */
export function useCategoryTree() {
  const query = useQuery({
    queryKey: [...resourceKeys.lists(categories), 'admin-tree'],
    queryFn: (): Promise<CategoryTreeNode[]> => callEndpoint(categoryAdminTreeEndpoint, {}),
    retry: false,
  });
  const rows = useMemo(() => flatten(query.data ?? []), [query.data]);
  const childCount = useMemo(() => {
    const counts = new Map<number, number>();
    for (const row of rows)
      if (row.parentId !== null) counts.set(row.parentId, (counts.get(row.parentId) ?? 0) + 1);
    return counts;
  }, [rows]);
  return { tree: query.data ?? [], rows, childCount, isPending: query.isPending };
}
