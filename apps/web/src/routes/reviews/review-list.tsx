import { StarFilled } from '@ant-design/icons';
import { REVIEW_RATINGS, reviews } from '@mandi/domain';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type Review, reviewLinks, reviewPaths } from './review-screen';

const stars = (rating: string) => `${'★'.repeat(Number(rating))}${'☆'.repeat(5 - Number(rating))} ${rating}`;

/** Five stars, the rating's filled: one image to assistive technology ("4 out of 5 stars"). */
function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      title={`${rating} out of 5`}
      style={{ whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarFilled
            key={star}
            style={{ color: star <= rating ? '#fadb14' : '#d9d9d9', marginInlineEnd: 2 }}
          />
        ))}
      </span>
    </span>
  );
}

const filters: readonly FilterDef[] = [
  {
    kind: 'select',
    field: 'rating',
    label: 'Rating',
    options: REVIEW_RATINGS.map((rating) => ({ label: stars(rating), value: rating })),
  },
  { kind: 'text', field: 'user.fullName', param: 'customer', label: 'Customer' },
  { kind: 'dateRange', field: 'createdTimestamp', label: 'Date' },
  enabledFilter(),
];

const cells = {
  rating: (row: Review) => <Stars rating={row.rating} />,
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
