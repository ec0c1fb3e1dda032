import { banners } from '@mandi/domain';
import { Flex, Image, Typography } from 'antd';
import type { Query } from '../../api/client';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { ValidityCell } from '../../kit/list/validity-cell';
import { type Banner, bannerFilters, bannerPaths, bannerSorts } from './banner-screen';

/** What a tap leads to, by name: the list joins the category, product and brand. */
const LIST_QUERY: Query = { join: ['category||name', 'product||name', 'brand||name'] };

function target(row: Banner): string {
  if (row.page === 'Categories') return `Category: ${row.category?.name ?? row.categoryId}`;
  if (row.page === 'Product') return `Product: ${row.product?.name ?? row.productId}`;
  if (row.page === 'Brand') return `Brand: ${row.brand?.name ?? row.brandId}`;
  if (row.page === 'Link') return row.link ?? '';
  return 'Nowhere';
}

const columns: readonly ListColumn<Banner>[] = [
  { key: 'id', title: 'ID', width: 70, sortField: 'id', defaultHidden: true },
  {
    key: 'image',
    title: 'Image',
    width: 200,
    render: (row) => (
      <Image
        src={row.image}
        alt={row.name}
        width={180}
        height={80}
        style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
      />
    ),
  },
  {
    key: 'name',
    title: 'Name',
    sortField: 'name',
    render: (row) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{row.name}</Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
          {target(row)}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'bannerPosition', title: 'Position', sortField: 'bannerPosition' },
  { key: 'priority', title: 'Priority', sortField: 'priority', align: 'right', width: 90 },
  {
    key: 'validity',
    title: 'Validity',
    sortField: 'validTill',
    render: (row) => <ValidityCell from={row.validFrom} till={row.validTill} />,
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
];

export default function BannerList() {
  return (
    <ResourceList<Banner>
      def={banners}
      paths={bannerPaths}
      columns={columns}
      filters={bannerFilters}
      sortChoices={bannerSorts}
      listQuery={LIST_QUERY}
    />
  );
}
