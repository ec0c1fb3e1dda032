import { RollbackOutlined } from '@ant-design/icons';
import {
  formatInr,
  type OrderRefundRequest,
  orderRefundEndpoint,
  orderRefundRequest,
  PAYMENT_FORM_MESSAGES,
  refusedRefund,
} from '@mandi/domain';
import { Button, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { SchemaField } from '../../kit/form/schema-field';
import { METHOD_OPTIONS, MoneyDialog } from './order-money-dialog';
import type { Order } from './order-screen';

/** Refund: money given back to the customer, at most what was received, with the reason. */
export function RefundButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.money.received <= 0) return null;
  return (
    <>
      <Button icon={<RollbackOutlined />} onClick={() => setOpen(true)}>
        Refund
      </Button>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { received, refundDue } = order.money;
  return (
    <MoneyDialog<OrderRefundRequest>
      title={`Refund - Order ${order.id}`}
      okText="Record refund"
      schema={orderRefundRequest}
      initialValues={{ amount: refundDue > 0 ? refundDue : undefined, method: 'upi' }}
      savedMessage={PAYMENT_FORM_MESSAGES.refundSaved}
      onClose={onClose}
      send={(body) => callEndpoint(orderRefundEndpoint, { params: { id: order.id }, body })}
    >
      <Typography.Paragraph type="secondary">
        Received: {formatInr(received)}
        {refundDue > 0 ? ` · Refund due: ${formatInr(refundDue)}` : ''}
      </Typography.Paragraph>
      <SchemaField
        name="amount"
        label="Amount"
        rules={[
          {
            validator: async (_rule, value) => {
              const refused = typeof value === 'number' ? refusedRefund(value, received) : undefined;
              if (refused) throw new Error(refused);
            },
          },
        ]}
      >
        <RupeeInput aria-label="Amount" autoFocus />
      </SchemaField>
      <SchemaField name="method" label="Method">
        <Select aria-label="Method" options={METHOD_OPTIONS} />
      </SchemaField>
      <SchemaField name="reason" label="Reason">
        <Input.TextArea aria-label="Reason" rows={2} placeholder="Milk was spoilt, item missing, ..." />
      </SchemaField>
    </MoneyDialog>
  );
}
