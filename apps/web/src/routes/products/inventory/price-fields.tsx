import { discountOf, formatInr, maxSalePrice, salePriceError, unitPriceFromMrp } from '@mandi/domain';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { SchemaField } from '../../../kit/form/schema-field';

/** Where a variation's fields sit in the form: `prefix` as its Form.Items name them, `path` in full. */
export interface VariationPlace {
  prefix: readonly (string | number)[];
  path: readonly (string | number)[];
}

const money = { min: 0, precision: 2, prefix: '₹', style: { width: '100%' } } as const;
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * MRP, unit price and sale price of one variation. Typing an MRP works out the unit price from
 * it and the product's GST rate (the domain rule); the sale price may be at most unit price
 * minus 1; the discount is shown as the server will compute it.
 */
export function PriceFields({ place, taxRate }: { place: VariationPlace; taxRate: number }) {
  const form = Form.useFormInstance();
  const name = (field: string) => [...place.prefix, field];
  const full = (field: string) => [...place.path, field];
  const unitPrice = Form.useWatch(full('unitPrice'), form) as number | null | undefined;
  const salePrice = Form.useWatch(full('salePrice'), form) as number | null | undefined;
  const discount = discountOf(numberOr(unitPrice), numberOr(salePrice));

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <SchemaField
          name={name('mrp')}
          label="MRP"
          extra={`Unit price = MRP ÷ (1 + ${Math.round(taxRate)}% GST)`}
        >
          <InputNumber
            {...money}
            aria-label="MRP"
            onChange={(mrp) => {
              if (typeof mrp === 'number' && mrp > 0) {
                form.setFieldValue(full('unitPrice'), unitPriceFromMrp(mrp, taxRate));
                void form.validateFields([full('unitPrice'), full('salePrice')]).catch(() => {});
              }
            }}
          />
        </SchemaField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SchemaField name={name('unitPrice')} label="Unit price">
          <InputNumber {...money} min={1} aria-label="Unit price" />
        </SchemaField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SchemaField
          name={name('salePrice')}
          label="Sale price"
          dependencies={[full('unitPrice')]}
          extra={unitPrice ? `0 for no sale; at most ${formatInr(maxSalePrice(unitPrice))}` : '0 for no sale'}
          rules={[
            {
              validator: async (_rule, value) => {
                if (typeof value !== 'number' || typeof unitPriceOf() !== 'number') return;
                const problem = salePriceError(unitPriceOf()!, value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <InputNumber {...money} aria-label="Sale price" />
        </SchemaField>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item label="Discount">
          <output className="product-discount" aria-label="Discount">
            {discount.discountAmount > 0 ? (
              <Typography.Text type="success" strong>
                {formatInr(discount.discountAmount)} off ({discount.discountPercentage}%)
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">No discount</Typography.Text>
            )}
          </output>
        </Form.Item>
      </Col>
    </Row>
  );

  function unitPriceOf(): number | undefined {
    const value = form.getFieldValue(full('unitPrice'));
    return typeof value === 'number' ? value : undefined;
  }
}
