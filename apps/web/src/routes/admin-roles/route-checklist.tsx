import { isRouteKey, type RouteKey } from '@mandi/domain';
import { Alert, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { errorMessage } from '../../api/notify';
import { BUILT_SCREENS, offeredScreens, type RouteTreeNode } from './built-screens';
import { useRouteTree } from './use-route-tree';

const toTreeData = (nodes: readonly RouteTreeNode[]): DataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: node.title,
    children: node.children && toTreeData(node.children),
  }));

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
  const treeData = useMemo(() => toTreeData(offeredScreens(tree.data ?? [])), [tree.data]);
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
        const unseen = value.filter((key) => !BUILT_SCREENS.has(key));
        const shown = keys
          .map(String)
          .filter(isRouteKey)
          .filter((key) => BUILT_SCREENS.has(key));
        onChange?.([...unseen, ...shown]);
      }}
    />
  );
}
