import {
  MessageOutlined,
  RightOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { orderPaths } from '../orders/order-screen';
import { productPaths } from '../products/product-screen';
import { reviewPaths } from '../reviews/review-screen';
import { userPaths } from '../users/user-screen';
import { CountUp } from './count-up';
import { useUsersCards } from './dashboard-api';
import type { UsersCardsAnswer } from './dashboard-types';

interface CardDef {
  key: keyof UsersCardsAnswer;
  label: string;
  /** What the executive dashboard calls it (the spec's "feedback" for reviews). */
  executiveLabel?: string;
  link: string;
  icon: ComponentType;
  tone: string;
}

/** The order card opens every order, not only the list's default "Order Placed" view. */
const CARDS: readonly CardDef[] = [
  { key: 'customers', label: 'Customers', link: userPaths.list, icon: TeamOutlined, tone: 'blue' },
  { key: 'products', label: 'Products', link: productPaths.list, icon: ShopOutlined, tone: 'green' },
  {
    key: 'orders',
    label: 'Orders',
    link: `${orderPaths.list}?${new URLSearchParams({ status: '' })}`,
    icon: ShoppingCartOutlined,
    tone: 'orange',
  },
  {
    key: 'reviews',
    label: 'Reviews',
    executiveLabel: 'Feedback',
    link: reviewPaths.list,
    icon: MessageOutlined,
    tone: 'purple',
  },
];

function CountCard({ card, value, label }: { card: CardDef; value: number | undefined; label: string }) {
  const Icon = card.icon;
  return (
    <Link to={card.link} className="dashboard-count-link">
      <Card className={`dashboard-count dashboard-tone-${card.tone}`} hoverable>
        <span className="dashboard-count-icon" aria-hidden="true">
          <Icon />
        </span>
        <div className="dashboard-count-body">
          <span className="dashboard-count-label">{label}</span>
          <span className="dashboard-count-value">
            {value === undefined ? <Skeleton.Input active size="small" /> : <CountUp value={value} />}
          </span>
        </div>
        <RightOutlined className="dashboard-count-arrow" aria-hidden="true" />
      </Card>
    </Link>
  );
}

/**
 * Customers, products, orders and reviews, counted as their lists count enabled rows
 * (`GET /users-cards`), each card opening its list; a figure the role may not see (null) has no
 * card. The numbers count up over 3 s.
 */
export function CountCards({ executive = false }: { executive?: boolean }) {
  const query = useUsersCards();
  if (query.error && !query.data) {
    return (
      <section aria-label="Counts" className="dashboard-counts">
        <Alert
          type="error"
          showIcon
          role="alert"
          message={query.error.message || 'Has Error'}
          action={
            <Button size="small" onClick={() => query.refetch()} loading={query.isFetching}>
              Try again
            </Button>
          }
        />
      </section>
    );
  }
  const shown = CARDS.filter((card) => !query.data || query.data[card.key] !== null);
  return (
    <section aria-label="Counts" className="dashboard-counts">
      <Row gutter={[16, 16]}>
        {shown.map((card) => (
          <Col key={card.key} xs={12} md={12} xl={24 / shown.length}>
            <CountCard
              card={card}
              value={query.data?.[card.key] ?? undefined}
              label={executive ? (card.executiveLabel ?? card.label) : card.label}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
