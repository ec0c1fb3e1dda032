import type { StockStatus } from '@mandi/domain';
import { Tag } from 'antd';

/** A stock status as a coloured tag: green In Stock, red Out Of Stock. */
export function StockTag({ status }: { status: StockStatus }) {
  return (
    <Tag color={status === 'In Stock' ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}
