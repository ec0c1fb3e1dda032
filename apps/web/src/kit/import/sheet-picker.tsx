import { DeleteOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { notify } from '../../api/notify';

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

interface SheetPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Read from the file once chosen: "1,234 rows read". */
  summary?: string;
}

/**
 * The attachment of an import: one .xlsx or .xlsb file, dropped or chosen, refused with the
 * spec's messages otherwise, shown with a delete button once chosen.
 */
export function SheetPicker({ file, onChange, disabled, summary }: SheetPickerProps) {
  if (file) {
    return (
      <Flex gap={8} align="center" wrap>
        <FileExcelOutlined style={{ color: '#217346', fontSize: 20 }} />
        <Typography.Text strong>{file.name}</Typography.Text>
        {summary && <Typography.Text type="secondary">{summary}</Typography.Text>}
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={`Delete ${file.name}`}
          onClick={() => onChange(null)}
        >
          Delete
        </Button>
      </Flex>
    );
  }
  return (
    <Upload.Dragger
      accept={SHEET_EXTENSIONS.join(',')}
      multiple
      showUploadList={false}
      disabled={disabled}
      // Nothing is sent by the picker itself: the screen reads the chosen file.
      beforeUpload={(chosen, list) => {
        // Called once per file of a multiple choice: answer the whole choice once.
        if (chosen !== list[0]) return Upload.LIST_IGNORE;
        const problem = sheetProblem(list);
        if (problem) notify.error(problem);
        else onChange(chosen);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Drop the sheet here, or click to choose it</p>
      <p className="ant-upload-hint">One Excel file, .xlsx or .xlsb</p>
    </Upload.Dragger>
  );
}
