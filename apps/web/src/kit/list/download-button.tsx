import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { api, type Query } from '../../api/client';
import { notify } from '../../api/notify';
import { saveDownload } from './save-download';

interface DownloadButtonProps {
  /** The file's call under /api ('/products-variations/export'). */
  path: string;
  query: Query;
  /** The name to save under when the server names none. */
  filename: string;
  label: string;
}

/**
 * A button that downloads a file (an export other than the list's own, such as a list's
 * related rows), with the list kit's "Failed to download" on failure.
 */
export function DownloadButton({ path, query, filename, label }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await saveDownload(await api.download(path, query), filename);
    } catch {
      notify.error('Failed to download');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}
