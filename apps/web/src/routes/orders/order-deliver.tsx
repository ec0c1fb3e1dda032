import { CheckCircleOutlined } from '@ant-design/icons';
import {
  formatInr,
  ORDER_SAVED_MESSAGE,
  type OrderMoney,
  orderEdit,
  orderMoney,
  orderSaveEndpoint,
  type PaymentMethod,
  refusedCollection,
} from '@mandi/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { FormSchemaContext, SchemaField } from '../../kit/form/schema-field';
import { MoneyDialog } from './order-money-dialog';
import type { Order, OrderRow } from './order-screen';

/**
 * The cash collected at the door, as a form field: the schema's rule (0 or more, 2 decimals)
 * and the delivery rule (a COD order with something due must say it; at most the due).
 */
export function CashCollectedField({
  paymentMethod,
  money,
}: {
  paymentMethod: PaymentMethod | null;
  money: Pick<OrderMoney, 'due'>;
}) {
  return (
    <SchemaField
      name="amountCollected"
      label={`Cash collected (due ${formatInr(money.due)})`}
      required={paymentMethod === 'cod' && money.due > 0}
      extra="Less than the due leaves the order in Partial Payment until the rest is paid."
      rules={[
        {
          validator: async (_rule, value) => {
            const collected = typeof value === 'number' ? value : undefined;
            const refused = refusedCollection(paymentMethod, collected, money);
            if (refused) throw new Error(refused);
          },
        },
      ]}
    >
      <RupeeInput aria-label="Cash collected" autoFocus />
    </SchemaField>
  );
}

/** On the edit screen: the cash collected, asked when the status chosen delivers the order. */
export function CashOnDelivery({ order }: { order: Order }) {
  const delivering = Form.useWatch('status') === 'Order Delivered' && order.status !== 'Order Delivered';
  if (!delivering) return null;
  return (
    <FormSchemaContext.Provider value={orderEdit}>
      <CashCollectedField paymentMethod={order.paymentMethod} money={order.money} />
    </FormSchemaContext.Provider>
  );
}

interface DeliverValues {
  amountCollected?: number;
  note?: string;
}

/** Deliver, from the list: an order out for delivery, with the cash the rider brought back. */
export function DeliverButton({ row }: { row: OrderRow }) {
  const [open, setOpen] = useState(false);
  if (row.status !== 'Out for Delivery') return null;
  const money = orderMoney(row);
  return (
    <>
      <Button
        size="small"
        icon={<CheckCircleOutlined />}
        aria-label={`Deliver order ${row.id}`}
        onClick={() => setOpen(true)}
      >
        Deliver
      </Button>
      {open && (
        <MoneyDialog<DeliverValues>
          title={`Deliver order ${row.id}`}
          okText="Mark delivered"
          schema={orderEdit}
          initialValues={{
            amountCollected: row.paymentMethod === 'cod' && money.due > 0 ? money.due : undefined,
          }}
          savedMessage={ORDER_SAVED_MESSAGE}
          onClose={() => setOpen(false)}
          send={(values) =>
            callEndpoint(orderSaveEndpoint, {
              params: { id: row.id },
              body: {
                status: 'Order Delivered',
                amountCollected: values.amountCollected ?? undefined,
                note: values.note?.trim() || null,
                updatedTimestamp: row.updatedTimestamp,
              },
            })
          }
        >
          <CashCollectedField paymentMethod={row.paymentMethod} money={money} />
          <SchemaField name="note" label="Internal note (shown on the timeline)">
            <Input.TextArea aria-label="Note" rows={2} />
          </SchemaField>
        </MoneyDialog>
      )}
    </>
  );
}
