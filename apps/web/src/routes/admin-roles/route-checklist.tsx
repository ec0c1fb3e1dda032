import { isRouteKey, type RouteKey } from '@mandi/domain';
import { Alert, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { errorMessage } from '../../api/notify';
import { type RouteTreeNode, useRouteTree } from './use-route-tree';

function toTreeData(nodes: readonly RouteTreeNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: node.title,
    children: node.children ? toTreeData(node.children) : undefined,
  }));
}

interface RouteChecklistProps {
  value?: RouteKey[];
  onChange?: (value: RouteKey[]) => void;
  disabled?: boolean;
}

/**
 * The screens of a role as a checklist of the route tree (GET /routes). Checking a group
 * checks its screens; only screens are stored, never the group headings.
 */
export function RouteChecklist({ value = [], onChange, disabled }: RouteChecklistProps) {
  const tree = useRouteTree();
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  if (tree.isPending) return <Spin size="small" />;
  if (tree.isError) return <Alert type="error" showIcon title={errorMessage(tree.error)} />;
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={treeData}
      checkedKeys={value}
      aria-label="Screens"
      onCheck={(checked) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        onChange?.(keys.map(String).filter(isRouteKey));
      }}
    />
  );
}
