import {
  COUPON_DEFAULT_DAYS,
  COUPON_DISCOUNT_LABELS,
  COUPON_DISCOUNTS,
  COUPON_TABS_MESSAGE,
  couponSavedTerms,
  coupons,
  generateCouponCode,
} from '@mandi/domain';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Space, Switch, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { beforeYesterday, DAY_FORMAT, fromDayRange, toDayRange } from '../../kit/form/day-range';
import { ResourceForm } from '../../kit/form/resource-form';
import { RupeeInput } from '../../kit/form/rupee-input';
import { SchemaField } from '../../kit/form/schema-field';
import { CategoryTreeSelect } from '../categories/category-tree-select';
import { type Coupon, couponPaths } from './coupon-screen';

type Values = Record<string, unknown>;

const toForm = (row: Coupon): Values => ({
  ...row,
  validity: toDayRange(row.validFrom, row.validTill),
  categoryIds: (row.category ?? []).map((category) => category.id),
});

/** The validity as two days, the categories as ids, and only the discount fields of the type. */
function toBody(values: Values): Values {
  const { validity, categoryIds, ...rest } = values;
  return {
    ...rest,
    ...couponSavedTerms(rest),
    ...fromDayRange(validity),
    category: ((categoryIds as number[] | undefined) ?? []).map((id) => ({ id })),
  };
}

/** The code, upper-case as typed, or a fresh one of 8 letters and digits. */
function CodeInput(props: { value?: string; onChange?: (code: string) => void; id?: string }) {
  return (
    <Space.Compact style={{ width: 320 }}>
      <Input
        id={props.id}
        aria-label="Code"
        value={props.value}
        maxLength={15}
        placeholder="DIWALI25"
        style={{ fontFamily: 'monospace' }}
        onChange={(event) => props.onChange?.(event.target.value.toUpperCase())}
      />
      <Button onClick={() => props.onChange?.(generateCouponCode())}>Generate</Button>
    </Space.Compact>
  );
}

/** The categories a coupon applies to, picked from the whole tree; none is the whole cart. */
function CategoriesPicker(props: { value?: number[]; onChange?: (ids: number[]) => void }) {
  return (
    <CategoryTreeSelect
      aria-label="Categories"
      multiple
      allowClear
      placeholder="The whole cart"
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** A first-time-user coupon is single use by nature: one-time use goes off and cannot be set. */
function OneTimeUse() {
  const form = Form.useFormInstance();
  const firstTime = Form.useWatch('firstTimeUser', form) as boolean | undefined;
  useEffect(() => {
    if (firstTime) form.setFieldValue('oneTimeUse', false);
  }, [firstTime, form]);
  return (
    <SchemaField name="oneTimeUse" label="One time use" valuePropName="checked" extra="Once per customer.">
      <Switch disabled={Boolean(firstTime)} />
    </SchemaField>
  );
}

/** Percent shows the percentage and its cap; amount shows the amount off. */
function DiscountFields() {
  const type = Form.useWatch('applyDiscount') as string | undefined;
  if (type === 'amount')
    return (
      <SchemaField name="discountAmount" label="Discount amount">
        <RupeeInput aria-label="Discount amount" />
      </SchemaField>
    );
  return (
    <>
      <SchemaField name="percentAmount" label="Percentage">
        <InputNumber
          aria-label="Percentage"
          suffix="%"
          min={0}
          max={100}
          precision={2}
          style={{ width: 200 }}
        />
      </SchemaField>
      <SchemaField name="maximumDiscountAmount" label="Maximum discount">
        <RupeeInput aria-label="Maximum discount" />
      </SchemaField>
    </>
  );
}

/** The coupon as customers see it: name, code, description. */
const GeneralTab = () => (
  <>
    <SchemaField name="name" label="Name">
      <Input placeholder="Diwali dhamaka" showCount />
    </SchemaField>
    <SchemaField name="code" label="Code" extra="3 to 15 letters and digits; customers type it.">
      <CodeInput />
    </SchemaField>
    <SchemaField name="description" label="Description">
      <Input.TextArea rows={3} placeholder="25% off festive sweets and dry fruits" />
    </SchemaField>
    <SchemaField name="enabled" label="Enabled" valuePropName="checked">
      <Switch />
    </SchemaField>
  </>
);

/** When it applies: validity, uses, minimum order, first-time users, categories. */
const ConditionTab = () => (
  <>
    <Form.Item
      name="validity"
      label="Validity"
      rules={[{ required: true, message: 'Please choose the validity' }]}
    >
      <DatePicker.RangePicker aria-label="Validity" format={DAY_FORMAT} disabledDate={beforeYesterday} />
    </Form.Item>
    <SchemaField name="totalAvailable" label="Total available" extra="How many times it can be used.">
      <InputNumber aria-label="Total available" min={1} precision={0} style={{ width: 200 }} />
    </SchemaField>
    <SchemaField name="minimumAmount" label="Minimum amount" extra="The smallest order it applies to.">
      <RupeeInput aria-label="Minimum amount" />
    </SchemaField>
    <SchemaField name="firstTimeUser" label="First time user" valuePropName="checked">
      <Switch />
    </SchemaField>
    <OneTimeUse />
    <Form.Item name="categoryIds" label="Categories">
      <CategoriesPicker />
    </Form.Item>
  </>
);

/** What it takes off: a percentage with a cap, or an amount. */
const ActionTab = () => (
  <>
    <SchemaField name="applyDiscount" label="Discount type">
      <Radio.Group
        optionType="button"
        options={COUPON_DISCOUNTS.map((value) => ({
          value,
          label: COUPON_DISCOUNT_LABELS[value],
        }))}
      />
    </SchemaField>
    <DiscountFields />
  </>
);

/** Add and edit a coupon in three tabs: General, Condition and Action (spec 02 §2). */
export default function CouponForm() {
  const { id } = useParams();
  // A new coupon: valid from today for five days, a percent discount.
  const initialValues = useMemo(
    () => ({ validity: [dayjs(), dayjs().add(COUPON_DEFAULT_DAYS, 'day')], categoryIds: [] }),
    [],
  );
  return (
    <ResourceForm<Coupon>
      def={coupons}
      paths={couponPaths}
      id={id}
      toForm={toForm}
      toBody={toBody}
      initialValues={initialValues}
      failedMessage={COUPON_TABS_MESSAGE}
    >
      <Tabs
        items={[
          { key: 'general', label: 'General', forceRender: true, children: <GeneralTab /> },
          { key: 'condition', label: 'Condition', forceRender: true, children: <ConditionTab /> },
          { key: 'action', label: 'Action', forceRender: true, children: <ActionTab /> },
        ]}
      />
    </ResourceForm>
  );
}
