import { FileExcelOutlined } from '@ant-design/icons';
import { AttachmentPicker, type AttachmentPickerProps } from './attachment-picker';

/** The spec's words for the import attachment (addresses, pincodes, prices). */
export const SHEET_MESSAGES = {
  format: 'Attachment format error, please delete and upload again!',
  missing: 'Please upload the attachment!',
  tooMany: 'Exceed the maximum number of uploaded files limit!',
} as const;

export const SHEET_EXTENSIONS = ['.xlsx', '.xlsb'] as const;

/** Why these chosen files cannot be the import's attachment, or null when the one file may go. */
export function sheetProblem(files: readonly { name: string }[]): string | null {
  if (files.length === 0) return SHEET_MESSAGES.missing;
  if (files.length > 1) return SHEET_MESSAGES.tooMany;
  const name = files[0]!.name.toLowerCase();
  return SHEET_EXTENSIONS.some((ext) => name.endsWith(ext)) ? null : SHEET_MESSAGES.format;
}

/** The attachment of a spreadsheet import: one .xlsx or .xlsb file, with the spec's messages. */
export function SheetPicker(props: AttachmentPickerProps) {
  return (
    <AttachmentPicker
      {...props}
      icon={<FileExcelOutlined style={{ color: '#217346', fontSize: 20 }} />}
      accept={SHEET_EXTENSIONS.join(',')}
      problemOf={sheetProblem}
      text="Drop the sheet here, or click to choose it"
      hint="One Excel file, .xlsx or .xlsb"
    />
  );
}
