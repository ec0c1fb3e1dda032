import { descendantIds } from '@mandi/domain';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { type CategoryTreeNode, useCategoryTree } from './use-category-tree';

interface TreeOption {
  title: string;
  value: number;
  disabled: boolean;
  children: TreeOption[];
}

/**
 * The parent of a category, picked from the whole tree; empty is the top level. The category
 * being edited and everything below it cannot be picked (the server refuses those too).
 */
export function ParentPicker(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  editingId?: number;
}) {
  const { tree, rows } = useCategoryTree();
  const blocked = useMemo(() => {
    if (props.editingId === undefined) return new Set<number>();
    return new Set([props.editingId, ...descendantIds(rows, props.editingId)]);
  }, [rows, props.editingId]);

  const treeData = useMemo(() => {
    const toOption = (node: CategoryTreeNode): TreeOption => ({
      title: node.enabled ? node.name : `${node.name} (disabled)`,
      value: node.id,
      disabled: blocked.has(node.id),
      children: node.children.map(toOption),
    });
    return tree.map(toOption);
  }, [tree, blocked]);

  return (
    <TreeSelect
      aria-label="Parent category"
      allowClear
      showSearch
      treeNodeFilterProp="title"
      placeholder="None: a top-level category"
      treeData={treeData}
      treeDefaultExpandedKeys={props.value ? [props.value] : []}
      value={props.value ?? undefined}
      onChange={(next: number | undefined) => props.onChange?.(next ?? null)}
      style={{ maxWidth: 400 }}
    />
  );
}
