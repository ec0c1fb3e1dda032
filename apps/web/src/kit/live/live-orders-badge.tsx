import { BellOutlined } from '@ant-design/icons';
import { canRead, orders } from '@mandi/domain';
import { Badge, Button, Flex, Popover, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../auth/session-store';
import { useLiveStore } from './live-store';
import { useLiveEvents } from './use-live-events';

const ORDER_LIST = '/order/list';

/** "3 new orders", or "1 new order". */
export const newOrdersText = (count: number) => `${count} new ${count === 1 ? 'order' : 'orders'}`;

/**
 * The header's live orders: a bell counting orders placed since the order list was last opened
 * (any instance, within seconds), opening a panel with the way to the list and the sound toggle.
 * It also keeps the session's event stream open (useLiveEvents).
 */
export function LiveOrdersBadge() {
  useLiveEvents();
  const count = useLiveStore((state) => state.newOrders);
  const sound = useLiveStore((state) => state.sound);
  const setSound = useLiveStore((state) => state.setSound);
  const clear = useLiveStore((state) => state.clearNewOrders);
  const connected = useLiveStore((state) => state.connected);
  const navigate = useNavigate();
  const session = useSessionStore((state) => state.session);
  const label = count > 0 ? newOrdersText(count) : 'No new orders';

  // Staff who may not read orders hear nothing of them: no bell.
  if (!session || !canRead(session, orders.access)) return null;

  const panel = (
    <Flex vertical gap={8} style={{ minWidth: 220 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Button
        type="primary"
        size="small"
        onClick={() => {
          clear();
          navigate(ORDER_LIST);
        }}
      >
        Open the order list
      </Button>
      <Flex align="center" justify="space-between" gap={8}>
        <label htmlFor="live-orders-sound">Sound on new orders</label>
        <Switch id="live-orders-sound" size="small" checked={sound} onChange={setSound} />
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" content={panel} placement="bottomRight">
      <Button
        type="text"
        aria-label={label}
        title={connected ? label : `${label} (reconnecting)`}
        data-testid="live-orders-badge"
        data-live={connected ? 'open' : 'closed'}
      >
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
