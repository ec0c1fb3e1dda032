import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { type CategoryTreeNode, useCategoryTree } from './use-category-tree';

interface CategoryOption {
  title: string;
  value: number;
  disabled: boolean;
  children: CategoryOption[];
}

type CategoryTreeSelectProps = Omit<
  TreeSelectProps,
  'treeData' | 'showSearch' | 'treeNodeFilterProp' | 'loading'
> & {
  /** Categories shown but not to be picked (a category's own branch, as its parent). */
  blocked?: ReadonlySet<number>;
};

/**
 * A pick from the whole category tree (disabled ones too, marked), searched by name. It takes
 * no input until the tree has come: a search opens the branches that hold a match only at the
 * moment it is typed (rc-tree-select expands the tree it has then), so a search typed into the
 * still empty tree left its matches shut inside their parents.
 */
export function CategoryTreeSelect({ blocked, disabled, ...props }: CategoryTreeSelectProps) {
  const { tree, isPending } = useCategoryTree();
  const treeData = useMemo(() => {
    const toOption = (node: CategoryTreeNode): CategoryOption => ({
      title: node.enabled ? node.name : `${node.name} (disabled)`,
      value: node.id,
      disabled: blocked?.has(node.id) ?? false,
      children: node.children.map(toOption),
    });
    return tree.map(toOption);
  }, [tree, blocked]);
  return (
    <TreeSelect
      {...props}
      showSearch
      treeNodeFilterProp="title"
      treeData={treeData}
      loading={isPending}
      disabled={disabled || isPending}
    />
  );
}
