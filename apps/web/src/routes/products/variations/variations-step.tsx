import { manageVariationsBody } from '@mandi/domain';
import { Alert, Button, Collapse, Empty, Flex, Form, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { FormSection } from '../../../kit/form/form-section';
import { FormSchemaContext } from '../../../kit/form/schema-field';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import { type AttributeWithValues, useAttributeTree, useTaxes } from '../use-catalogue-refs';
import type { SavedProductStepProps } from '../wizard/product-step-props';
import { AddVariationBar } from './add-variation-bar';
import { LIST, useVariationRows, type VariationRows } from './use-variation-rows';
import { useVariationsSave } from './use-variations-save';
import { VariationFields, VariationHeader } from './variation-panel';
import { rowOfVariation, type ValuePicks, type VariationRow } from './variation-rules';

/** The rules of one variation, for the fields inside the list (named [index, field]). */
const rowSchema = manageVariationsBody.shape.productsVariation;

/** Adding a variation: a value of each attribute, or why there is nothing to pick yet. */
function AddVariationSection({
  noAttributes,
  attributes,
  rows,
  onAdd,
  loading,
  readOnly,
}: {
  /** The product has no attributes to differ by. */
  noAttributes: boolean;
  attributes: readonly AttributeWithValues[];
  rows: readonly VariationRow[];
  onAdd: (picks: ValuePicks) => void;
  loading: boolean;
  readOnly: boolean;
}) {
  if (noAttributes)
    return (
      <Alert
        type="warning"
        showIcon
        title="This product has no attributes yet"
        description="Choose what its variations differ by (weight, pack type, ...) in the Attributes step first."
      />
    );
  if (readOnly) return null;
  return (
    <section className="product-add-variation" aria-label="Add a variation">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Pick a value of each attribute, then Add.
      </Typography.Text>
      <AddVariationBar
        attributes={attributes}
        taken={rows.map((row) => row.values ?? {})}
        onAdd={onAdd}
        disabled={loading}
      />
    </section>
  );
}

/** One panel per variation: its header (name, delete) and, open, its fields. */
function VariationPanels({
  rows,
  attributes,
  taxRate,
  readOnly,
}: {
  rows: VariationRows;
  attributes: readonly AttributeWithValues[];
  taxRate: number;
  readOnly: boolean;
}) {
  return (
    <Form.List name={LIST}>
      {(fields, operations) => {
        rows.addRef.current = (row) => operations.add(row);
        if (fields.length === 0)
          return <Empty description="No variations yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
        return (
          <Collapse
            activeKey={rows.open}
            onChange={(keys) => rows.setOpen(Array.isArray(keys) ? keys : [keys])}
            items={fields.map((field) => ({
              key: rows.rowsNow()[field.name]?.uid ?? String(field.key),
              forceRender: true,
              label: (
                <VariationHeader
                  index={field.name}
                  attributes={attributes}
                  readOnly={readOnly}
                  onDelete={() => rows.remove(field.name, operations.remove)}
                />
              ),
              children: <VariationFields index={field.name} attributes={attributes} taxRate={taxRate} />,
            }))}
          />
        );
      }}
    </Form.List>
  );
}

/**
 * The Variations step of a variable product: add a variation per combination of attribute
 * values, set each one's price and stock in its panel, and save the whole set in one call
 * (POST /products-variations/manage). A saved variation is deleted at once, after asking.
 */
export function VariationsStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const setDirty = useStepDirty();
  const attributeIds = useMemo(() => product.attribute.map((attribute) => attribute.id), [product.attribute]);
  const { tree, loading } = useAttributeTree(attributeIds);
  const { rateOf } = useTaxes();
  const taxRate = rateOf(product.isTaxable, product.taxId);
  const initialValues = useMemo(() => ({ [LIST]: product.productsVariation.map(rowOfVariation) }), [product]);
  const variationRows = useVariationRows(form, product, tree);
  /** Around the variations' fields: where those in error are found. */
  const formRef = useRef<HTMLDivElement>(null);
  const { saving, submit } = useVariationsSave({
    form,
    product,
    attributeIds,
    rows: variationRows,
    formRef,
    onSaved,
  });
  const rows =
    (Form.useWatch(LIST, { form, preserve: true }) as VariationRow[] | undefined) ?? initialValues[LIST];

  const noAttributes = attributeIds.length === 0;
  return (
    <>
      <FormSection
        title="Variations"
        help="One per combination of attribute values; each has its own sku, price and stock."
      >
        <Flex vertical gap={16}>
          <AddVariationSection
            noAttributes={noAttributes}
            attributes={tree}
            rows={rows}
            onAdd={variationRows.add}
            loading={loading}
            readOnly={readOnly}
          />
          <FormSchemaContext.Provider value={rowSchema}>
            <div ref={formRef}>
              <Form
                form={form}
                layout="vertical"
                initialValues={initialValues}
                disabled={readOnly}
                onValuesChange={() => setDirty(true)}
              >
                <VariationPanels
                  rows={variationRows}
                  attributes={tree}
                  taxRate={taxRate}
                  readOnly={readOnly}
                />
              </Form>
            </div>
          </FormSchemaContext.Provider>
        </Flex>
      </FormSection>
      <WizardFooter>
        {!readOnly && (
          <Button
            type="primary"
            loading={saving}
            onClick={submit}
            disabled={noAttributes && rows.length === 0}
          >
            Save
          </Button>
        )}
      </WizardFooter>
    </>
  );
}
