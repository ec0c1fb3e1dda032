import { ADDRESS_IMPORT_BATCH } from '@mandi/domain';
import { sheetImportApi } from '../../kit/import/sheet-import-api';
import { type SheetColumns, SheetImportPage } from '../../kit/import/sheet-import-page';

const calls = sheetImportApi({
  prefix: '/addresses/import',
  batchPath: '/addresses/singleImport',
  fileStem: 'address-import',
});

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const columns: SheetColumns = [
  { key: 'name', title: 'Name', render: (_, item) => text(item.row.name) },
  {
    key: 'address',
    title: 'Address',
    render: (_, item) => [item.row.line1, item.row.line2].filter(Boolean).map(text).join(', '),
  },
  { key: 'pincode', title: 'Pincode', render: (_, item) => text(item.row.pincode) },
  { key: 'mobileNumber', title: 'Mobile Number', render: (_, item) => text(item.row.mobileNumber) },
  {
    key: 'customer',
    title: 'Customer',
    render: (_, item) => text(item.row.customerMobile ?? item.row.customerEmail ?? item.row.mobileNumber),
  },
];

/** /address/import (hidden): addresses from a sheet, 100 rows a call (POST /addresses/singleImport). */
export default function AddressImportPage() {
  return (
    <SheetImportPage
      title="Import Addresses"
      help="Fill the template: one address a row with its name, contact number, email and pincode (the pincode fills the city and the state; a city or state given must be the pincode's). The customer is found by Customer Mobile or Customer Email, else by the row's own mobile number or email, and the address goes on their first contact. Rows are imported 100 at a time; a row that fails says why, and the failed rows download as a sheet to fix."
      calls={calls}
      batchSize={ADDRESS_IMPORT_BATCH}
      columns={columns}
    />
  );
}
