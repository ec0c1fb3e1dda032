import { SettingOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { settingsPaths } from './settings-screen';

const page = () => import('./settings-page');
const shared = { routeKey: 'setting', parent: settingsPaths.info } as const;

/** One settings form, reached at the spec's three paths. */
export const settingsRoutes: AppRoute[] = [
  { path: settingsPaths.info, title: 'Settings', routeKey: 'setting', icon: SettingOutlined, load: page },
  { path: settingsPaths.patterns.list, title: 'Settings', hidden: true, ...shared, load: page },
  { path: settingsPaths.patterns.edit, title: 'Edit Settings', hidden: true, ...shared, load: page },
];
