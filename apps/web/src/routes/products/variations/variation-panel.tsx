import { DeleteOutlined } from '@ant-design/icons';
import { formatInr, SELECT_ATTRIBUTES_MESSAGE, stockStatusOf } from '@mandi/domain';
import { Button, Col, Flex, Form, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import { InlineText } from '../../../kit/form/inline-text';
import { SchemaField } from '../../../kit/form/schema-field';
import { PriceFields } from '../inventory/price-fields';
import { StockFields } from '../inventory/stock-fields';
import { StockTag } from '../stock-tag';
import type { AttributeWithValues } from '../use-catalogue-refs';
import { picksComplete, type VariationRow } from './variation-rules';

const LIST = 'productsVariation';

/**
 * A variation's collapsible header: its name (renamed in place), the values it stands for, its
 * price and stock at a glance, and Delete.
 */
export function VariationHeader(props: {
  index: number;
  attributes: readonly AttributeWithValues[];
  onDelete: () => void;
  readOnly: boolean;
}) {
  const form = Form.useFormInstance();
  // preserve: the id and uid have no field of their own.
  const row = Form.useWatch([LIST, props.index], { form, preserve: true }) as VariationRow | undefined;
  if (!row) return null;
  const ids = props.attributes.map((attribute) => attribute.id);
  const price = typeof row.unitPrice === 'number' ? row.unitPrice : undefined;
  const sale = typeof row.salePrice === 'number' && row.salePrice > 0 ? row.salePrice : undefined;
  const status = stockStatusOf({
    manageStock: row.manageStock,
    stockQuantity: row.stockQuantity ?? 0,
    stockStatus: row.stockStatus,
  });
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }}>
      <Flex gap={8} align="center" wrap>
        <Form.Item name={[props.index, 'name']} noStyle>
          <InlineText
            editLabel="Rename"
            placeholder="Unnamed variation"
            maxLength={150}
            strong
            disabled={props.readOnly}
          />
        </Form.Item>
        {props.attributes.map((attribute) => {
          const value = attribute.attributesValue.find(
            (item) => item.id === row.values?.[String(attribute.id)],
          );
          return value ? (
            <Tag key={attribute.id} style={{ marginInlineEnd: 0 }}>
              {attribute.name}: {value.name}
            </Tag>
          ) : null;
        })}
        {!picksComplete(row.values ?? {}, ids) && <Tag color="warning">{SELECT_ATTRIBUTES_MESSAGE}</Tag>}
        {row.id === undefined && <Tag color="processing">New</Tag>}
        {!row.enabled && <Tag>Disabled</Tag>}
      </Flex>
      <Flex gap={12} align="center">
        {row.sku && <Typography.Text code>{row.sku}</Typography.Text>}
        {price !== undefined && (
          <span>
            {sale !== undefined ? (
              <>
                <Typography.Text strong>{formatInr(sale)}</Typography.Text>{' '}
                <Typography.Text delete type="secondary">
                  {formatInr(price)}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text strong>{formatInr(price)}</Typography.Text>
            )}
          </span>
        )}
        <StockTag status={status} />
        {!props.readOnly && (
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Delete ${row.name || 'variation'}`}
            onClick={(event) => {
              event.stopPropagation();
              props.onDelete();
            }}
          >
            Delete
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** A variation's fields: its attribute values, sku, price and stock. */
export function VariationFields(props: {
  index: number;
  attributes: readonly AttributeWithValues[];
  taxRate: number;
}) {
  const { index } = props;
  const place = { prefix: [index], path: [LIST, index] };
  return (
    <>
      <Row gutter={16}>
        {props.attributes.map((attribute) => (
          <Col key={attribute.id} xs={24} sm={12} lg={6}>
            <Form.Item
              name={[index, 'values', String(attribute.id)]}
              label={attribute.name}
              rules={[{ required: true, message: SELECT_ATTRIBUTES_MESSAGE }]}
            >
              <Select
                aria-label={attribute.name}
                placeholder={`Select ${attribute.name.toLowerCase()}`}
                showSearch={{ optionFilterProp: 'label' }}
                options={attribute.attributesValue.map((item) => ({
                  value: item.id,
                  label: item.enabled ? item.name : `${item.name} (disabled)`,
                }))}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={6}>
          <SchemaField name={[index, 'sku']} label="SKU">
            <Input aria-label="SKU" />
          </SchemaField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <SchemaField name={[index, 'enabled']} label="Enabled" valuePropName="checked">
            <Switch aria-label="Enabled" />
          </SchemaField>
        </Col>
      </Row>
      <PriceFields place={place} taxRate={props.taxRate} />
      <StockFields place={place} />
    </>
  );
}
