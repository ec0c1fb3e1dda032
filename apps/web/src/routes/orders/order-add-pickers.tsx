import { PlusOutlined } from '@ant-design/icons';
import {
  formatInr,
  type PlacementAddress,
  type PlacementCustomer,
  type PlacementPincode,
  type PlacementProduct,
  placementAddressesEndpoint,
  placementCustomersEndpoint,
  placementPincodesEndpoint,
  placementProductsEndpoint,
} from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../api/endpoint';

/** The typed text, settled for 250 ms, so a search is asked once per pause, not per key. */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The placement's look-ups, each declared in the domain (order-placement-endpoints.ts). */
const lookups = {
  customers: (q: string) => callEndpoint(placementCustomersEndpoint, { query: { q } }),
  products: (q: string) => callEndpoint(placementProductsEndpoint, { query: { q } }),
  pincodes: (q: string) => callEndpoint(placementPincodesEndpoint, { query: { q } }),
};

/** A look-up of the placement calls (customers, products, pincodes) for what is typed. */
function useLookup<T>(kind: keyof typeof lookups, find: (q: string) => Promise<T[]>, typed: string) {
  const q = useSettled(typed.trim());
  return useQuery({
    queryKey: ['orders', 'placement', kind, q],
    queryFn: () => find(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const customerLabel = (customer: PlacementCustomer) =>
  [customer.fullName, customer.mobileNumber, customer.emailAddress].filter(Boolean).join(' · ');

/** Find the customer by name, mobile (+91, spaces and dashes ignored) or email. */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: PlacementCustomer | null;
  onChange: (customer: PlacementCustomer | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = useLookup('customers', lookups.customers, typed);
  const options = (value && !data.some((c) => c.id === value.id) ? [value, ...data] : data).map((c) => ({
    value: c.id,
    label: c.enabled ? customerLabel(c) : `${customerLabel(c)} (disabled)`,
    customer: c,
  }));
  return (
    <Select
      aria-label="Customer"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      style={{ width: '100%' }}
      placeholder="Name, mobile (+91 98765 43210) or email"
      loading={isFetching}
      value={value?.id}
      options={options}
      notFoundContent={typed.trim().length < 2 ? 'Type at least 2 characters' : 'No customer found'}
      onChange={(id) => onChange(options.find((o) => o.value === id)?.customer ?? null)}
    />
  );
}

export const stockLabel = (product: PlacementProduct) => {
  if (!product.manageStock) return product.stockStatus;
  const count = `${product.stockQuantity} in stock`;
  return product.allowBackOrder ? `${count}, back orders allowed` : count;
};

/** Add a line: search products by name or sku; each variation is one choice, with its price and stock. */
export function ProductPicker({ onPick }: { onPick: (product: PlacementProduct) => void }) {
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = useLookup('products', lookups.products, typed);
  return (
    <Select
      aria-label="Add product"
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      style={{ width: '100%' }}
      placeholder="Search products by name or SKU"
      loading={isFetching}
      value={null}
      notFoundContent={typed.trim().length < 2 ? 'Type at least 2 characters' : 'No product found'}
      options={data.map((product) => ({
        value: product.productsVariationId,
        label: `${product.name} · ${product.sku} · ${formatInr(product.salePrice > 0 ? product.salePrice : product.unitPrice)} · ${stockLabel(product)}`,
      }))}
      onChange={(id) => {
        const product = data.find((p) => p.productsVariationId === id);
        if (product) onPick(product);
        setTyped('');
      }}
    />
  );
}

export interface NewAddress {
  name: string;
  line1: string;
  line2: string;
  pincode: PlacementPincode | null;
}

export const addressLine = (a: PlacementAddress) =>
  [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/** One of the customer's addresses, or a new one (saved on the customer with the order). */
export function AddressChoice({
  userId,
  addressId,
  onAddressId,
  newAddress,
  onNewAddress,
}: {
  userId: number;
  addressId: number | null;
  onAddressId: (id: number | null) => void;
  newAddress: NewAddress | null;
  onNewAddress: (address: NewAddress | null) => void;
}) {
  const { data: addresses = [], isLoading } = useQuery({
    queryKey: ['orders', 'placement', 'addresses', userId],
    queryFn: () => callEndpoint(placementAddressesEndpoint, { params: { id: userId } }),
  });
  useEffect(() => {
    // The only address is the one meant, most of the time.
    if (addressId === null && !newAddress && addresses.length === 1) onAddressId(addresses[0]!.id);
  }, [addresses, addressId, newAddress, onAddressId]);
  if (isLoading) return <Typography.Text type="secondary">Loading addresses…</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {addresses.length === 0 && !newAddress && (
        <Typography.Text type="secondary">This customer has no address yet.</Typography.Text>
      )}
      <Radio.Group
        aria-label="Delivery address"
        value={newAddress ? 'new' : addressId}
        onChange={(event) => {
          if (event.target.value === 'new') return;
          onNewAddress(null);
          onAddressId(event.target.value as number);
        }}
      >
        <Space direction="vertical">
          {addresses.map((address) => (
            <Radio key={address.id} value={address.id}>
              <strong>{address.name}</strong> — {addressLine(address)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {newAddress ? (
        <NewAddressForm value={newAddress} onChange={onNewAddress} />
      ) : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            onAddressId(null);
            onNewAddress({ name: 'Home', line1: '', line2: '', pincode: null });
          }}
        >
          Add address
        </Button>
      )}
    </Space>
  );
}

function NewAddressForm({
  value,
  onChange,
}: {
  value: NewAddress;
  onChange: (value: NewAddress | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = useLookup('pincodes', lookups.pincodes, typed);
  const options = (value.pincode && !data.some((p) => p.id === value.pincode!.id) ? [value.pincode] : [])
    .concat(data)
    .map((p) => ({
      value: p.id,
      label: `${p.pincode} · ${p.pincodeName}, ${p.city}, ${p.state}`,
      pincode: p,
    }));
  return (
    <Flex vertical gap={8} style={{ maxWidth: 560 }}>
      <Input
        aria-label="Address name"
        placeholder="Name (Home, Office)"
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <Input
        aria-label="Address line 1"
        placeholder="House, street"
        value={value.line1}
        onChange={(e) => onChange({ ...value, line1: e.target.value })}
      />
      <Input
        aria-label="Address line 2"
        placeholder="Area, landmark (optional)"
        value={value.line2}
        onChange={(e) => onChange({ ...value, line2: e.target.value })}
      />
      <Select
        aria-label="Pincode"
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder="Pincode or post office"
        loading={isFetching}
        value={value.pincode?.id}
        options={options}
        notFoundContent={typed.trim().length < 2 ? 'Type at least 2 characters' : 'No pincode found'}
        onChange={(id) =>
          onChange({ ...value, pincode: options.find((o) => o.value === id)?.pincode ?? null })
        }
      />
      <Button onClick={() => onChange(null)} style={{ alignSelf: 'flex-start' }}>
        Cancel new address
      </Button>
    </Flex>
  );
}
