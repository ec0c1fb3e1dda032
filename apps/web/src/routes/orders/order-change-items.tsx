import { SwapOutlined } from '@ant-design/icons';
import { ORDER_CHANGE_MESSAGES, ORDER_CHANGE_REASONS, orderChangeEndpoint, orders } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { resourceKeys } from '../../kit/resource-hooks';
import { ProductPicker } from './order-add-pickers';
import { type DraftLine, draftOf, isChanged, linesOf, withProduct, withQuantity } from './order-change-draft';
import { ChangeLinesTable } from './order-change-lines';
import { ChangeSummary, useChangeQuote } from './order-change-quote';
import type { Order } from './order-screen';

export const ORDER_ITEMS_CHANGED_MESSAGE = 'Items changed';

/** Why the items change: a quick choice or the staff's own words (required). */
function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  return (
    <Flex vertical gap={6}>
      <label htmlFor="order-change-reason">
        <Typography.Text strong>Reason</Typography.Text>
      </label>
      <Space wrap size={6}>
        {ORDER_CHANGE_REASONS.map((reason) => (
          <Button
            key={reason}
            size="small"
            type={value === reason ? 'primary' : 'default'}
            onClick={() => onChange(reason)}
          >
            {reason}
          </Button>
        ))}
      </Space>
      <Input
        id="order-change-reason"
        maxLength={200}
        placeholder="Why the items change (the customer and the timeline read it)"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Flex>
  );
}

/** Why Save cannot be pressed yet, in the staff's words; null when it can. */
function blockedBy(draft: DraftLine[], reason: string, refused: boolean): string | null {
  if (linesOf(draft).length === 0) return ORDER_CHANGE_MESSAGES.empty;
  if (!isChanged(draft)) return 'Change a quantity, remove a line or add a product';
  if (refused) return 'The change cannot be made as it is: see above';
  if (reason.trim() === '') return ORDER_CHANGE_MESSAGES.reason;
  return null;
}

/**
 * The order's lines to change before dispatch: quantities, lines removed (a short pick) or put
 * back, products added or swapped in, with a reason and the server's live quote (new totals,
 * the coupon dropped, a refund due). Saving sends the full set of lines with the version loaded.
 */
function ChangeItemsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(order));
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const lines = useMemo(() => linesOf(draft), [draft]);
  const { quote, confirmed } = useChangeQuote(order.id, lines);
  const answer = lines.length > 0 ? quote.data : undefined;
  const blocked = blockedBy(draft, reason, (answer?.priced.refusals.length ?? 0) > 0 || !!quote.error);

  const save = async () => {
    setSaving(true);
    try {
      await callEndpoint(orderChangeEndpoint, {
        params: { id: order.id },
        body: { lines, reason: reason.trim(), updatedTimestamp: order.updatedTimestamp },
      });
      notify.success(ORDER_ITEMS_CHANGED_MESSAGE);
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
      onClose();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to save');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Change items of order ${order.id}`}
      width={920}
      onCancel={onClose}
      okText="Save changes"
      okButtonProps={{ disabled: blocked !== null || !confirmed, loading: saving }}
      onOk={save}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <ChangeLinesTable
          lines={draft}
          priced={answer?.priced ?? null}
          onQuantity={(id, quantity) => setDraft((rows) => withQuantity(rows, id, quantity))}
        />
        <ProductPicker onPick={(product) => setDraft((rows) => withProduct(rows, product))} />
        <ReasonField value={reason} onChange={setReason} />
        <Divider style={{ margin: '4px 0' }} />
        {lines.length === 0 ? (
          <Alert type="error" showIcon message={ORDER_CHANGE_MESSAGES.empty} />
        ) : (
          <ChangeSummary answer={answer} confirmed={confirmed} error={quote.error} />
        )}
        {blocked && lines.length > 0 && (
          <Typography.Text type="secondary" data-testid="change-blocked">
            {blocked}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

/** The order view's "Change items" action, for an order still Order Placed. */
export function ChangeItemsButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'Order Placed') return null;
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        Change items
      </Button>
      {open && (
        <ChangeItemsDialog key={order.updatedTimestamp} order={order} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
