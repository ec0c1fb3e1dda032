import { DELIVERY_TYPES, type DeliveryType } from '@mandi/domain';
import { Alert, Button, Card, Col, Flex, Radio, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { missingChoices, type OrderDraft, useOrderDraft } from './order-add-draft';
import { OrderLinesTable } from './order-add-lines';
import { CouponAndPayment } from './order-add-payment';
import { AddressChoice, CustomerPicker, ProductPicker } from './order-add-pickers';
import { usePlaceOrder } from './order-add-place';
import { useOrderQuote } from './order-add-quote';
import { OrderTotals } from './order-add-totals';
import { orderPaths } from './order-screen';

/** Delivery type and, for home delivery, the customer's address or a new one. */
function DeliveryChoice({ draft }: { draft: OrderDraft }) {
  const { customer, deliveryType } = draft;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        aria-label="Delivery type"
        optionType="button"
        value={deliveryType}
        onChange={(event) => draft.setDeliveryType(event.target.value as DeliveryType)}
        options={DELIVERY_TYPES.map((type) => ({ value: type, label: type }))}
      />
      {deliveryType === 'Home Delivery' &&
        (customer ? (
          <AddressChoice
            key={customer.id}
            userId={customer.id}
            addressId={draft.addressId}
            onAddressId={draft.setAddressId}
            newAddress={draft.newAddress}
            onNewAddress={draft.setNewAddress}
          />
        ) : (
          <Typography.Text type="secondary">Choose the customer to see their addresses.</Typography.Text>
        ))}
    </Space>
  );
}

/**
 * /order/add: staff place an order for a customer who phoned or wrote. The totals are
 * recomputed as they type by the same priceOrder the server runs, from the figures the quote
 * call answers (settings, the coupon, the customer's counts); the quote confirms them, and
 * placing it is the server's own pricing again.
 */
export default function OrderAdd() {
  const navigate = useNavigate();
  const draft = useOrderDraft();
  const { quote, priced, confirmed } = useOrderQuote(draft);
  const { place, placing, serverRefusals, clearRefusals } = usePlaceOrder(draft, quote.refetch);
  const missing = missingChoices(draft);
  const refusals = priced?.refusals.map((refusal) => refusal.message) ?? [];
  const { lines } = draft;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title="Customer" size="small">
            <CustomerPicker
              value={draft.customer}
              onChange={(next) => {
                draft.chooseCustomer(next);
                clearRefusals();
              }}
            />
          </Card>
          <Card title="Delivery" size="small">
            <DeliveryChoice draft={draft} />
          </Card>
          <Card title="Products" size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <ProductPicker
                onPick={(product) => {
                  clearRefusals();
                  draft.addLine(product);
                }}
              />
              <OrderLinesTable
                lines={lines}
                priced={priced}
                onQuantity={draft.setQuantity}
                onRemove={draft.removeLine}
              />
            </Space>
          </Card>
          <Card title="Coupon and payment" size="small">
            <CouponAndPayment draft={draft} priced={priced} settled={!quote.isPlaceholderData} />
          </Card>
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="Order total" size="small">
          <Flex vertical gap={12}>
            <OrderTotals priced={priced} confirmed={confirmed} />
            {[...new Set([...missing, ...refusals, ...serverRefusals])].map((message) => (
              <Alert key={message} type="error" showIcon message={message} />
            ))}
            {quote.error && <Alert type="error" showIcon message={quote.error.message} />}
            <Button
              type="primary"
              size="large"
              loading={placing}
              disabled={
                !priced || !confirmed || missing.length > 0 || refusals.length > 0 || lines.length === 0
              }
              onClick={place}
            >
              Place order
            </Button>
            <Button onClick={() => navigate(orderPaths.list)}>Cancel</Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
