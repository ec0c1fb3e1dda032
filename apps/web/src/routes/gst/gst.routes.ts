import { AuditOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { GST_RETURNS_PATH } from './gst-paths';

/** /gst/returns: GSTR-1 of a month or quarter, under the `gst` screen key. */
export const gstRoutes: AppRoute[] = [
  {
    path: GST_RETURNS_PATH,
    title: 'GST returns',
    routeKey: 'gst',
    icon: AuditOutlined,
    load: () => import('./gst-returns'),
  },
];
