import { isRouteKey, type RouteKey } from '@mandi/domain';
import { Alert, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { errorMessage } from '../../api/notify';
import { appRoutes } from '..';
import { type RouteTreeNode, useRouteTree } from './use-route-tree';

/** The screens this app has (route keys of its routes); the rest of GET /routes is not built yet. */
const BUILT = new Set<string>(appRoutes.flatMap((route) => (route.routeKey ? [route.routeKey] : [])));

/** Only screens that exist; a group without one is left out. */
function toTreeData(nodes: readonly RouteTreeNode[]): DataNode[] {
  return nodes.flatMap((node) => {
    if (!node.children) return BUILT.has(node.key) ? [{ key: node.key, title: node.title }] : [];
    const children = toTreeData(node.children);
    return children.length > 0 ? [{ key: node.key, title: node.title, children }] : [];
  });
}

interface RouteChecklistProps {
  value?: RouteKey[];
  onChange?: (value: RouteKey[]) => void;
  disabled?: boolean;
}

/**
 * The screens of a role as a checklist of the route tree (GET /routes), offering only the
 * screens this app has. Checking a group checks its screens; only screens are stored, never
 * the group headings. Keys a role already holds for screens not built yet are kept.
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
        const unseen = value.filter((key) => !BUILT.has(key));
        onChange?.([...unseen, ...keys.map(String).filter((key) => BUILT.has(key))].filter(isRouteKey));
      }}
    />
  );
}
