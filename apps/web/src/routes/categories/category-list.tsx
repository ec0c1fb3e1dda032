import { categories, categoryTrail } from '@mandi/domain';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { usePageTitle } from '../../kit/use-page-title';
import {
  type Category,
  categoryFilters,
  categoryPaths,
  categoryScreenPaths,
  categorySorts,
  parentIdOf,
} from './category-screen';
import { CategoryTrail } from './category-trail';
import { useCategoryTree } from './use-category-tree';

/** One level of the tree: the top-level categories, or the children of /category/list/{parentId}. */
export default function CategoryList() {
  const parentId = parentIdOf(useParams().parentId);
  const { rows, childCount } = useCategoryTree();
  const trail = useMemo(() => (parentId ? categoryTrail(rows, parentId) : []), [rows, parentId]);
  const parent = trail.at(-1);
  usePageTitle(parent ? `${parent.name} Subcategories` : undefined);

  const paths = useMemo(() => categoryScreenPaths(parentId), [parentId]);
  const scope = useMemo(() => [parentId ? `parentId||$eq||${parentId}` : 'parentId||$isnull'], [parentId]);

  const columns = useMemo<readonly ListColumn<Category>[]>(
    () => [
      { key: 'id', title: 'ID', width: 80, sortField: 'id' },
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        // The name drills into the category's children.
        render: (row) => (
          <Flex gap={10} align="center">
            <Avatar shape="square" size={36} src={row.icon ?? row.image ?? undefined} alt="">
              {row.name.slice(0, 1)}
            </Avatar>
            <Link to={categoryPaths.list(row.id)} aria-label={`Open ${row.name}`}>
              {row.name}
            </Link>
          </Flex>
        ),
      },
      {
        key: 'children',
        title: 'Subcategories',
        align: 'right',
        render: (row) => childCount.get(row.id) ?? 0,
      },
      { key: 'slug', title: 'Slug', defaultHidden: true },
      { key: 'priority', title: 'Priority', align: 'right', sortField: 'priority' },
      {
        key: 'featured',
        title: 'Featured',
        render: (row) => (row.featured ? <Tag color="gold">Featured</Tag> : null),
      },
      { key: 'enabled', title: 'Enabled', kind: 'enabled' },
      {
        key: 'createdTimestamp',
        title: 'Created',
        kind: 'date',
        sortField: 'createdTimestamp',
        defaultHidden: true,
      },
    ],
    [childCount],
  );

  return (
    <ResourceList<Category>
      // A new level is a new list: filters typed on one level do not follow to the next.
      key={parentId ?? 0}
      def={categories}
      paths={paths}
      columns={columns}
      filters={categoryFilters}
      sortChoices={categorySorts}
      scope={scope}
      screenKey={categoryPaths.patterns.list}
      header={
        parent ? (
          <Flex vertical gap={8}>
            <CategoryTrail trail={trail} />
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {parent.name} Subcategories
            </Typography.Title>
          </Flex>
        ) : undefined
      }
    />
  );
}
