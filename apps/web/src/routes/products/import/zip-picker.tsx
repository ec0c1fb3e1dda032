import { DeleteOutlined, FileZipOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { notify } from '../../../api/notify';
import { zipProblem } from './import-zip';

interface ZipPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Read from the ZIP once chosen: "3 products in 4 rows". */
  summary?: string;
}

/** The ZIP of the import: one .zip up to 50 MB, refused with the spec's words otherwise. */
export function ZipPicker({ file, onChange, disabled, summary }: ZipPickerProps) {
  if (file) {
    return (
      <Flex gap={8} align="center" wrap>
        <FileZipOutlined style={{ color: '#256203', fontSize: 20 }} />
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
      accept=".zip"
      showUploadList={false}
      disabled={disabled}
      // Nothing is sent by the picker: the screen opens the ZIP in the browser.
      beforeUpload={(chosen) => {
        const problem = zipProblem(chosen);
        if (problem) notify.error(problem);
        else onChange(chosen);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Drop the ZIP here, or click to choose it</p>
      <p className="ant-upload-hint">
        One .zip up to 50MB holding import/import.xlsx and the pictures it names (.jpg, .jpeg, .png)
      </p>
    </Upload.Dragger>
  );
}
