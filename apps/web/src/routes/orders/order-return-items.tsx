import { ImportOutlined } from '@ant-design/icons';
import {
  formatInr,
  linePrice,
  type OrderReturnRequest,
  orderReturnEndpoint,
  orderReturnRequest,
  orders,
  priceReturn,
  RETURNABLE_STATUSES,
  refusedRefund,
  returnableQuantity,
  type TransactionMethod,
  toPaise,
} from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Table,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { RupeeInput } from '../../kit/form/rupee-input';
import { FormSchemaContext, SchemaField } from '../../kit/form/schema-field';
import { useDialogSave } from '../../kit/form/use-dialog-save';
import { resourceKeys } from '../../kit/resource-hooks';
import { METHOD_OPTIONS } from './order-money-dialog';
import type { Order } from './order-screen';

export const ORDER_RETURN_SAVED_MESSAGE = 'Return recorded';

type OrderLine = Order['lines'][number];
/** What staff choose per line: how many come back and whether they go back on the shelf. */
type Choice = { quantity: number; restock: boolean };
interface ReturnForm {
  reason: string;
  giveRefund: boolean;
  refund?: { amount: number; method: TransactionMethod };
}

const nameOf = (line: OrderLine) => [line.productName, line.variationName].filter(Boolean).join(' ');

/** Return items: shown on a delivered order (Order Delivered or Partial Payment) with goods left to return. */
export function ReturnItemsButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const returnable = order.lines.some((line) => returnableQuantity(line) > 0);
  if (!RETURNABLE_STATUSES.includes(order.status) || !returnable) return null;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        Return items
      </Button>
      {open && <ReturnItemsDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The return as the server will price it: the same rule (priceReturn) over the lines on screen.
 * Only its amount is shown, so the GST figures it also works out (rates not on screen) are not read.
 */
function useReturnDraft(order: Order) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const { lines, amount } = useMemo(() => {
    const chosen = order.lines
      .filter((line) => (choices[line.id]?.quantity ?? 0) > 0)
      .map((line) => ({
        productsVariationId: line.productsVariationId,
        quantity: choices[line.id]!.quantity,
        restock: choices[line.id]!.restock,
      }));
    if (chosen.length === 0) return { lines: chosen, amount: 0 };
    const priced = priceReturn(
      order.lines.map((line) => ({
        ...line,
        orderLineId: line.id,
        name: nameOf(line),
        price: linePrice(line),
        taxRate: 0,
        returnedTaxedAmount: 0,
      })),
      chosen,
    );
    return { lines: chosen, amount: 'refusal' in priced ? 0 : priced.amount };
  }, [order.lines, choices]);
  const choose = (line: OrderLine, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [line.id]: { quantity: 0, restock: true, ...all[line.id], ...change } }));
  return { choices, choose, lines, amount };
}

function ReturnLinesTable({
  order,
  choices,
  choose,
}: {
  order: Order;
  choices: Record<number, Choice>;
  choose: (line: OrderLine, change: Partial<Choice>) => void;
}) {
  return (
    <Table<OrderLine>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={order.lines}
      aria-label="Lines to return"
      columns={[
        { title: 'Product', render: (_, line) => nameOf(line) },
        { title: 'Price', align: 'right', render: (_, line) => formatInr(linePrice(line)) },
        { title: 'Delivered', dataIndex: 'quantity', align: 'right' },
        { title: 'Returned before', dataIndex: 'returnedQuantity', align: 'right' },
        {
          title: 'Return',
          render: (_, line) => (
            <InputNumber
              aria-label={`Quantity of ${nameOf(line)} to return`}
              min={0}
              max={returnableQuantity(line)}
              precision={0}
              disabled={returnableQuantity(line) === 0}
              value={choices[line.id]?.quantity ?? 0}
              onChange={(value) => choose(line, { quantity: value ?? 0 })}
              style={{ width: 72 }}
            />
          ),
        },
        {
          title: 'Condition',
          render: (_, line) => (
            <Radio.Group
              aria-label={`Condition of ${nameOf(line)}`}
              size="small"
              optionType="button"
              disabled={(choices[line.id]?.quantity ?? 0) === 0}
              value={choices[line.id]?.restock ?? true}
              onChange={(event) => choose(line, { restock: event.target.value })}
              options={[
                { value: true, label: 'Back to stock' },
                { value: false, label: 'Damaged' },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/** Refund now: checked when something was received; its amount at most that (refusedRefund). */
function RefundFields({ received }: { received: number }) {
  const giveRefund = Form.useWatch<boolean | undefined>('giveRefund');
  return (
    <>
      <Form.Item name="giveRefund" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox disabled={received <= 0}>
          Refund now {received > 0 ? `(received ${formatInr(received)})` : '(nothing was received)'}
        </Checkbox>
      </Form.Item>
      {giveRefund && (
        <>
          <SchemaField
            name="refund.amount"
            label="Refund amount"
            rules={[
              {
                validator: async (_rule, value) => {
                  const refused = typeof value === 'number' ? refusedRefund(value, received) : undefined;
                  if (refused) throw new Error(refused);
                },
              },
            ]}
          >
            <RupeeInput aria-label="Refund amount" />
          </SchemaField>
          <SchemaField name="refund.method" label="Refund method">
            <Select aria-label="Refund method" options={METHOD_OPTIONS} style={{ width: 200 }} />
          </SchemaField>
        </>
      )}
    </>
  );
}

/** Sends the return of these lines; the order the server answers replaces the one on screen. */
function useSaveReturn(
  order: Order,
  form: FormInstance<ReturnForm>,
  lines: OrderReturnRequest['lines'],
  onClose: () => void,
) {
  const client = useQueryClient();
  return useDialogSave(form, {
    fields: ['reason', 'refund'],
    send: (values) => {
      const body: OrderReturnRequest = {
        lines,
        reason: values.reason,
        refund: values.giveRefund && values.refund ? values.refund : null,
      };
      return callEndpoint(orderReturnEndpoint, { params: { id: order.id }, body });
    },
    onAnswer: async (answer) => {
      client.setQueryData(resourceKeys.detail(orders, order.id), answer);
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
    },
    savedMessage: ORDER_RETURN_SAVED_MESSAGE,
    onClose,
  });
}

/**
 * The goods coming back from a delivered order: how many of each line (at most what is left to
 * return), whether each goes back on the shelf or was damaged, why, and a refund if one is given
 * now (prefilled with the returned goods' worth, at most what was received). Saving records
 * the return; an invoiced order gets its credit note (in the documents menu).
 */
function ReturnItemsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [form] = Form.useForm<ReturnForm>();
  const { choices, choose, lines, amount } = useReturnDraft(order);
  const { save, saving } = useSaveReturn(order, form, lines, onClose);
  const received = order.money.received;
  const suggested = Math.min(toPaise(amount), toPaise(received)) / 100;
  useEffect(() => form.setFieldValue(['refund', 'amount'], suggested || undefined), [form, suggested]);

  return (
    <Modal
      open
      width={860}
      title={`Return items - Order ${order.id}`}
      okText="Record return"
      okButtonProps={{ disabled: lines.length === 0 }}
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <ReturnLinesTable order={order} choices={choices} choose={choose} />
      <Typography.Paragraph strong style={{ marginTop: 12 }} aria-live="polite">
        {lines.length === 0
          ? 'Choose how many of each item came back'
          : `Returned goods: ${formatInr(amount)}`}
      </Typography.Paragraph>
      <FormSchemaContext.Provider value={orderReturnRequest}>
        <Form<ReturnForm>
          form={form}
          layout="vertical"
          initialValues={{ giveRefund: received > 0, refund: { method: 'cash' } }}
        >
          <SchemaField name="reason" label="Reason">
            <Input.TextArea
              aria-label="Reason"
              rows={2}
              placeholder="Milk was spoilt, wrong item, not needed, ..."
            />
          </SchemaField>
          <RefundFields received={received} />
        </Form>
      </FormSchemaContext.Provider>
    </Modal>
  );
}
