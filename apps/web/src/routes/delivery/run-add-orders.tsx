import { PlusOutlined } from '@ant-design/icons';
import {
  addDeliveryRunOrdersEndpoint,
  DELIVERY_MESSAGES,
  type DeliveryRunDetail,
  formatInr,
  orders,
} from '@mandi/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { errorMessage, notify } from '../../api/notify';
import { apiPaths } from '../../kit/resource-paths';
import type { OrderRow } from '../orders/order-screen';
import { runChanged } from './delivery-api';

/** The latest Order Placed home deliveries, the orders a run can take. */
function useWaitingOrders() {
  return useQuery({
    queryKey: ['orders', 'list', 'waiting-home-deliveries'],
    queryFn: () =>
      api.get<ListPage<OrderRow>>(apiPaths(orders).list, {
        filter: 'status||$eq||Order Placed',
        sort: 'id,DESC',
        limit: 100,
      }),
    select: (page) => page.data.filter((order) => order.deliveryType === 'Home Delivery'),
    staleTime: 0,
  });
}

function AddOrdersDialog({ run, onClose }: { run: DeliveryRunDetail; onClose: () => void }) {
  const [form] = Form.useForm<{ orderIds: number[] }>();
  const waiting = useWaitingOrders();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const changed = await callEndpoint(addDeliveryRunOrdersEndpoint, {
        params: { id: run.id },
        body: values,
      });
      await runChanged(client, changed);
      notify.success('Orders added to the run');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const options = (waiting.data ?? []).map((order) => ({
    value: order.id,
    label: `#${order.id} · ${order.customerName ?? ''} · ${formatInr(order.grandTotal)}`,
  }));
  return (
    <Modal
      open
      title={`Add orders to run #${run.id}`}
      okText="Add"
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="orderIds"
          label="Orders (Order Placed, Home Delivery)"
          rules={[{ required: true, message: DELIVERY_MESSAGES.orders }]}
        >
          <Select
            mode="multiple"
            aria-label="Orders"
            loading={waiting.isLoading}
            options={options}
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AddOrdersButton({ run }: { run: DeliveryRunDetail }) {
  const [open, setOpen] = useState(false);
  if (run.status !== 'open') return null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Add orders
      </Button>
      {open && <AddOrdersDialog run={run} onClose={() => setOpen(false)} />}
    </>
  );
}
