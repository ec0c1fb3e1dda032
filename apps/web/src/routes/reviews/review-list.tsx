import { REVIEW_RATINGS, reviews } from '@mandi/domain';
import { Flex, Rate, Typography } from 'antd';
import { Link } from 'react-router';
import type { FilterDef } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type Review, reviewLinks, reviewPaths } from './review-screen';

const stars = (rating: string) => `${'★'.repeat(Number(rating))}${'☆'.repeat(5 - Number(rating))} ${rating}`;

const filters: readonly FilterDef[] = [
  {
    kind: 'select',
    field: 'rating',
    label: 'Rating',
    options: REVIEW_RATINGS.map((rating) => ({ label: stars(rating), value: rating })),
  },
  { kind: 'text', field: 'userId', label: 'Customer ID', operator: '$eq', placeholder: '42' },
  { kind: 'dateRange', field: 'createdTimestamp', label: 'Date' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

const cells = {
  rating: (row: Review) => (
    <span role="img" aria-label={`${row.rating} out of 5 stars`} title={`${row.rating} out of 5`}>
      <Rate disabled value={row.rating} style={{ fontSize: 14, whiteSpace: 'nowrap' }} />
    </span>
  ),
  userId: (row: Review) =>
    row.userId === null ? null : (
      <Link to={reviewLinks.customer(row.userId)}>{row.customerName ?? `Customer ${row.userId}`}</Link>
    ),
  orderId: (row: Review) =>
    row.orderId === null ? null : (
      <Flex vertical gap={0}>
        <Link to={reviewLinks.order(row.orderId)}>{`Order #${row.orderId}`}</Link>
        {row.orderReference && <Typography.Text type="secondary">{row.orderReference}</Typography.Text>}
      </Flex>
    ),
};

/**
 * /reviews/list: rating as stars, suggestions, comments, the customer (to their edit screen)
 * and the order (to its view); filters by rating, customer, date and enabled; the switch
 * hides a review. Reviews come from the store's app: no add, edit or delete here.
 */
export default function ReviewList() {
  return (
    <ResourceList<Review>
      def={reviews}
      paths={reviewPaths}
      filters={filters}
      cells={cells}
      actions={{ add: false, edit: false, delete: false }}
    />
  );
}
