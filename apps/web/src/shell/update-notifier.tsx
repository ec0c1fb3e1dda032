import { CloudSyncOutlined } from '@ant-design/icons';
import { appVersionEndpoint } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '../api/endpoint';
import { showNotification } from '../api/notify';

/** The spec's service-worker update check: once an hour. */
export const UPDATE_CHECK_MS = 3_600_000;
const NOTICE_KEY = 'app-update';

/**
 * Asks the server which version it serves (a hash of the deployed build) and, once that
 * differs from the version this tab started with, offers a reload in a popup that stays until
 * the admin acts on it.
 */
export function UpdateNotifier() {
  const startVersion = useRef<string | null>(null);
  const { data } = useQuery({
    queryKey: ['common', 'app-version'],
    queryFn: () => callEndpoint(appVersionEndpoint, {}),
    refetchInterval: UPDATE_CHECK_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!data?.version) return;
    startVersion.current ??= data.version;
    if (data.version === startVersion.current) return;
    showNotification({
      key: NOTICE_KEY,
      title: 'Update available',
      description:
        'A new version of Mandi has been deployed. Reload to use it; unsaved changes on this page will be lost.',
      icon: <CloudSyncOutlined />,
      duration: false,
      placement: 'bottomRight',
      actions: (
        <Button type="primary" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      ),
    });
  }, [data?.version]);

  return null;
}
