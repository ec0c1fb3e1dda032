import { attributes, attributeTreeEndpoint, taxes } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type ListPage } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { resourceKeys } from '../../kit/resource-hooks';
import { apiPaths } from '../../kit/resource-paths';

/** The rows the product wizard picks from: taxes (with their rates) and attributes with values. */
export interface TaxOption {
  id: number;
  name: string;
  rate: number;
  enabled: boolean;
}

export interface AttributeValueOption {
  id: number;
  name: string;
  enabled: boolean;
  priority: number;
}

export interface AttributeWithValues {
  id: number;
  name: string;
  enabled: boolean;
  attributesValue: AttributeValueOption[];
}

/** Every tax, for the tax select and the rate that turns an MRP into a unit price. */
export function useTaxes() {
  const query = useQuery({
    queryKey: [...resourceKeys.lists(taxes), 'product-taxes'],
    queryFn: () =>
      api.get<ListPage<TaxOption>>(apiPaths(taxes).list, {
        fields: 'id,name,rate,enabled',
        sort: 'rate,ASC',
        limit: 200,
      }),
    retry: false,
  });
  const rows = query.data?.data ?? [];
  return {
    taxes: rows,
    loading: query.isPending,
    /** The GST rate of a taxable product, 0 otherwise. */
    rateOf: (isTaxable: boolean | undefined, taxId: number | null | undefined) =>
      isTaxable && taxId ? (rows.find((tax) => tax.id === taxId)?.rate ?? 0) : 0,
  };
}

/** Every attribute, for the Attributes step. */
export function useAllAttributes() {
  return useQuery({
    queryKey: [...resourceKeys.lists(attributes), 'product-attributes'],
    queryFn: () =>
      api.get<ListPage<{ id: number; name: string; enabled: boolean }>>(apiPaths(attributes).list, {
        fields: 'id,name,enabled',
        sort: 'name,ASC',
        limit: 200,
      }),
    retry: false,
  });
}

/** The given attributes in that order, each with its values by priority (POST /attributes/tree). */
export function useAttributeTree(ids: readonly number[]) {
  const key = ids.join(',');
  const query = useQuery({
    queryKey: [...resourceKeys.lists(attributes), 'tree', key],
    queryFn: (): Promise<AttributeWithValues[]> => callEndpoint(attributeTreeEndpoint, { body: [...ids] }),
    enabled: ids.length > 0,
    retry: false,
  });
  const tree = useMemo(
    () =>
      (query.data ?? []).map((attribute) => ({
        ...attribute,
        attributesValue: [...attribute.attributesValue].sort((a, b) => a.priority - b.priority),
      })),
    [query.data],
  );
  return { tree: ids.length > 0 ? tree : [], loading: ids.length > 0 && query.isPending };
}
