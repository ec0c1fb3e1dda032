import { banners, formatDate } from '@mandi/domain';
import { Flex, Image, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Query } from '../../api/client';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
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

/** Whether the app shows the banner today by its dates (enabled aside). */
function Validity({ row }: { row: Banner }) {
  if (!row.validFrom && !row.validTill) return <Typography.Text type="secondary">Always</Typography.Text>;
  const today = dayjs().format('YYYY-MM-DD');
  const state =
    row.validTill && row.validTill < today
      ? { color: 'default', label: 'Ended' }
      : row.validFrom && row.validFrom > today
        ? { color: 'blue', label: 'Scheduled' }
        : { color: 'success', label: 'Live' };
  return (
    <Flex vertical gap={2}>
      <span>{formatDate(row.validFrom) || 'Any time'}</span>
      <Typography.Text type="secondary">to {formatDate(row.validTill) || 'no end'}</Typography.Text>
      <span>
        <Tag color={state.color}>{state.label}</Tag>
      </span>
    </Flex>
  );
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
  { key: 'validity', title: 'Validity', sortField: 'validTill', render: (row) => <Validity row={row} /> },
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
