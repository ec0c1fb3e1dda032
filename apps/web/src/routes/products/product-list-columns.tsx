import { formatInr, products } from '@mandi/domain';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { EnabledSwitch } from '../../kit/list/enabled-switch';
import type { ListColumn } from '../../kit/list/list-types';
import { PlaceholderFigure } from '../../kit/list/placeholder-figure';
import type { ProductListRow } from './product-screen';
import { VariantsCell } from './variants-cell';

const count = new Intl.NumberFormat('en-IN');

/** The product's name with its cover picture and its enabled switch (read-only for most roles). */
function NameCell({ row, canWrite }: { row: ProductListRow; canWrite: boolean }) {
  return (
    <Flex gap={10} align="center" style={{ minWidth: 200 }}>
      <Avatar
        shape="square"
        size={40}
        src={row.coverImage?.image ?? undefined}
        alt=""
        style={{ flex: 'none', background: '#e8f3e0', color: '#256203', border: '1px solid #f0f0f0' }}
      >
        {row.name.slice(0, 1)}
      </Avatar>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: row.name }} style={{ maxWidth: 170 }}>
          {row.name}
        </Typography.Text>
        <span>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {row.productType === 'variable' ? 'Variable' : 'Simple'}
          </Tag>
        </span>
      </Flex>
      <EnabledSwitch def={products} id={row.id} name={row.name} enabled={row.enabled} disabled={!canWrite} />
    </Flex>
  );
}

/** The product list's columns; `canWrite` (a superadmin) turns the enable switch on. */
export function productColumns(canWrite: boolean): readonly ListColumn<ProductListRow>[] {
  const stats = (row: ProductListRow) => row.placeholderStats;
  return [
    { key: 'id', title: 'ID', width: 72, sortField: 'id' },
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      render: (row) => <NameCell row={row} canWrite={canWrite} />,
    },
    {
      key: 'variants',
      title: 'Variants',
      render: (row) => <VariantsCell productName={row.name} variants={row.productsVariation ?? []} />,
    },
    {
      key: 'sales',
      title: 'Sales',
      align: 'right',
      render: (row) => formatInr(row.sales),
    },
    {
      key: 'orders',
      title: 'Orders',
      align: 'right',
      render: (row) => count.format(row.orders),
    },
    {
      key: 'clicks',
      title: 'Clicks',
      align: 'right',
      defaultHidden: true,
      render: (row) => <PlaceholderFigure>{count.format(stats(row).clicks)}</PlaceholderFigure>,
    },
    {
      key: 'impressions',
      title: 'Impressions',
      align: 'right',
      defaultHidden: true,
      render: (row) => <PlaceholderFigure>{count.format(stats(row).impressions)}</PlaceholderFigure>,
    },
    {
      key: 'ctr',
      title: 'CTR',
      align: 'right',
      render: (row) => <PlaceholderFigure>{`${stats(row).ctr.toFixed(2)}%`}</PlaceholderFigure>,
    },
    { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
  ];
}
