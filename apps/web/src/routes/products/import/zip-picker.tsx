import { FileZipOutlined } from '@ant-design/icons';
import { AttachmentPicker, type AttachmentPickerProps } from '../../../kit/import/attachment-picker';
import { SHEET_MESSAGES } from '../../../kit/import/sheet-picker';
import { zipProblem } from './import-zip';

const problemOf = (files: readonly File[]) =>
  files.length > 1 ? SHEET_MESSAGES.tooMany : zipProblem(files[0]!);

/** The ZIP of the import: one .zip up to 50 MB, refused with the spec's words otherwise. */
export function ZipPicker(props: AttachmentPickerProps) {
  return (
    <AttachmentPicker
      {...props}
      icon={<FileZipOutlined style={{ color: '#256203', fontSize: 20 }} />}
      accept=".zip"
      problemOf={problemOf}
      text="Drop the ZIP here, or click to choose it"
      hint="One .zip up to 50MB holding import/import.xlsx and the pictures it names (.jpg, .jpeg, .png)"
    />
  );
}
