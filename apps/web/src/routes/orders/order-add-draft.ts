import type {
  DeliveryType,
  OrderQuoteRequest,
  PaymentMethod,
  PlacementCustomer,
  PlacementProduct,
} from '@mandi/domain';
import { useState } from 'react';
import type { NewAddress } from './order-add-pickers';

export interface Line {
  product: PlacementProduct;
  quantity: number;
}

const sameProduct = (line: Line, id: number) => line.product.productsVariationId === id;

/** The lines of the order being placed: a product picked again adds one to its line. */
function useOrderLines() {
  const [lines, setLines] = useState<Line[]>([]);
  const addLine = (product: PlacementProduct) =>
    setLines((current) =>
      current.some((line) => sameProduct(line, product.productsVariationId))
        ? current.map((line) =>
            sameProduct(line, product.productsVariationId) ? { ...line, quantity: line.quantity + 1 } : line,
          )
        : [...current, { product, quantity: 1 }],
    );
  const setQuantity = (id: number, quantity: number) =>
    setLines((current) => current.map((line) => (sameProduct(line, id) ? { ...line, quantity } : line)));
  const removeLine = (id: number) => setLines((current) => current.filter((line) => !sameProduct(line, id)));
  return { lines, addLine, setQuantity, removeLine };
}

/** What staff have chosen so far on /order/add: customer, delivery, lines, coupon, payment, comments. */
export function useOrderDraft() {
  const [customer, setCustomer] = useState<PlacementCustomer | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddress | null>(null);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('Home Delivery');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [couponTyped, setCouponTyped] = useState('');
  const [couponCode, setCouponCode] = useState('');
  const [comments, setComments] = useState('');
  const lines = useOrderLines();
  // Another customer has other addresses.
  const chooseCustomer = (next: PlacementCustomer | null) => {
    setCustomer(next);
    setAddressId(null);
    setNewAddress(null);
  };
  return {
    ...lines,
    customer,
    chooseCustomer,
    addressId,
    setAddressId,
    newAddress,
    setNewAddress,
    deliveryType,
    setDeliveryType,
    paymentMethod,
    setPaymentMethod,
    couponTyped,
    setCouponTyped,
    couponCode,
    setCouponCode,
    comments,
    setComments,
  };
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;

/** The quote call's request: what prices the order. */
export const quoteRequest = (draft: OrderDraft): OrderQuoteRequest => ({
  userId: draft.customer?.id ?? null,
  deliveryType: draft.deliveryType,
  paymentMethod: draft.paymentMethod,
  couponCode: draft.couponCode || null,
  lines: draft.lines.map((line) => ({
    productsVariationId: line.product.productsVariationId,
    quantity: line.quantity,
  })),
});

/** The placement's body: the quote's request with the customer, the address and the comments. */
export const placementBody = (draft: OrderDraft, customer: PlacementCustomer) => {
  const { newAddress } = draft;
  return {
    ...quoteRequest(draft),
    userId: customer.id,
    addressId: newAddress ? null : draft.addressId,
    newAddress: newAddress?.pincode
      ? {
          name: newAddress.name.trim(),
          line1: newAddress.line1.trim(),
          line2: newAddress.line2.trim() || null,
          pincodeId: newAddress.pincode.id,
        }
      : null,
    comments: draft.comments.trim() || null,
  };
};

/** What staff must still choose or fill before the order can be placed. */
export function missingChoices(draft: OrderDraft): string[] {
  const { customer, newAddress } = draft;
  const missing: string[] = [];
  if (!customer) missing.push('Please choose a customer');
  if (draft.deliveryType === 'Home Delivery' && customer && !draft.addressId && !newAddress)
    missing.push('Please choose a delivery address or add one');
  if (newAddress && (!newAddress.name.trim() || !newAddress.line1.trim() || !newAddress.pincode))
    missing.push('Please fill the new address: name, line 1 and pincode');
  return missing;
}
