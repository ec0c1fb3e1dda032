import { Flex, Pagination } from 'antd';
import { useNarrowWindow } from '../narrow-window';
import { pageSizesOf } from './list-url-state';

interface ListPaginationProps {
  total: number;
  page: number;
  limit: number;
  /** The resource's default page size, offered beside 2, 10, 20, 30 and 50. */
  pageSize: number;
  onChange: (page: number, limit: number) => void;
}

/** The pagination bar; the spec shows it only when there is at least one row. */
export function ListPagination({ total, page, limit, pageSize, onChange }: ListPaginationProps) {
  // Below 768 px the full bar (total, nine pages, size, jumper) is wider than the card: the
  // simple one ("Total 264 < 1 / 27 >") fits, and wraps rather than spill if it must.
  const narrow = useNarrowWindow();
  if (total <= 0) return null;
  return (
    <Flex justify="flex-end" wrap>
      <Pagination
        simple={narrow}
        style={narrow ? { flexWrap: 'wrap', rowGap: 8 } : undefined}
        current={page}
        pageSize={limit}
        total={total}
        showSizeChanger
        showQuickJumper
        pageSizeOptions={pageSizesOf(pageSize)}
        showTotal={(count) => `Total ${count}`}
        onChange={onChange}
      />
    </Flex>
  );
}
