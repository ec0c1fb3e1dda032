import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FilterBar } from '../../../kit/list/filter-bar';
import { ListPagination } from '../../../kit/list/list-pagination';
import { type ListConfig, toFilterClauses } from '../../../kit/list/list-url-state';
import { useListState } from '../../../kit/list/use-list-state';
import { settingsPaths } from '../../settings/settings-screen';
import { bulkEditPath, productFilters } from '../product-screen';
import { variationExportQuery } from '../variation-export';
import { LowStockTable } from './low-stock-table';
import { useLowStock } from './use-low-stock';

const PAGE_SIZE = 20;
const config: ListConfig = { filters: productFilters, defaultSort: [], pageSize: PAGE_SIZE, sortFields: [] };

/**
 * /product/low-stock: live, enabled variations with managed stock at or below their own
 * threshold or the store's (Settings), lowest stock first, under the product list's filters.
 */
export default function LowStockPage() {
  const { state, setValues, setPage, reset } = useListState(config);
  const query = useMemo(() => {
    const { filter } = variationExportQuery(toFilterClauses(state, productFilters));
    return { filter, join: 'product||name', page: state.page, limit: state.limit };
  }, [state]);
  const list = useLowStock(query);
  return (
    <Card variant="borderless">
      <Flex vertical gap={12}>
        <FilterBar
          filters={productFilters}
          values={state.values}
          onApply={setValues}
          onReset={reset}
          sortChoices={[]}
          sort={undefined}
          onSort={() => undefined}
        />
        <Typography.Text type="secondary">
          A variation is low when its managed stock is at or below its own low-stock threshold, or the store's
          {list.data ? ` (${list.data.storeThreshold})` : ''} set in{' '}
          <Link to={settingsPaths.info} style={{ textDecoration: 'underline' }}>
            Settings
          </Link>
          . Stock can be topped up in the{' '}
          <Link to={bulkEditPath} style={{ textDecoration: 'underline' }}>
            bulk price and stock grid
          </Link>
          .
        </Typography.Text>
        {list.error && <Alert type="error" showIcon message={list.error.message} />}
        <LowStockTable rows={list.data?.data ?? []} loading={list.isFetching} />
        <ListPagination
          total={list.data?.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSize={PAGE_SIZE}
          onChange={setPage}
        />
      </Flex>
    </Card>
  );
}
