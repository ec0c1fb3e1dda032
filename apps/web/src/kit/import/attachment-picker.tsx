import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { notify } from '../../api/notify';

export interface AttachmentPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Read from the file once chosen: "1,234 rows read". */
  summary?: string;
}

interface AttachmentKind {
  /** Shown before the chosen file's name. */
  icon: ReactNode;
  /** The picker's file types, '.xlsx,.xlsb'. */
  accept: string;
  /** Why this choice cannot be the attachment, or null when its first file may go. */
  problemOf: (files: readonly File[]) => string | null;
  text: string;
  hint: string;
}

/**
 * The one file of an import, dropped or chosen; refused with the kind's words otherwise, and
 * shown with a delete button once chosen. Nothing is sent by the picker: the screen reads the
 * file. Several files may be dropped so that "too many" can be said rather than ignored.
 */
export function AttachmentPicker({
  file,
  onChange,
  disabled,
  summary,
  ...kind
}: AttachmentPickerProps & AttachmentKind) {
  if (file) {
    return (
      <Flex gap={8} align="center" wrap>
        {kind.icon}
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
      accept={kind.accept}
      multiple
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(chosen, list) => {
        // Called once per file of a multiple choice: answer the whole choice once.
        if (chosen !== list[0]) return Upload.LIST_IGNORE;
        const problem = kind.problemOf(list);
        if (problem) notify.error(problem);
        else onChange(chosen);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{kind.text}</p>
      <p className="ant-upload-hint">{kind.hint}</p>
    </Upload.Dragger>
  );
}
