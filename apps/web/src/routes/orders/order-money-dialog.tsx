import { orders, TRANSACTION_METHOD_LABELS, TRANSACTION_METHODS } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormSchemaContext } from '../../kit/form/schema-field';
import { useDialogSave } from '../../kit/form/use-dialog-save';
import { resourceKeys } from '../../kit/resource-hooks';
import type { Order } from './order-screen';

/** The ways money changes hands, as a select offers them: Cash, UPI, Card, Online, Bank transfer. */
export const METHOD_OPTIONS = TRANSACTION_METHODS.map((method) => ({
  value: method,
  label: TRANSACTION_METHOD_LABELS[method],
}));

/** The fields these dialogs have: a refusal naming one lands under it. */
const FORM_FIELDS = ['amount', 'method', 'reference', 'note', 'reason', 'amountCollected'];

interface MoneyDialogProps<Values> {
  title: string;
  okText: string;
  /** The request's schema: the fields' rules and messages are the server's. */
  schema: z.ZodType;
  initialValues: Partial<Values>;
  /** Sends the values; answers the order as it is now. */
  send: (values: Values) => Promise<Order>;
  savedMessage: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that records money on an order (a payment, a refund, the cash collected): its form
 * takes its rules from the domain's request schema, a refusal lands under its field (or as a
 * toast), and the order the server answers replaces the one on screen.
 */
export function MoneyDialog<Values extends object>(props: MoneyDialogProps<Values>) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { save, saving } = useDialogSave(form, {
    fields: FORM_FIELDS,
    send: props.send,
    onAnswer: async (order) => {
      client.setQueryData(resourceKeys.detail(orders, order.id), order);
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
    },
    savedMessage: props.savedMessage,
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
      <FormSchemaContext.Provider value={props.schema}>
        <Form<Values> form={form} layout="vertical" initialValues={props.initialValues} onFinish={save}>
          {props.children}
        </Form>
      </FormSchemaContext.Provider>
    </Modal>
  );
}
