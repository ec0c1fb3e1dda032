import {
  cashDifference,
  closeDeliveryRunEndpoint,
  DELIVERY_MESSAGES,
  type DeliveryRunDetail,
  formatInr,
} from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { useDialogSave } from '../../kit/form/use-dialog-save';
import { runChanged } from './delivery-api';
import { Difference } from './run-figures';

function CloseRunDialog({ run, onClose }: { run: DeliveryRunDetail; onClose: () => void }) {
  // The field's rule makes it required: a checked form always holds a number.
  const [form] = Form.useForm<{ cashHandedIn: number }>();
  const handedIn = Form.useWatch('cashHandedIn', form);
  const client = useQueryClient();
  const { save, saving } = useDialogSave(form, {
    fields: ['cashHandedIn'],
    send: (values) =>
      callEndpoint(closeDeliveryRunEndpoint, {
        params: { id: run.id },
        body: { cashHandedIn: values.cashHandedIn },
      }),
    onAnswer: (closed) => runChanged(client, closed),
    savedMessage: DELIVERY_MESSAGES.closed,
    onClose,
  });
  return (
    <Modal
      open
      title={`Close run #${run.id}`}
      okText="Close run"
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Cash expected">{formatInr(run.cashCollected)}</Descriptions.Item>
        <Descriptions.Item label="Difference">
          <span data-testid="close-difference">
            <Difference
              value={typeof handedIn === 'number' ? cashDifference(run.cashCollected, handedIn) : null}
            />
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ cashHandedIn: run.cashCollected }}
        onFinish={save}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="cashHandedIn"
          label={`Cash handed in by ${run.riderName ?? 'the rider'}`}
          rules={[{ required: true, type: 'number', min: 0, message: DELIVERY_MESSAGES.cashHandedIn }]}
        >
          <RupeeInput aria-label="Cash handed in" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Close run: once every stop is delivered or brought back, with the cash the rider hands in. */
export function CloseRunButton({ run }: { run: DeliveryRunDetail }) {
  const [open, setOpen] = useState(false);
  if (run.status !== 'open') return null;
  const waiting = run.pendingCount;
  const button = (
    <Button type="primary" disabled={waiting > 0} onClick={() => setOpen(true)}>
      Close run
    </Button>
  );
  return (
    <>
      {waiting > 0 ? (
        <Tooltip title={`${waiting} ${waiting === 1 ? 'stop is' : 'stops are'} still to deliver`}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && <CloseRunDialog run={run} onClose={() => setOpen(false)} />}
    </>
  );
}
