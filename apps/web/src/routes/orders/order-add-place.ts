import { ORDER_SAVED_MESSAGE, orderPlaceEndpoint, orders } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { resourceKeys } from '../../kit/resource-hooks';
import { type OrderDraft, placementBody } from './order-add-draft';
import { orderPaths } from './order-screen';

/**
 * Places the draft (the server prices it again) and opens the new order; a refusal is kept to
 * show beside the totals, and the quote is asked again since what it said may have changed.
 */
export function usePlaceOrder(draft: OrderDraft, refetchQuote: () => Promise<unknown>) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [serverRefusals, setServerRefusals] = useState<string[]>([]);

  const place = async () => {
    if (!draft.customer) return;
    setPlacing(true);
    setServerRefusals([]);
    try {
      const order = await callEndpoint(orderPlaceEndpoint, { body: placementBody(draft, draft.customer) });
      notify.success(ORDER_SAVED_MESSAGE);
      await client.invalidateQueries({ queryKey: resourceKeys.all(orders) });
      navigate(orderPaths.view(order.id));
    } catch (reason) {
      const messages =
        reason instanceof ApiError && reason.errors?.length
          ? reason.errors.map((error) => error.message)
          : [reason instanceof Error ? reason.message : 'Failed to save'];
      setServerRefusals(messages);
      notify.error(reason);
      await refetchQuote();
    } finally {
      setPlacing(false);
    }
  };
  return { place, placing, serverRefusals, clearRefusals: () => setServerRefusals([]) };
}
