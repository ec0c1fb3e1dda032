import { DownloadOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@mandi/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { api, type Query } from '../../api/client';
import { notify } from '../../api/notify';
import { apiPaths } from '../resource-paths';
import { saveDownload } from './save-download';

/** Downloads the xlsx of every row the current filters match. */
export function ExportButton({ def, query }: { def: ResourceDef; query: Query }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await saveDownload(await api.download(apiPaths(def).export, query), `${def.name}.xlsx`);
    } catch {
      notify.error('Failed to download');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      Export
    </Button>
  );
}
