import { orderQuoteEndpoint, priceOrder } from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { type OrderDraft, quoteRequest } from './order-add-draft';

/**
 * The draft's totals: the quote call answers the figures (settings, the coupon, the customer's
 * counts) and the same priceOrder the server runs prices them here, instant as quantities change.
 * `confirmed` once the quote answered for exactly this draft.
 */
export function useOrderQuote(draft: OrderDraft) {
  const { lines, couponCode, deliveryType, paymentMethod } = draft;
  const request = quoteRequest(draft);
  const quote = useQuery({
    queryKey: ['orders', 'placement', 'quote', request],
    queryFn: () => callEndpoint(orderQuoteEndpoint, { body: request }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const priced = useMemo(() => {
    const facts = quote.data;
    if (!facts) return null;
    return priceOrder({
      lines: lines.map((line) => ({ ...line.product, quantity: line.quantity })),
      couponCode: couponCode || null,
      // While a new code is being asked about, the last answer's coupon is another one.
      coupon: facts.coupon?.code.toUpperCase() === couponCode.trim().toUpperCase() ? facts.coupon : null,
      customer: facts.customer,
      settings: facts.settings,
      deliveryType,
      paymentMethod,
      today: facts.today,
    });
  }, [quote.data, lines, couponCode, deliveryType, paymentMethod]);
  const confirmed = !quote.isPlaceholderData && !quote.isFetching && quote.data !== undefined;
  return { quote, priced, confirmed };
}
