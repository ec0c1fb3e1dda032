import {
  ADDRESS_REQUIRED_COLUMNS,
  ADDRESS_SHEET_COLUMNS,
  ADDRESS_TEXT_COLUMNS,
  addressRowFromSheet,
} from '@mandi/domain';
import { sheetFiles } from '../../lib/sheet/sheet-files';

/** The address import's template, sheet reading (rows of POST /addresses/singleImport) and failed rows. */
export const addressSheet = sheetFiles({
  sheetName: 'Addresses',
  columns: ADDRESS_SHEET_COLUMNS,
  required: ADDRESS_REQUIRED_COLUMNS,
  toRow: addressRowFromSheet,
  textKeys: ADDRESS_TEXT_COLUMNS,
});
