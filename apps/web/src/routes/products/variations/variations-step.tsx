import { manageVariationsBody, PRODUCT_STEP_MESSAGES, SELECT_ATTRIBUTES_MESSAGE } from '@mandi/domain';
import { Alert, App, Button, Collapse, Empty, Flex, Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { notify } from '../../../api/notify';
import { FormSection } from '../../../kit/form/form-section';
import { FormSchemaContext } from '../../../kit/form/schema-field';
import { issuesOf } from '../../../kit/form/schema-rules';
import { applyServerErrors } from '../../../kit/form/server-errors';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import { useAttributeTree, useTaxes } from '../use-catalogue-refs';
import { productCalls, useProductCache } from '../use-products';
import { type SavedProductStepProps, STEP_NOTICE } from '../wizard/product-step-props';
import { stepFailed } from '../wizard/step-failed';
import { AddVariationBar } from './add-variation-bar';
import { VariationFields, VariationHeader } from './variation-panel';
import {
  bodyOfRow,
  DUPLICATE_VALUES_MESSAGE,
  nameOfPicks,
  newRow,
  picksComplete,
  repeatedCombination,
  rowOfVariation,
  type ValuePicks,
  type VariationRow,
} from './variation-rules';

const LIST = 'productsVariation';
/** The rules of one variation, for the fields inside the list (named [index, field]). */
const rowSchema = manageVariationsBody.shape.productsVariation;

/**
 * The Variations step of a variable product: add a variation per combination of attribute
 * values, set each one's price and stock in its panel, and save the whole set in one call
 * (POST /products-variations/manage). A saved variation is deleted at once, after asking.
 */
export function VariationsStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { modal } = App.useApp();
  const setDirty = useStepDirty();
  const putProduct = useProductCache();
  const [saving, setSaving] = useState(false);
  const attributeIds = useMemo(() => product.attribute.map((attribute) => attribute.id), [product.attribute]);
  const { tree, loading } = useAttributeTree(attributeIds);
  const { rateOf } = useTaxes();
  const taxRate = rateOf(product.isTaxable, product.taxId);
  const initialValues = useMemo(() => ({ [LIST]: product.productsVariation.map(rowOfVariation) }), [product]);
  const [open, setOpen] = useState<string[]>([]);
  const addRef = useRef<((row: VariationRow) => void) | null>(null);
  /** Around the variations' fields: where those in error are found. */
  const formRef = useRef<HTMLDivElement>(null);
  const rows =
    (Form.useWatch(LIST, { form, preserve: true }) as VariationRow[] | undefined) ?? initialValues[LIST];

  const rowsNow = () => (form.getFieldValue(LIST) as VariationRow[] | undefined) ?? [];

  const add = (picks: ValuePicks) => {
    const row = newRow(picks, nameOfPicks(picks, tree));
    addRef.current?.(row);
    setOpen((keys) => [...keys, row.uid]);
    setDirty(true);
  };

  const remove = (index: number, drop: (index: number) => void) => {
    const row = rowsNow()[index];
    if (!row) return;
    if (row.id === undefined) return drop(index);
    const id = row.id;
    modal.confirm({
      title: `Do you want to delete, ${row.name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onCancel: () => notify.info('Delete canceled'),
      onOk: async () => {
        try {
          await productCalls.deleteVariation(id);
        } catch (error) {
          return notify.error(error);
        }
        drop(rowsNow().findIndex((item) => item.id === id));
        void putProduct(product.id, (current) => ({
          ...current,
          productsVariation: current.productsVariation.filter((variation) => variation.id !== id),
        }));
      },
    });
  };

  /** Opens the panels of the variations that have a problem, so it can be seen. */
  const openRows = (indexes: number[]) => {
    const uids = indexes.flatMap((index) => (rowsNow()[index] ? [rowsNow()[index]!.uid] : []));
    setOpen((keys) => [...new Set([...keys, ...uids])]);
  };

  const failed = (indexes: number[], serverError?: unknown) => {
    openRows(indexes);
    stepFailed(formRef.current, serverError);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const fields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      return failed(fields.map((field) => Number(field.name[1])));
    }
    const current = rowsNow();
    const incomplete = current.findIndex((row) => !picksComplete(row.values ?? {}, attributeIds));
    if (incomplete >= 0) {
      openRows([incomplete]);
      return notify.error(SELECT_ATTRIBUTES_MESSAGE);
    }
    const repeated = repeatedCombination(current, attributeIds);
    if (repeated >= 0) {
      openRows([repeated]);
      return notify.error(DUPLICATE_VALUES_MESSAGE);
    }
    const body = {
      productId: product.id,
      productsVariation: current.map((row) => bodyOfRow(row, attributeIds)),
    };
    const { issues } = issuesOf(manageVariationsBody, body);
    if (issues.length > 0) {
      form.setFields(issues.map((issue) => ({ name: issue.name, errors: [issue.message] })));
      return failed(issues.map((issue) => Number(issue.name[1])));
    }
    setSaving(true);
    try {
      const answer = await productCalls.manageVariations(product.id, body.productsVariation);
      const saved = { ...product, productsVariation: answer.productsVariation };
      await putProduct(product.id, saved);
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.variations, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      applyServerErrors(form, error, [LIST]);
      failed(
        (error as { errors?: { field: string }[] }).errors?.map((item) => Number(item.field.split('.')[1])) ??
          [],
        error,
      );
    } finally {
      setSaving(false);
    }
  };

  const noAttributes = attributeIds.length === 0;
  return (
    <>
      <FormSection
        title="Variations"
        help="One per combination of attribute values; each has its own sku, price and stock."
      >
        <Flex vertical gap={16}>
          {noAttributes ? (
            <Alert
              type="warning"
              showIcon
              title="This product has no attributes yet"
              description="Choose what its variations differ by (weight, pack type, ...) in the Attributes step first."
            />
          ) : (
            !readOnly && (
              <section className="product-add-variation" aria-label="Add a variation">
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                  Pick a value of each attribute, then Add.
                </Typography.Text>
                <AddVariationBar
                  attributes={tree}
                  taken={rows.map((row) => row.values ?? {})}
                  onAdd={add}
                  disabled={loading}
                />
              </section>
            )
          )}
          <FormSchemaContext.Provider value={rowSchema}>
            <div ref={formRef}>
              <Form
                form={form}
                layout="vertical"
                initialValues={initialValues}
                disabled={readOnly}
                onValuesChange={() => setDirty(true)}
              >
                <Form.List name={LIST}>
                  {(fields, operations) => {
                    addRef.current = (row) => operations.add(row);
                    if (fields.length === 0)
                      return <Empty description="No variations yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
                    return (
                      <Collapse
                        activeKey={open}
                        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
                        items={fields.map((field) => {
                          const uid = rowsNow()[field.name]?.uid ?? String(field.key);
                          return {
                            key: uid,
                            forceRender: true,
                            label: (
                              <VariationHeader
                                index={field.name}
                                attributes={tree}
                                readOnly={readOnly}
                                onDelete={() => remove(field.name, operations.remove)}
                              />
                            ),
                            children: (
                              <VariationFields index={field.name} attributes={tree} taxRate={taxRate} />
                            ),
                          };
                        })}
                      />
                    );
                  }}
                </Form.List>
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
