import { DollarOutlined, ImportOutlined } from '@ant-design/icons';
import { products } from '@mandi/domain';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DownloadButton } from '../../kit/list/download-button';
import { type ListConfig, readListState, toFilterClauses } from '../../kit/list/list-url-state';
import { ResourceList } from '../../kit/list/resource-list';
import { useResourceAccess } from '../../kit/resource-access';
import { productColumns } from './product-list-columns';
import {
  type ProductListRow,
  priceUpdatePath,
  productFilters,
  productImportPath,
  productListQuery,
  productPaths,
  productSorts,
} from './product-screen';
import { variationExportQuery } from './variation-export';

const filterConfig: ListConfig = {
  filters: productFilters,
  defaultSort: products.defaultSort,
  pageSize: products.pageSize,
  sortFields: [],
};

/** Exports the variations of the products the list's filters match (superadmin only). */
function VariationExport() {
  const [params] = useSearchParams();
  const query = useMemo(
    () => variationExportQuery(toFilterClauses(readListState(params, filterConfig), productFilters)),
    [params],
  );
  return (
    <DownloadButton
      path="/products-variations/export"
      query={query}
      filename="products-variations.xlsx"
      label="Export variations"
    />
  );
}

/**
 * /product/list: name, category, variation sku and status (enabled by default) filters, the
 * variants on hover, and the spec's placeholder figures. Add, edit, export, update prices and
 * the enable switch are a superadmin's (spec 01 §6); the server refuses the rest anyway.
 */
export default function ProductList() {
  const access = useResourceAccess(products);
  const navigate = useNavigate();
  const columns = useMemo(() => productColumns(access.write), [access.write]);
  return (
    <ResourceList<ProductListRow>
      def={products}
      paths={productPaths}
      columns={columns}
      filters={productFilters}
      sortChoices={productSorts}
      listQuery={productListQuery}
      exportAccess="superadmin"
      toolbar={
        access.superadmin ? (
          <>
            <VariationExport />
            <Button icon={<ImportOutlined />} onClick={() => navigate(productImportPath)}>
              Import
            </Button>
            <Button icon={<DollarOutlined />} onClick={() => navigate(priceUpdatePath)}>
              Update prices
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
