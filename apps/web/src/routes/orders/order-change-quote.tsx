import { formatInr, type OrderChangeQuoteAnswer, orderChangeQuoteEndpoint } from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { OrderTotals } from './order-add-totals';

type Lines = { productsVariationId: number; quantity: number }[];

/** The lines, settled for 250 ms, so the quote is asked once per pause in typing. */
function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's quote of the change (priced as the save would price it, nothing written):
 * `confirmed` once it answered for exactly these lines.
 */
export function useChangeQuote(orderId: number, lines: Lines) {
  const key = JSON.stringify(lines);
  const settled = useSettled(key);
  const quote = useQuery({
    queryKey: ['order-changes', orderId, 'quote', settled],
    queryFn: () =>
      callEndpoint(orderChangeQuoteEndpoint, {
        params: { id: orderId },
        body: { lines: JSON.parse(settled) as Lines },
      }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const confirmed = settled === key && !quote.isPlaceholderData && !quote.isFetching && !!quote.data;
  return { quote, confirmed };
}

/** The money after the change: what is still due, or what to give back. */
function MoneyAfter({ answer }: { answer: OrderChangeQuoteAnswer }) {
  const { money, priced, grandTotalBefore } = answer;
  return (
    <Flex vertical gap={4}>
      <Typography.Text data-testid="change-grand-total">
        Grand total {formatInr(grandTotalBefore)} → <strong>{formatInr(priced.grandTotal)}</strong>
      </Typography.Text>
      {money.refundDue > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={`Refund due: ${formatInr(money.refundDue)}`}
          description={`${formatInr(money.received)} was received; record the refund from the order's view once saved.`}
        />
      ) : (
        money.received > 0 && (
          <Typography.Text type="secondary">
            Received {formatInr(money.received)}; due {formatInr(money.due)}
          </Typography.Text>
        )
      )}
    </Flex>
  );
}

/** What the change does to the order: refusals, the coupon dropped, the totals and the money. */
export function ChangeSummary({
  answer,
  confirmed,
  error,
}: {
  answer: OrderChangeQuoteAnswer | undefined;
  confirmed: boolean;
  error: Error | null;
}) {
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (!answer) return <Typography.Text type="secondary">Working out the totals…</Typography.Text>;
  return (
    <Flex vertical gap={12} aria-live="polite">
      {answer.priced.refusals.map((refusal) => (
        <Alert key={refusal.field + refusal.message} type="error" showIcon message={refusal.message} />
      ))}
      {answer.couponDropped && (
        <Alert
          type="warning"
          showIcon
          message="The coupon will be dropped"
          description={answer.couponDropped}
        />
      )}
      <OrderTotals priced={answer.priced} confirmed={confirmed} />
      <MoneyAfter answer={answer} />
    </Flex>
  );
}
