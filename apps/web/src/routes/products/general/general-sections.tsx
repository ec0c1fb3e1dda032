import { brands, measurementUnits, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, products } from '@mandi/domain';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { FormSection } from '../../../kit/form/form-section';
import { ResourceMultiSelect } from '../../../kit/form/resource-multi-select';
import { ResourceSelect } from '../../../kit/form/resource-select';
import { SchemaField } from '../../../kit/form/schema-field';
import { TagInput } from '../../../kit/form/tag-input';
import { PriceFields, type VariationPlace } from '../inventory/price-fields';
import { StockFields } from '../inventory/stock-fields';
import type { Product } from '../product-screen';
import { useTaxes } from '../use-catalogue-refs';

const DEFAULT_VARIATION: VariationPlace = {
  prefix: ['productsVariation', 0],
  path: ['productsVariation', 0],
};
const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, sm: 12, lg: 8 } as const;

export function BasicSection({ product }: { product: Product | undefined }) {
  return (
    <FormSection title="Basic details">
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <SchemaField name="name" label="Name">
            <Input placeholder="Aashirvaad Whole Wheat Atta" showCount />
          </SchemaField>
        </Col>
        <Col xs={24} lg={8}>
          <SchemaField name="productType" label="Product type">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label="Product type"
              options={PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }))}
            />
          </SchemaField>
        </Col>
        <Col {...third}>
          <SchemaField name="brandId" label="Brand">
            <ResourceSelect def={brands} aria-label="Brand" placeholder="Search brands" />
          </SchemaField>
        </Col>
        <Col {...third}>
          <SchemaField name="measurementUnitId" label="Unit">
            <ResourceSelect def={measurementUnits} aria-label="Unit" placeholder="Kilogram, Litre, ..." />
          </SchemaField>
        </Col>
        <Col {...third}>
          <SchemaField name="multiplier" label="Multiplier" extra="Units in one pack, for the unit price">
            <InputNumber min={0.01} step={1} style={{ width: '100%' }} aria-label="Multiplier" />
          </SchemaField>
        </Col>
        <Col {...third}>
          <SchemaField name="priority" label="Priority" extra="0 to 100, 2 decimals; higher shows first">
            <InputNumber
              min={0}
              max={100}
              step={0.01}
              precision={2}
              style={{ width: '100%' }}
              aria-label="Priority"
            />
          </SchemaField>
        </Col>
        <Col {...third}>
          <SchemaField
            name="slug"
            label="Slug"
            extra={product ? 'Changing it breaks old store links' : 'Made from the name when left empty'}
          >
            <Input placeholder="aashirvaad-whole-wheat-atta" />
          </SchemaField>
        </Col>
        <Col xs={12} lg={4}>
          <SchemaField name="featured" label="Featured" valuePropName="checked">
            <Switch aria-label="Featured" />
          </SchemaField>
        </Col>
        <Col xs={12} lg={4}>
          <SchemaField name="enabled" label="Enabled" valuePropName="checked">
            <Switch aria-label="Enabled" />
          </SchemaField>
        </Col>
      </Row>
    </FormSection>
  );
}

export function DescriptionSection() {
  return (
    <FormSection title="Description">
      <SchemaField name="shortDescription" label="Short description">
        <Input.TextArea rows={2} showCount placeholder="Chakki-fresh atta from MP wheat" />
      </SchemaField>
      <SchemaField name="description" label="Description">
        <Input.TextArea rows={5} />
      </SchemaField>
    </FormSection>
  );
}

export function TaxSection() {
  const { taxes, loading } = useTaxes();
  const form = Form.useFormInstance();
  const taxable = Form.useWatch('isTaxable', form) === true;
  return (
    <FormSection title="Tax" help="GST on the product; its rate turns an MRP into the unit price.">
      <Row gutter={16}>
        <Col xs={24} sm={8} lg={4}>
          <SchemaField name="isTaxable" label="Taxable" valuePropName="checked">
            <Switch aria-label="Taxable" />
          </SchemaField>
        </Col>
        <Col xs={24} sm={16} lg={10}>
          <SchemaField name="taxId" label="Tax">
            <Select
              aria-label="Tax"
              allowClear
              disabled={!taxable}
              loading={loading}
              placeholder={taxable ? 'Choose the GST slab' : 'Not taxable'}
              options={taxes.map((tax) => ({
                value: tax.id,
                label: `${tax.name} (${tax.rate}%)${tax.enabled ? '' : ' – disabled'}`,
              }))}
            />
          </SchemaField>
        </Col>
        <Col xs={24} lg={10}>
          <SchemaField name="hsnCode" label="HSN code">
            <Input placeholder="1101" inputMode="numeric" aria-label="HSN code" />
          </SchemaField>
        </Col>
      </Row>
    </FormSection>
  );
}

/**
 * A simple product's price, sku and stock (its one variation). A variable product sets them
 * on each variation; a type change not yet saved says what saving will do.
 */
export function PriceStockSection({ product }: { product: Product | undefined }) {
  const form = Form.useFormInstance();
  const type = Form.useWatch('productType', form) as Product['productType'] | undefined;
  const taxable = Form.useWatch('isTaxable', form) as boolean | undefined;
  const taxId = Form.useWatch('taxId', form) as number | null | undefined;
  const { rateOf } = useTaxes();
  const saved = product?.productType;

  if (saved && type && saved !== type) {
    return (
      <FormSection title="Price and stock">
        <Alert
          type="info"
          showIcon
          title={
            type === 'simple' ? 'Save to make this a simple product' : 'Save to make this a variable product'
          }
          description={
            type === 'simple'
              ? 'Its first variation stays as its price, sku and stock. The other variations are kept aside, not deleted, and come back if you switch to variable again.'
              : 'Variations kept aside by an earlier switch come back. Then choose the attributes and manage each variation in their steps.'
          }
        />
      </FormSection>
    );
  }
  if (type === 'variable') {
    return (
      <FormSection title="Price and stock">
        <Row gutter={16}>
          <Col {...half}>
            <SchemaField name="sku" label="Product SKU" extra="Optional; each variation has its own sku">
              <Input aria-label="Product SKU" />
            </SchemaField>
          </Col>
          <Col {...half}>
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 30 }}
              title="Prices and stock are set on each variation, in the Variations step."
            />
          </Col>
        </Row>
      </FormSection>
    );
  }
  return (
    <FormSection title="Price and stock" help="What the product sells at, and how much is left.">
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <SchemaField name={['productsVariation', 0, 'sku']} label="SKU">
            <Input placeholder="AASH-ATTA-5KG" aria-label="SKU" />
          </SchemaField>
        </Col>
      </Row>
      <PriceFields place={DEFAULT_VARIATION} taxRate={rateOf(taxable, taxId)} />
      <StockFields place={DEFAULT_VARIATION} />
    </FormSection>
  );
}

export function LinksSection({ product }: { product: Product | undefined }) {
  return (
    <FormSection title="Tags and links">
      <Row gutter={16}>
        <Col {...half}>
          <SchemaField name="tags" label="Tags" extra="Enter or a comma adds a tag">
            <TagInput aria-label="Tags" placeholder="atta, wheat, flour" />
          </SchemaField>
        </Col>
        <Col {...half}>
          <SchemaField name="youtubeLink" label="YouTube link">
            <Input placeholder="https://www.youtube.com/watch?v=..." aria-label="YouTube link" />
          </SchemaField>
        </Col>
        <Col span={24}>
          <SchemaField
            name="relatedProduct"
            label="Related products"
            extra="Shown beside this product in the store"
          >
            <ResourceMultiSelect
              def={products}
              aria-label="Related products"
              placeholder="Search products"
              exclude={product ? [product.id] : []}
              maxCount={50}
            />
          </SchemaField>
        </Col>
      </Row>
    </FormSection>
  );
}

export function SeoSection() {
  return (
    <FormSection title="Search engines">
      <Row gutter={16}>
        <Col {...half}>
          <SchemaField name="metaTitle" label="Meta title">
            <Input aria-label="Meta title" />
          </SchemaField>
        </Col>
        <Col {...half}>
          <SchemaField name="metaKeywords" label="Meta keywords">
            <Input placeholder="atta, chakki atta" aria-label="Meta keywords" />
          </SchemaField>
        </Col>
        <Col span={24}>
          <SchemaField name="metaDescription" label="Meta description">
            <Input.TextArea rows={2} aria-label="Meta description" />
          </SchemaField>
        </Col>
      </Row>
    </FormSection>
  );
}
