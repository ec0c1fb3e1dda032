import { brands } from '@mandi/domain';
import { Avatar, Flex, Typography } from 'antd';
import { ResourceList } from '../../kit/list/resource-list';
import { type Brand, brandPaths } from './brand-screen';

/** /brand/list: the fields' columns, the name with its logo, the description on one line. */
export default function BrandList() {
  return (
    <ResourceList<Brand>
      def={brands}
      paths={brandPaths}
      cells={{
        name: (row) => (
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
        description: (row) => (
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
            {row.description}
          </Typography.Text>
        ),
      }}
    />
  );
}
