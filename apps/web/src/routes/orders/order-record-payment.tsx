import { DollarOutlined } from '@ant-design/icons';
import {
  formatInr,
  type OrderPaymentRequest,
  orderPaymentEndpoint,
  orderPaymentRequest,
  PAYMENT_FORM_MESSAGES,
  refusedPayment,
} from '@mandi/domain';
import { Button, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { SchemaField } from '../../kit/form/schema-field';
import { METHOD_OPTIONS, MoneyDialog } from './order-money-dialog';
import type { Order } from './order-screen';

/** Record payment: money received for the order (the rest of a COD order paid by UPI, say). */
export function RecordPaymentButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  // A cancelled order or a cart takes no payment (the server refuses it too).
  if (refusedPayment(order.status)) return null;
  return (
    <>
      <Button icon={<DollarOutlined />} onClick={() => setOpen(true)}>
        Record payment
      </Button>
      {open && <RecordPaymentDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { due } = order.money;
  return (
    <MoneyDialog<OrderPaymentRequest>
      title={`Record payment - Order ${order.id}`}
      okText="Record payment"
      schema={orderPaymentRequest}
      initialValues={{ amount: due > 0 ? due : undefined, method: 'upi' }}
      savedMessage={PAYMENT_FORM_MESSAGES.paymentSaved}
      onClose={onClose}
      send={(body) => callEndpoint(orderPaymentEndpoint, { params: { id: order.id }, body })}
    >
      <Typography.Paragraph type="secondary">
        {due > 0 ? `Due: ${formatInr(due)}` : 'Nothing is due on this order.'}
      </Typography.Paragraph>
      <SchemaField name="amount" label="Amount">
        <RupeeInput aria-label="Amount" autoFocus />
      </SchemaField>
      <SchemaField name="method" label="Method">
        <Select aria-label="Method" options={METHOD_OPTIONS} />
      </SchemaField>
      <SchemaField name="reference" label="Reference (UPI or bank reference)">
        <Input aria-label="Reference" placeholder="e.g. 412345678901" />
      </SchemaField>
      <SchemaField name="note" label="Note">
        <Input.TextArea aria-label="Note" rows={2} />
      </SchemaField>
    </MoneyDialog>
  );
}
