import { formatInr } from '@mandi/domain';
import { Flex, Popover, Table, Tag, Typography } from 'antd';
import type { ListVariant } from './product-screen';
import { StockTag } from './stock-tag';

/** What a variant sells at: its sale price when it has one, else its unit price. */
const sellingPrice = (variant: ListVariant) =>
  variant.salePrice > 0 ? variant.salePrice : variant.unitPrice;

function priceRange(variants: readonly ListVariant[]): string {
  const prices = variants.map(sellingPrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatInr(low) : `${formatInr(low)} – ${formatInr(high)}`;
}

function VariantTable({ variants }: { variants: readonly ListVariant[] }) {
  return (
    <Table<ListVariant>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...variants]}
      aria-label="Variants"
      columns={[
        { key: 'name', title: 'Variant', dataIndex: 'name' },
        { key: 'sku', title: 'SKU', dataIndex: 'sku', render: (sku: string) => <code>{sku}</code> },
        {
          key: 'unitPrice',
          title: 'Unit price',
          align: 'right',
          render: (_: unknown, variant) => formatInr(variant.unitPrice),
        },
        {
          key: 'salePrice',
          title: 'Sale price',
          align: 'right',
          render: (_: unknown, variant) => (variant.salePrice > 0 ? formatInr(variant.salePrice) : '—'),
        },
        {
          key: 'stockStatus',
          title: 'Stock status',
          render: (_: unknown, variant) => <StockTag status={variant.stockStatus} />,
        },
        { key: 'stockQuantity', title: 'Stock qty', dataIndex: 'stockQuantity', align: 'right' },
      ]}
    />
  );
}

/**
 * The product's variants in brief (how many, the price range, how many are in stock); a hover
 * shows each one's sku, unit price, sale price, stock status and stock quantity.
 */
export function VariantsCell({
  productName,
  variants,
}: {
  productName: string;
  variants: readonly ListVariant[];
}) {
  if (variants.length === 0) return <Typography.Text type="secondary">No variants yet</Typography.Text>;
  const inStock = variants.filter((variant) => variant.stockStatus === 'In Stock').length;
  return (
    <Popover
      title={`${productName}: variants`}
      content={<VariantTable variants={variants} />}
      placement="bottomLeft"
      mouseEnterDelay={0.15}
    >
      <Flex
        vertical
        gap={2}
        className="product-variants-cell"
        tabIndex={0}
        aria-label={`Variants of ${productName}`}
      >
        <Typography.Text strong>{priceRange(variants)}</Typography.Text>
        <Flex gap={6} align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {variants.length === 1 ? '1 variant' : `${variants.length} variants`}
          </Typography.Text>
          {inStock === variants.length ? (
            <Tag color="success" variant="outlined" style={{ marginInlineEnd: 0 }}>
              In Stock
            </Tag>
          ) : inStock === 0 ? (
            <Tag color="error" variant="outlined" style={{ marginInlineEnd: 0 }}>
              Out Of Stock
            </Tag>
          ) : (
            <Tag color="warning" variant="outlined" style={{ marginInlineEnd: 0 }}>
              {inStock} of {variants.length} in stock
            </Tag>
          )}
        </Flex>
      </Flex>
    </Popover>
  );
}
