import { DeleteOutlined } from '@ant-design/icons';
import {
  DELIVERY_TYPES,
  type DeliveryType,
  formatInr,
  ORDER_SAVED_MESSAGE,
  type OrderQuoteAnswer,
  type OrderQuoteRequest,
  orders,
  type PaymentMethod,
  type PlacementCustomer,
  type PlacementProduct,
  priceOrder,
} from '@mandi/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Input,
  InputNumber,
  Radio,
  Row,
  Space,
  Table,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client';
import { notify } from '../../api/notify';
import { resourceKeys } from '../../kit/resource-hooks';
import {
  AddressChoice,
  CustomerPicker,
  type NewAddress,
  ProductPicker,
  stockLabel,
} from './order-add-pickers';
import { OrderTotals } from './order-add-totals';
import { type Order, orderPaths } from './order-screen';

interface Line {
  product: PlacementProduct;
  quantity: number;
}

const PAYMENT_LABELS: Record<PaymentMethod, string> = { online: 'Online', cod: 'Cash on delivery' };

/**
 * /order/add: staff place an order for a customer who phoned or wrote. The totals are
 * recomputed as they type by the same priceOrder the server runs, from the figures the quote
 * call answers (settings, the coupon, the customer's counts); the quote confirms them, and
 * placing it is the server's own pricing again.
 */
export default function OrderAdd() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [customer, setCustomer] = useState<PlacementCustomer | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddress | null>(null);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('Home Delivery');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [lines, setLines] = useState<Line[]>([]);
  const [couponTyped, setCouponTyped] = useState('');
  const [couponCode, setCouponCode] = useState('');
  const [comments, setComments] = useState('');
  const [placing, setPlacing] = useState(false);
  const [serverRefusals, setServerRefusals] = useState<string[]>([]);

  const request: OrderQuoteRequest = {
    userId: customer?.id ?? null,
    deliveryType,
    paymentMethod,
    couponCode: couponCode || null,
    lines: lines.map((line) => ({
      productsVariationId: line.product.productsVariationId,
      quantity: line.quantity,
    })),
  };
  const quote = useQuery({
    queryKey: ['orders', 'placement', 'quote', request],
    queryFn: () => api.post<OrderQuoteAnswer>('/orders/quote', request),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // The same function as the server's, over the quote's figures: instant as quantities change.
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

  const addLine = (product: PlacementProduct) => {
    setServerRefusals([]);
    setLines((current) =>
      current.some((line) => line.product.productsVariationId === product.productsVariationId)
        ? current.map((line) =>
            line.product.productsVariationId === product.productsVariationId
              ? { ...line, quantity: line.quantity + 1 }
              : line,
          )
        : [...current, { product, quantity: 1 }],
    );
  };
  const setQuantity = (id: number, quantity: number) =>
    setLines((current) =>
      current.map((line) => (line.product.productsVariationId === id ? { ...line, quantity } : line)),
    );

  const missing: string[] = [];
  if (!customer) missing.push('Please choose a customer');
  if (deliveryType === 'Home Delivery' && customer && !addressId && !newAddress)
    missing.push('Please choose a delivery address or add one');
  if (newAddress && (!newAddress.name.trim() || !newAddress.line1.trim() || !newAddress.pincode))
    missing.push('Please fill the new address: name, line 1 and pincode');
  const refusals = priced?.refusals.map((refusal) => refusal.message) ?? [];

  const place = async () => {
    if (!customer) return;
    setPlacing(true);
    setServerRefusals([]);
    try {
      const order = await api.post<Order>('/orders', {
        ...request,
        userId: customer.id,
        addressId: newAddress ? null : addressId,
        newAddress: newAddress?.pincode
          ? {
              name: newAddress.name.trim(),
              line1: newAddress.line1.trim(),
              line2: newAddress.line2.trim() || null,
              pincodeId: newAddress.pincode.id,
            }
          : null,
        comments: comments.trim() || null,
      });
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
      await quote.refetch();
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title="Customer" size="small">
            <CustomerPicker
              value={customer}
              onChange={(next) => {
                setCustomer(next);
                setAddressId(null);
                setNewAddress(null);
                setServerRefusals([]);
              }}
            />
          </Card>
          <Card title="Delivery" size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Radio.Group
                aria-label="Delivery type"
                optionType="button"
                value={deliveryType}
                onChange={(event) => setDeliveryType(event.target.value as DeliveryType)}
                options={DELIVERY_TYPES.map((type) => ({ value: type, label: type }))}
              />
              {deliveryType === 'Home Delivery' &&
                (customer ? (
                  <AddressChoice
                    key={customer.id}
                    userId={customer.id}
                    addressId={addressId}
                    onAddressId={setAddressId}
                    newAddress={newAddress}
                    onNewAddress={setNewAddress}
                  />
                ) : (
                  <Typography.Text type="secondary">
                    Choose the customer to see their addresses.
                  </Typography.Text>
                ))}
            </Space>
          </Card>
          <Card title="Products" size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <ProductPicker onPick={addLine} />
              <Table<Line>
                rowKey={(line) => line.product.productsVariationId}
                size="small"
                pagination={false}
                dataSource={lines}
                locale={{ emptyText: 'No products yet: search above to add one' }}
                columns={[
                  {
                    key: 'name',
                    title: 'Product',
                    render: (_, line) => (
                      <Space direction="vertical" size={0}>
                        <span>{line.product.name}</span>
                        <Typography.Text type="secondary">{line.product.sku}</Typography.Text>
                      </Space>
                    ),
                  },
                  { key: 'stock', title: 'Stock', render: (_, line) => stockLabel(line.product) },
                  {
                    key: 'price',
                    title: 'Price',
                    align: 'right',
                    render: (_, line) => (
                      <Space direction="vertical" size={0} align="end">
                        <span>
                          {formatInr(
                            line.product.salePrice > 0 ? line.product.salePrice : line.product.unitPrice,
                          )}
                        </span>
                        {line.product.salePrice > 0 && (
                          <Typography.Text delete type="secondary">
                            {formatInr(line.product.unitPrice)}
                          </Typography.Text>
                        )}
                      </Space>
                    ),
                  },
                  {
                    key: 'quantity',
                    title: 'Quantity',
                    render: (_, line) => (
                      <InputNumber
                        aria-label={`Quantity of ${line.product.name}`}
                        min={1}
                        max={9999}
                        precision={0}
                        value={line.quantity}
                        onChange={(value) => setQuantity(line.product.productsVariationId, value ?? 1)}
                      />
                    ),
                  },
                  {
                    key: 'subTotal',
                    title: 'Amount (GST incl.)',
                    align: 'right',
                    render: (_, line) => {
                      const pricedLine = priced?.lines.find(
                        (l) => l.productsVariationId === line.product.productsVariationId,
                      );
                      return pricedLine ? (
                        <Space direction="vertical" size={0} align="end">
                          <span>{formatInr(pricedLine.subTotal)}</span>
                          <Typography.Text type="secondary">
                            GST {pricedLine.taxRate}%: {formatInr(pricedLine.taxedAmount)}
                          </Typography.Text>
                        </Space>
                      ) : null;
                    },
                  },
                  {
                    key: 'remove',
                    title: '',
                    render: (_, line) => (
                      <Button
                        aria-label={`Remove ${line.product.name}`}
                        icon={<DeleteOutlined />}
                        onClick={() =>
                          setLines((current) =>
                            current.filter(
                              (l) => l.product.productsVariationId !== line.product.productsVariationId,
                            ),
                          )
                        }
                      />
                    ),
                  },
                ]}
              />
            </Space>
          </Card>
          <Card title="Coupon and payment" size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
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
                !quote.isPlaceholderData &&
                (priced.coupon.applied ? (
                  <Alert
                    type="success"
                    showIcon
                    message={`Coupon ${priced.coupon.code} applied: ${formatInr(priced.coupon.discountAmount)} off`}
                  />
                ) : (
                  <Alert type="warning" showIcon message={priced.coupon.reason} />
                ))}
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
