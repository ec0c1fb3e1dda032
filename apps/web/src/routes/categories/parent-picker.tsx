import { descendantIds } from '@mandi/domain';
import { useMemo } from 'react';
import { CategoryTreeSelect } from './category-tree-select';
import { useCategoryTree } from './use-category-tree';

/**
 * The parent of a category, picked from the whole tree; empty is the top level. The category
 * being edited and everything below it cannot be picked (the server refuses those too).
 */
export function ParentPicker(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  editingId?: number;
}) {
  const { rows } = useCategoryTree();
  const blocked = useMemo(() => {
    if (props.editingId === undefined) return new Set<number>();
    return new Set([props.editingId, ...descendantIds(rows, props.editingId)]);
  }, [rows, props.editingId]);

  return (
    <CategoryTreeSelect
      aria-label="Parent category"
      allowClear
      placeholder="None: a top-level category"
      blocked={blocked}
      treeDefaultExpandedKeys={props.value ? [props.value] : []}
      value={props.value ?? undefined}
      onChange={(next: number | undefined) => props.onChange?.(next ?? null)}
      style={{ maxWidth: 400 }}
    />
  );
}
