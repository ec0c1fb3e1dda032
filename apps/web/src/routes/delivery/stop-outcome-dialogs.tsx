import {
  DELIVERY_MESSAGES,
  type DeliveryRunDetail,
  type DeliveryStopRow,
  deliverStopEndpoint,
  formatInr,
  NOT_DELIVERED_REASONS,
  type NotDeliveredReason,
  notDeliveredStopEndpoint,
  refusedCollection,
} from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Radio, Space } from 'antd';
import type { ReactNode } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { useDialogSave } from '../../kit/form/use-dialog-save';
import { runChanged } from './delivery-api';
import { reasonLabel } from './run-figures';

interface DialogProps {
  run: DeliveryRunDetail;
  stop: DeliveryStopRow;
  onClose: () => void;
}

/** One stop's dialog: validates, sends, puts the answered run in place, says so or why not. */
function OutcomeDialog<Values extends object>(props: {
  title: string;
  okText: string;
  initialValues: Partial<Values>;
  send: (values: Values) => Promise<DeliveryRunDetail>;
  saved: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { save, saving } = useDialogSave(form, {
    fields: ['amountCollected', 'reason'],
    send: props.send,
    onAnswer: (run) => runChanged(client, run),
    savedMessage: props.saved,
    onClose: props.onClose,
  });
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      onOk={save}
      confirmLoading={saving}
      onCancel={props.onClose}
    >
      <Form<Values> form={form} layout="vertical" initialValues={props.initialValues} onFinish={save}>
        {props.children}
      </Form>
    </Modal>
  );
}

/** Delivered: the cash taken at the door, the due to start with; less leaves it partly paid. */
export function DeliveredDialog({ run, stop, onClose }: DialogProps) {
  const cod = stop.paymentMethod === 'cod';
  return (
    <OutcomeDialog<{ amountCollected: number }>
      title={`Delivered: order ${stop.orderId}`}
      okText="Delivered"
      initialValues={{ amountCollected: cod ? stop.due : 0 }}
      saved={`Order ${stop.orderId} delivered`}
      onClose={onClose}
      send={(values) =>
        callEndpoint(deliverStopEndpoint, { params: { id: run.id, stopId: stop.id }, body: values })
      }
    >
      <Form.Item
        name="amountCollected"
        label={`Cash collected (due ${formatInr(stop.due)})`}
        extra="Less than the due leaves the order in Partial Payment."
        rules={[
          { required: true, type: 'number', min: 0, message: DELIVERY_MESSAGES.amountCollected },
          {
            validator: async (_rule, value) => {
              const refused = refusedCollection(
                stop.paymentMethod,
                typeof value === 'number' ? value : undefined,
                stop,
              );
              if (refused) throw new Error(refused);
            },
          },
        ]}
      >
        <RupeeInput aria-label="Cash collected" autoFocus inputMode="decimal" style={{ width: '100%' }} />
      </Form.Item>
    </OutcomeDialog>
  );
}

/** Not delivered: why, as the order's timeline will say it; the order goes back to Order Placed. */
export function NotDeliveredDialog({ run, stop, onClose }: DialogProps) {
  return (
    <OutcomeDialog<{ reason: NotDeliveredReason }>
      title={`Not delivered: order ${stop.orderId}`}
      okText="Not delivered"
      initialValues={{}}
      saved={`Order ${stop.orderId} brought back`}
      onClose={onClose}
      send={(values) =>
        callEndpoint(notDeliveredStopEndpoint, { params: { id: run.id, stopId: stop.id }, body: values })
      }
    >
      <Form.Item name="reason" label="Why?" rules={[{ required: true, message: DELIVERY_MESSAGES.reason }]}>
        <Radio.Group aria-label="Why was it not delivered?">
          <Space direction="vertical">
            {NOT_DELIVERED_REASONS.map((reason) => (
              <Radio key={reason} value={reason}>
                {reasonLabel(reason)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </OutcomeDialog>
  );
}
