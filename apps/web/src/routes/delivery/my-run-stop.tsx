import { CheckOutlined, CloseOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { type DeliveryRunDetail, type DeliveryStopRow, formatInr } from '@mandi/domain';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { OutcomeTag, reasonLabel } from './run-figures';
import { stopMapLink, telLink } from './stop-links';
import { DeliveredDialog, NotDeliveredDialog } from './stop-outcome-dialogs';

function StopOutcome({ stop }: { stop: DeliveryStopRow }) {
  if (stop.outcome === 'delivered') return <span>{formatInr(stop.amountCollected)} collected</span>;
  if (stop.outcome === 'not_delivered') return <span>{reasonLabel(stop.reason)}</span>;
  return (
    <strong className="my-run-due">
      {stop.due > 0 ? `Collect ${formatInr(stop.due)}` : 'Paid: nothing to collect'}
    </strong>
  );
}

/** One stop as the rider meets it: who, where, what to collect; call, map and the outcome. */
export function MyRunStop({ run, stop }: { run: DeliveryRunDetail; stop: DeliveryStopRow }) {
  const [dialog, setDialog] = useState<'delivered' | 'not' | null>(null);
  const pending = stop.outcome === 'pending';
  const tel = telLink(stop.mobile);
  const map = stopMapLink(stop);
  return (
    <Card size="small" className={`my-run-stop my-run-stop-${stop.outcome}`} data-testid="my-run-stop">
      <Flex justify="space-between" align="center" gap={8}>
        <h3 className="my-run-stop-title">
          {stop.position}. {stop.customerName ?? `Order ${stop.orderId}`}
        </h3>
        <OutcomeTag outcome={stop.outcome} />
      </Flex>
      <Typography.Paragraph className="my-run-address">
        {stop.address}
        {stop.pincode ? ` · ${stop.pincode}` : ''}
      </Typography.Paragraph>
      <Flex justify="space-between" wrap gap={4} className="my-run-meta">
        <span>
          Order #{stop.orderId} · {stop.itemsCount} {stop.itemsCount === 1 ? 'item' : 'items'}
        </span>
        <StopOutcome stop={stop} />
      </Flex>
      <div className="my-run-actions">
        <Button
          icon={<PhoneOutlined />}
          href={tel}
          disabled={!tel}
          aria-label={`Call ${stop.customerName ?? 'the customer'}`}
        >
          Call
        </Button>
        <Button
          icon={<EnvironmentOutlined />}
          href={map}
          disabled={!map}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Map to ${stop.customerName ?? 'the address'}`}
        >
          Map
        </Button>
        {pending && (
          <>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => setDialog('delivered')}
              aria-label={`Delivered order ${stop.orderId}`}
            >
              Delivered
            </Button>
            <Button
              danger
              icon={<CloseOutlined />}
              onClick={() => setDialog('not')}
              aria-label={`Not delivered order ${stop.orderId}`}
            >
              Not delivered
            </Button>
          </>
        )}
      </div>
      {dialog === 'delivered' && <DeliveredDialog run={run} stop={stop} onClose={() => setDialog(null)} />}
      {dialog === 'not' && <NotDeliveredDialog run={run} stop={stop} onClose={() => setDialog(null)} />}
    </Card>
  );
}
