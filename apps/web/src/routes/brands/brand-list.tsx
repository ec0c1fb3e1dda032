import { brands } from '@mandi/domain';
import { Avatar, Flex, Typography } from 'antd';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type Brand, brandFilters, brandPaths, brandSorts } from './brand-screen';

const columns: readonly ListColumn<Brand>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  {
    key: 'name',
    title: 'Name',
    sortField: 'name',
    render: (row) => (
      <Flex gap={10} align="center">
        <Avatar
          shape="square"
          size={40}
          src={row.image ?? undefined}
          alt=""
          style={{ background: '#e8f3e0', color: '#256203' }}
        >
          {row.name.slice(0, 1)}
        </Avatar>
        {row.name}
      </Flex>
    ),
  },
  {
    key: 'description',
    title: 'Description',
    render: (row) => (
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
        {row.description}
      </Typography.Text>
    ),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

export default function BrandList() {
  return (
    <ResourceList<Brand>
      def={brands}
      paths={brandPaths}
      columns={columns}
      filters={brandFilters}
      sortChoices={brandSorts}
    />
  );
}
