import { StarOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { reviewPaths } from './review-screen';

/** /reviews/list: the customers' reviews, under the `review` screen key. */
export const reviewRoutes: AppRoute[] = [
  {
    path: reviewPaths.patterns.list,
    title: 'Reviews',
    routeKey: 'review',
    icon: StarOutlined,
    load: () => import('./review-list'),
  },
];
