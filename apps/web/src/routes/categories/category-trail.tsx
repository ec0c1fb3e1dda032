import { ArrowUpOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { listPathWithLastSearch } from '../../kit/list/last-list-search';
import { categoryPaths } from './category-screen';
import type { CategoryTreeRow } from './use-category-tree';

/**
 * Where a children list sits in the tree, "All categories / Staples / Rice", each level a
 * link back up, with a button one level up.
 */
export function CategoryTrail({ trail }: { trail: readonly CategoryTreeRow[] }) {
  const navigate = useNavigate();
  const current = trail.at(-1);
  if (!current) return null;
  const up = categoryPaths.list(current.parentId);
  const upName = trail.at(-2)?.name ?? 'All categories';
  return (
    <Flex gap={12} align="center" wrap>
      <Button icon={<ArrowUpOutlined />} onClick={() => navigate(listPathWithLastSearch(up))}>
        Up to {upName}
      </Button>
      <Breadcrumb
        aria-label="Category trail"
        items={[
          { title: <Link to={listPathWithLastSearch(categoryPaths.list())}>All categories</Link> },
          ...trail.map((row, index) => ({
            title:
              index === trail.length - 1 ? (
                <Typography.Text strong>{row.name}</Typography.Text>
              ) : (
                <Link to={listPathWithLastSearch(categoryPaths.list(row.id))}>{row.name}</Link>
              ),
          })),
        ]}
      />
    </Flex>
  );
}
