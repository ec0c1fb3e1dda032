import { type StockStatus, stockStatusOf } from '@mandi/domain';
import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { SchemaField } from '../../../kit/form/schema-field';
import { StockTag } from '../stock-tag';
import type { VariationPlace } from './price-fields';

/**
 * The stock form of one variation (spec 01 §4). Managed stock: quantity, back orders and a low
 * stock threshold, the status following the quantity at save. Unmanaged: a two-value switch,
 * In Stock or Out Of Stock.
 */
export function StockFields({ place }: { place: VariationPlace }) {
  const form = Form.useFormInstance();
  const name = (field: string) => [...place.prefix, field];
  const full = (field: string) => [...place.path, field];
  const manageStock = Form.useWatch(full('manageStock'), form) === true;
  const quantity = Form.useWatch(full('stockQuantity'), form) as number | null | undefined;
  const status = Form.useWatch(full('stockStatus'), form) as StockStatus | undefined;
  const derived = stockStatusOf({
    manageStock,
    stockQuantity: typeof quantity === 'number' ? quantity : 0,
    stockStatus: status ?? 'In Stock',
  });

  return (
    <Row gutter={16} align="top">
      <Col xs={24} sm={12} lg={6}>
        <SchemaField name={name('manageStock')} label="Manage stock" valuePropName="checked">
          <Switch aria-label="Manage stock" />
        </SchemaField>
      </Col>
      {manageStock ? (
        <>
          <Col xs={24} sm={12} lg={6}>
            <SchemaField
              name={name('stockQuantity')}
              label="Stock quantity"
              extra={
                <span>
                  Status at save: <StockTag status={derived} />
                </span>
              }
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label="Stock quantity" />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <SchemaField name={name('lowStockThreshold')} label="Low stock threshold">
              <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label="Low stock threshold" />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <SchemaField name={name('allowBackOrder')} label="Allow back order" valuePropName="checked">
              <Switch aria-label="Allow back order" />
            </SchemaField>
          </Col>
        </>
      ) : (
        <Col xs={24} sm={12} lg={18}>
          <SchemaField
            name={name('stockStatus')}
            label="Stock status"
            valuePropName="checked"
            getValueProps={(value: StockStatus | undefined) => ({ checked: value !== 'Out Of Stock' })}
            normalize={(checked: boolean) => (checked ? 'In Stock' : 'Out Of Stock')}
          >
            <Switch
              aria-label="In stock"
              checkedChildren="In Stock"
              unCheckedChildren="Out Of Stock"
              style={{ minWidth: 110 }}
            />
          </SchemaField>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Turn on Manage stock to count units instead.
          </Typography.Text>
        </Col>
      )}
    </Row>
  );
}
