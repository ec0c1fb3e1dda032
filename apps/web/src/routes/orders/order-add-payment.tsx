import { formatInr, type PaymentMethod, type PricedOrder } from '@mandi/domain';
import { Alert, Button, Input, Radio, Space } from 'antd';
import type { OrderDraft } from './order-add-draft';

const PAYMENT_LABELS: Record<PaymentMethod, string> = { online: 'Online', cod: 'Cash on delivery' };

/** The coupon field with what the pricing said of it (applied, or why not). */
function CouponField({
  draft,
  priced,
  settled,
}: {
  draft: OrderDraft;
  priced: PricedOrder | null;
  /** The quote answered for this draft, not a previous one's placeholder. */
  settled: boolean;
}) {
  const { couponTyped, setCouponTyped, couponCode, setCouponCode } = draft;
  return (
    <>
      <Space.Compact style={{ maxWidth: 420 }}>
        <Input
          aria-label="Coupon code"
          placeholder="Coupon code"
          value={couponTyped}
          maxLength={15}
          onChange={(event) => setCouponTyped(event.target.value.toUpperCase())}
          onPressEnter={() => setCouponCode(couponTyped.trim())}
        />
        <Button onClick={() => setCouponCode(couponTyped.trim())}>Apply</Button>
        {couponCode && (
          <Button
            onClick={() => {
              setCouponCode('');
              setCouponTyped('');
            }}
          >
            Remove
          </Button>
        )}
      </Space.Compact>
      {priced?.coupon &&
        settled &&
        (priced.coupon.applied ? (
          <Alert
            type="success"
            showIcon
            message={`Coupon ${priced.coupon.code} applied: ${formatInr(priced.coupon.discountAmount)} off`}
          />
        ) : (
          <Alert type="warning" showIcon message={priced.coupon.reason} />
        ))}
    </>
  );
}

/** The coupon, the payment method and the comments of the order being placed. */
export function CouponAndPayment(props: { draft: OrderDraft; priced: PricedOrder | null; settled: boolean }) {
  const { paymentMethod, setPaymentMethod, comments, setComments } = props.draft;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CouponField {...props} />
      <Radio.Group
        aria-label="Payment method"
        value={paymentMethod}
        onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}
        options={(Object.keys(PAYMENT_LABELS) as PaymentMethod[]).map((method) => ({
          value: method,
          label: PAYMENT_LABELS[method],
        }))}
      />
      <Input.TextArea
        aria-label="Comments"
        placeholder="Comments (delivery instructions, ...)"
        rows={2}
        maxLength={1000}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
      />
    </Space>
  );
}
