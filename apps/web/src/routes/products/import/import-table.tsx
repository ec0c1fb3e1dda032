import { Flex, Image, Switch, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { type ImportEntry, isErrorRow, type UploadStatus } from './import-rows';
import './import-table.css';

const STATUS_TAGS: Record<UploadStatus, { color: string; label: string }> = {
  pending: { color: 'default', label: 'Pending' },
  uploading: { color: 'processing', label: 'Uploading' },
  uploaded: { color: 'success', label: 'Uploaded' },
  failed: { color: 'error', label: 'Failed' },
};

interface ImportTableProps {
  entries: readonly ImportEntry[];
  /** Object URLs of the pictures of the products shown ahead, by entry index. */
  thumbnails: ReadonlyMap<number, string[]>;
  /** A row may be approved or rejected until it is sent, even while others are. */
  onApprove: (index: number, approved: boolean) => void;
}

function StatusTag({ entry }: { entry: ImportEntry }) {
  const { color, label } = STATUS_TAGS[entry.status];
  const tag = (
    <Tag color={color} data-status={entry.status}>
      {label}
    </Tag>
  );
  if (entry.status === 'failed') return <Tooltip title={entry.message}>{tag}</Tooltip>;
  if (entry.status === 'pending' && (entry.item.images ?? []).length === 0) {
    return <Tooltip title="No image: Upload cover image is required">{tag}</Tooltip>;
  }
  return tag;
}

/** One row per product: what the sheet says, its pictures, Approved or Rejected, upload status. */
export function ImportTable({ entries, thumbnails, onApprove }: ImportTableProps) {
  const columns: TableColumnsType<ImportEntry> = [
    { key: 'rows', title: 'Row', width: 70, render: (_, { item }) => (item.rows ?? []).join(', ') },
    {
      key: 'productId',
      title: 'Product Id',
      width: 100,
      render: (_, { item }) => String(item.productId ?? ''),
    },
    { key: 'name', title: 'Product Name', render: (_, { item }) => item.name },
    { key: 'type', title: 'Type', width: 90, render: (_, { item }) => item.productType },
    {
      key: 'skus',
      title: 'SKU',
      render: (_, { item }) => (item.variations ?? []).map((v) => String(v.sku ?? '')).join(', '),
    },
    {
      key: 'images',
      title: 'Images',
      render: (_, entry) => {
        const urls = thumbnails.get(entry.index);
        const names = entry.item.images ?? [];
        if (names.length === 0) return <Typography.Text type="danger">No image</Typography.Text>;
        if (!urls || urls.length === 0)
          return <Typography.Text type="secondary">{names.join(', ')}</Typography.Text>;
        return (
          <Flex gap={4}>
            {urls.map((url, i) => (
              <Image key={url} src={url} width={36} height={36} alt={names[i]} preview={false} />
            ))}
          </Flex>
        );
      },
    },
    {
      key: 'approved',
      title: 'Import',
      width: 120,
      render: (_, entry) => (
        <Switch
          checked={entry.approved}
          checkedChildren="Approved"
          unCheckedChildren="Rejected"
          disabled={entry.status !== 'pending'}
          aria-label={`Import ${entry.item.name}`}
          onChange={(checked) => onApprove(entry.index, checked)}
        />
      ),
    },
    { key: 'status', title: 'Upload status', width: 120, render: (_, entry) => <StatusTag entry={entry} /> },
  ];
  return (
    <Table<ImportEntry>
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={entries as ImportEntry[]}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      rowClassName={(entry) =>
        isErrorRow(entry) ? 'import-row-error' : entry.status === 'uploaded' ? 'import-row-success' : ''
      }
      onRow={(entry) => ({ 'data-upload-status': entry.status }) as HTMLAttributes<HTMLElement>}
    />
  );
}
