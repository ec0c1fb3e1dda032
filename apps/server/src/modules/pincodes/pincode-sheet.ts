import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import { sheetFiles } from '../../lib/sheet/sheet-files';

const yesNoCell = (value: unknown) => (value === true ? 'Y' : value === false ? 'N' : value);

/** The pincode import's template, sheet reading (rows of POST /pincodes/singleImport) and failed rows. */
export const pincodeSheet = sheetFiles({
  sheetName: 'Pincodes',
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
  // Pincodes are text: Excel would drop nothing from 400001, but keeps '040001' mistakes visible.
  textKeys: ['pincode'],
  failedCells: (row) => ({
    ...row,
    isDeliverable: yesNoCell(row.isDeliverable),
    enabled: yesNoCell(row.enabled),
  }),
});
