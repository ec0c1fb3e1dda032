import { ORDER_SAVED_MESSAGE, type OrderStatus, orderSaveEndpoint, orders } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { applyServerErrors } from '../../kit/form/server-errors';
import { resourceKeys } from '../../kit/resource-hooks';
import { usePageTitle } from '../../kit/use-page-title';
import { StatusTag } from './order-badges';
import { CashOnDelivery } from './order-deliver';
import { type Order, orderPaths, useOrder } from './order-screen';

interface Values {
  status: OrderStatus;
  comments?: string;
  note?: string;
  amountCollected?: number;
}

/**
 * The status and comments of an order, and an internal note: only the moves the rule allows
 * are offered (the server refuses any other); a save over someone else's is refused and says so.
 */
export default function OrderEdit() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, isLoading } = useOrder(valid ? id : undefined);
  usePageTitle(valid ? `Edit Order - ${id}` : undefined);
  if (!valid || error) return <Alert type="error" message={error?.message ?? 'Order not found'} />;
  if (isLoading || !order) return <Skeleton active />;
  return <EditForm key={order.updatedTimestamp} order={order} />;
}

function EditForm({ order }: { order: Order }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = [order.status, ...order.nextStatuses].map((status) => ({
    value: status,
    label: status === order.status ? `${status} (current)` : status,
  }));
  const save = async (values: Values) => {
    setSaving(true);
    try {
      await callEndpoint(orderSaveEndpoint, {
        params: { id: order.id },
        body: {
          status: values.status,
          comments: values.comments ?? null,
          note: values.note?.trim() || null,
          // Delivering collects: the cash the rider brought back (asked only for that move).
          amountCollected: values.status === 'Order Delivered' ? values.amountCollected : undefined,
          updatedTimestamp: order.updatedTimestamp,
        },
      });
      notify.success(ORDER_SAVED_MESSAGE);
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
      navigate(orderPaths.view(order.id));
    } catch (reason) {
      applyServerErrors(form, reason, ['status', 'amountCollected']);
      notify.error(reason instanceof ApiError ? reason.message : 'Failed to save');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <span>Edit Order - {order.id}</span>
          <StatusTag status={order.status} />
        </Flex>
      }
      style={{ maxWidth: 720 }}
    >
      {order.nextStatuses.length === 0 && (
        <Typography.Paragraph type="secondary">
          An order that is {order.status} cannot change status; you may still add a note.
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          status: order.status,
          comments: order.comments ?? '',
          amountCollected: order.paymentMethod === 'cod' && order.money.due > 0 ? order.money.due : undefined,
        }}
        onFinish={save}
      >
        <Form.Item
          name="status"
          label="Status"
          rules={[
            { required: true, message: 'Please choose a status' },
            { min: 3, max: 150, message: 'Length should be 3 to 150' },
          ]}
        >
          <Select aria-label="Status" options={options} />
        </Form.Item>
        <CashOnDelivery order={order} />
        <Form.Item name="comments" label="Comments" rules={[{ max: 1000 }]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item name="note" label="Internal note (shown on the timeline)" rules={[{ max: 1000 }]}>
          <Input.TextArea
            rows={2}
            maxLength={1000}
            placeholder="Called the customer, left at the gate, ..."
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
          <Button onClick={() => navigate(orderPaths.view(order.id))}>Cancel</Button>
        </Flex>
      </Form>
    </Card>
  );
}
