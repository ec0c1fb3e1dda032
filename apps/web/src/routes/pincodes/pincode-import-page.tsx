import { PINCODE_IMPORT_BATCH } from '@mandi/domain';
import { sheetImportApi } from '../../kit/import/sheet-import-api';
import { type SheetColumns, SheetImportPage } from '../../kit/import/sheet-import-page';

const calls = sheetImportApi({
  prefix: '/pincodes/import',
  batchPath: '/pincodes/singleImport',
  fileStem: 'pincode-import',
});

const yesNo = (value: unknown) => (value === true ? 'Y' : value === false ? 'N' : String(value ?? ''));
const text = (value: unknown) => (value === undefined ? '' : String(value));

const columns: SheetColumns = [
  { key: 'pincode', title: 'Pincode', render: (_, item) => text(item.row.pincode) },
  { key: 'pincodeName', title: 'Pincode Name', render: (_, item) => text(item.row.pincodeName) },
  { key: 'city', title: 'City', render: (_, item) => text(item.row.city) },
  { key: 'state', title: 'State', render: (_, item) => text(item.row.state) },
  { key: 'isDeliverable', title: 'Deliverable', render: (_, item) => yesNo(item.row.isDeliverable ?? true) },
];

/** /pincode/import: pincodes from a sheet, 100 rows a call (POST /pincodes/singleImport). */
export default function PincodeImportPage() {
  return (
    <SheetImportPage
      title="Import Pincodes"
      help="Fill the template: one pincode a row with its name, city and state (as in the states and cities lists), Deliverable and Enabled as Y or N. Rows are imported 100 at a time; a row that fails says why."
      calls={calls}
      batchSize={PINCODE_IMPORT_BATCH}
      columns={columns}
    />
  );
}
