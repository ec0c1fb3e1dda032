import { formatInr, PRICE_UPDATE_BATCH } from '@mandi/domain';
import { sheetImportApi } from '../../kit/import/sheet-import-api';
import { type SheetColumns, SheetImportPage } from '../../kit/import/sheet-import-page';

const calls = sheetImportApi({
  prefix: '/products-variations/price-update',
  batchPath: '/products-variations/updatePrices',
  fileStem: 'price-update',
});

const text = (value: unknown) => (value === undefined ? '' : String(value));
const money = (value: unknown) => (typeof value === 'number' ? formatInr(value) : text(value));

const columns: SheetColumns = [
  { key: 'id', title: 'Id', render: (_, item) => text(item.row.id) },
  { key: 'name', title: 'Product Name', render: (_, item) => text(item.row.name) },
  {
    key: 'unitPrice',
    title: 'Regular Price',
    align: 'right',
    render: (_, item) => money(item.row.unitPrice),
  },
  {
    key: 'salePrice',
    title: 'Sale Price',
    align: 'right',
    render: (_, item) => money(item.row.salePrice ?? 0),
  },
];

/**
 * /product/import-update-price: new regular and sale prices for variations from a sheet, 5
 * rows a call (POST /products-variations/updatePrices). Superadmin only.
 */
export default function PriceUpdatePage() {
  return (
    <SheetImportPage
      title="Update Prices"
      help={
        <>
          One variation a row: its Id (the Variation Id of the variations export, which can be uploaded as it
          is), the Product Name to check the row against, the Regular Price and the Sale Price (blank for no
          sale; at most the regular price minus 1). Rows are sent 5 at a time; a row that fails says why and
          changes nothing.
        </>
      }
      calls={calls}
      batchSize={PRICE_UPDATE_BATCH}
      columns={columns}
    />
  );
}
