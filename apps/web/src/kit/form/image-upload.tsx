import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage, notify } from '../../api/notify';
import { type UploadRules, uploadFile, uploadProblem } from '../upload/upload-file';

export interface ImageUploadProps extends UploadRules {
  /** The form field's value: the picture's URL, or empty. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** The upload call under /api: '/common/upload' (default) or a resource's own. */
  action?: string;
  /** Names the picker for screen readers and tests ('Brand image'). */
  label: string;
  /** Shown size of the picture, px; wide pictures (banners) set a larger width. */
  previewWidth?: number;
  previewHeight?: number;
  /** Documents (PDFs) show as a link to the file instead of a picture. */
  preview?: 'image' | 'link';
  disabled?: boolean;
  /** A rule of the field on the file itself (a banner's size): its refusal, or null. */
  check?: (file: File) => Promise<string | null>;
}

/** Sends a file once the field's own rules pass; the progress while it goes, and why it was refused. */
function useFieldUpload(props: ImageUploadProps) {
  const { onChange, accept, maxSizeMb } = props;
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = props.action ?? '/common/upload';
  // The common call narrows its own rules to the field's; a resource's call has its own.
  const query =
    action === '/common/upload' ? { accept: accept.join(','), maxSizeMb: String(maxSizeMb) } : undefined;

  const refuse = (message: string) => {
    setProblem(message);
    notify.error(message);
  };

  const send = async (file: File) => {
    const local = uploadProblem(file, { accept, maxSizeMb }) ?? (await props.check?.(file)) ?? null;
    if (local) return refuse(local);
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = await uploadFile(action, file, { query, onProgress: setPercent });
      onChange?.(uploaded.url);
    } catch (error) {
      refuse(errorMessage(error));
    } finally {
      setPercent(null);
    }
  };
  return { percent, problem, send };
}

/** The uploaded file: a link to a document, or the picture at its shown size. */
function UploadedPreview({ value, label, preview, previewWidth, previewHeight }: ImageUploadProps) {
  if (!value) return null;
  if (preview === 'link')
    return (
      <Typography.Link href={value} target="_blank" rel="noreferrer">
        {decodeURIComponent(value.split('/').pop() ?? value)}
      </Typography.Link>
    );
  return (
    <Image
      src={value}
      alt={label}
      width={previewWidth ?? 96}
      height={previewHeight ?? 96}
      style={{
        objectFit: 'contain',
        background: '#fafafa',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
      }}
    />
  );
}

/**
 * A picture (or document) field for antd forms: checks the type and size before sending (the spec's
 * messages), uploads with a progress bar, previews the picture, and can replace or remove it.
 * The form stores the URL the server answers.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, label, accept, maxSizeMb } = props;
  const { percent, problem, send } = useFieldUpload(props);
  return (
    <Flex vertical gap={6}>
      <Flex gap={12} align="center" wrap>
        <UploadedPreview {...props} />
        <Flex vertical gap={6}>
          <Upload
            accept={accept.join(',')}
            showUploadList={false}
            disabled={props.disabled || percent !== null}
            // The file goes through uploadFile; antd's own request is never used.
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} aria-label={`Upload ${label}`} loading={percent !== null}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          </Upload>
          {value && (
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${label}`}
              disabled={props.disabled}
              onClick={() => onChange?.(null)}
            >
              Remove
            </Button>
          )}
        </Flex>
      </Flex>
      {percent !== null && <Progress percent={percent} size="small" style={{ maxWidth: 240 }} />}
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {problem ?? `${accept.join(', ')} up to ${maxSizeMb} MB`}
      </Typography.Text>
    </Flex>
  );
}
