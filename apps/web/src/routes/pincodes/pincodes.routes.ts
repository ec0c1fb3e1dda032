import { UploadOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { statePaths } from '../states/state-screen';
import { pincodePaths } from './pincode-screen';

const list = () => import('./pincode-list');
const form = () => import('./pincode-form');
// Pincodes are reached from a city's name; the breadcrumb and sidebar show them under States.
const shared = {
  routeKey: 'pincode',
  group: 'Locations',
  hidden: true,
  parent: statePaths.patterns.list,
} as const;

export const pincodeRoutes: AppRoute[] = [
  { path: pincodePaths.patterns.list, title: 'Pincodes', ...shared, load: list },
  { path: pincodePaths.patterns.add, title: 'Add Pincode', ...shared, load: form },
  { path: pincodePaths.patterns.edit, title: 'Edit Pincode', ...shared, load: form },
  {
    path: pincodePaths.import,
    title: 'Import Pincodes',
    routeKey: 'pincode',
    group: 'Locations',
    icon: UploadOutlined,
    load: () => import('./pincode-import-page'),
  },
];
