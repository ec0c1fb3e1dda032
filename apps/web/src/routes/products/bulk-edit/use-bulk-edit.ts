import {
  type BulkEditBody,
  MAX_PAGE_SIZE,
  productsVariations,
  variationBulkEditEndpoint,
} from '@mandi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ListPage, type Query } from '../../../api/client';
import { callEndpoint } from '../../../api/endpoint';
import { resourceKeys } from '../../../kit/resource-hooks';
import type { GridRow } from './bulk-grid-state';

/** The grid's rows carry their product's name. */
const JOIN = 'product||name';
const LIST_PATH = '/products-variations';

/** One page of the grid: the variations the product list's filters match, by product. */
export function useGridPage(base: Query, page: number, limit: number) {
  const query = { ...base, join: JOIN, page, limit };
  return useQuery({
    queryKey: resourceKeys.list(productsVariations, { ...query, grid: true }),
    queryFn: () => api.get<ListPage<GridRow>>(LIST_PATH, query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The `count` rows after the first `offset` under the same filters and order: a pasted block
 * longer than the page goes on into the rows that follow, as it would in a spreadsheet.
 */
export async function followingRows(base: Query, offset: number, count: number): Promise<GridRow[]> {
  const rows: GridRow[] = [];
  while (rows.length < count) {
    const limit = Math.min(MAX_PAGE_SIZE, count - rows.length);
    const page = await api.get<ListPage<GridRow>>(LIST_PATH, {
      ...base,
      join: JOIN,
      offset: offset + rows.length,
      limit,
    });
    rows.push(...page.data);
    if (page.data.length < limit) break;
  }
  return rows;
}

/** PATCH /products-variations/bulk; a save refreshes every variation list and low stock. */
export function useBulkSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: BulkEditBody['rows']) => callEndpoint(variationBulkEditEndpoint, { body: { rows } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(productsVariations) });
      void client.invalidateQueries({ queryKey: ['low-stock'] });
    },
  });
}
