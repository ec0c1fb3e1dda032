import { settings } from '@mandi/domain';
import { Card, Result } from 'antd';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/notify';
import { useResourceList } from '../../kit/resource-hooks';
import { SettingsForm } from './settings-form';
import type { Settings } from './settings-screen';

const NO_QUERY = {};

/** /setting/info and /setting/list open the store's one settings row; /setting/edit/{id} names it. */
export default function SettingsPage() {
  const { id } = useParams();
  const found = useResourceList<Settings>(settings, NO_QUERY);
  if (id) return <SettingsForm id={id} />;
  if (found.isPending) return <Card loading variant="borderless" />;
  if (found.isError) return <Result status="error" title={errorMessage(found.error)} />;
  return <SettingsForm id={String(found.data.data[0]!.id)} />;
}
