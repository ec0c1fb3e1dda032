import { manageVariationsBody, PRODUCT_STEP_MESSAGES, SELECT_ATTRIBUTES_MESSAGE } from '@mandi/domain';
import type { FormInstance } from 'antd';
import { type RefObject, useState } from 'react';
import { notify } from '../../../api/notify';
import { issuesOf } from '../../../kit/form/schema-rules';
import { applyServerErrors } from '../../../kit/form/server-errors';
import { useStepDirty } from '../../../kit/wizard/step-wizard';
import type { Product } from '../product-screen';
import { productCalls, useProductCache } from '../use-products';
import { STEP_NOTICE } from '../wizard/product-step-props';
import { stepFailed } from '../wizard/step-failed';
import type { VariationRows } from './use-variation-rows';
import { LIST } from './use-variation-rows';
import { bodyOfRow, DUPLICATE_VALUES_MESSAGE, picksComplete, repeatedCombination } from './variation-rules';

interface SaveOptions {
  form: FormInstance<Record<string, unknown>>;
  product: Product;
  attributeIds: readonly number[];
  rows: VariationRows;
  /** Around the variations' fields: where those in error are found. */
  formRef: RefObject<HTMLDivElement | null>;
  onSaved: (product: Product) => void;
}

/** Index of the variation a server error names (`productsVariation.3.sku`). */
const indexesOfServerErrors = (error: unknown) =>
  (error as { errors?: { field: string }[] }).errors?.map((item) => Number(item.field.split('.')[1])) ?? [];

/**
 * Saves the whole set of variations in one call (POST /products-variations/manage) once the
 * form, the attribute picks, the combinations and the schema agree; a variation with a problem
 * has its panel opened and the first field in error is shown.
 */
export function useVariationsSave({ form, product, attributeIds, rows, formRef, onSaved }: SaveOptions) {
  const setDirty = useStepDirty();
  const putProduct = useProductCache();
  const [saving, setSaving] = useState(false);

  const failed = (indexes: number[], serverError?: unknown, fieldsInError = true) => {
    rows.openRows(indexes);
    stepFailed(formRef.current, serverError, fieldsInError);
  };

  /** The body to send, or null once the problem is shown. */
  const checkedBody = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const fields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      failed(fields.map((field) => Number(field.name[1])));
      return null;
    }
    const current = rows.rowsNow();
    const incomplete = current.findIndex((row) => !picksComplete(row.values ?? {}, attributeIds));
    if (incomplete >= 0) {
      rows.openRows([incomplete]);
      notify.error(SELECT_ATTRIBUTES_MESSAGE);
      return null;
    }
    const repeated = repeatedCombination(current, attributeIds);
    if (repeated >= 0) {
      rows.openRows([repeated]);
      notify.error(DUPLICATE_VALUES_MESSAGE);
      return null;
    }
    const body = {
      productId: product.id,
      productsVariation: current.map((row) => bodyOfRow(row, attributeIds)),
    };
    const { issues } = issuesOf(manageVariationsBody, body);
    if (issues.length > 0) {
      form.setFields(issues.map((issue) => ({ name: issue.name, errors: [issue.message] })));
      failed(issues.map((issue) => Number(issue.name[1])));
      return null;
    }
    return body;
  };

  const submit = async () => {
    const body = await checkedBody();
    if (!body) return;
    setSaving(true);
    try {
      const answer = await productCalls.manageVariations(product.id, body.productsVariation);
      const saved = { ...product, productsVariation: answer.productsVariation };
      await putProduct(product.id, saved);
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.variations, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      const onForm = applyServerErrors(form, error, [LIST]);
      failed(indexesOfServerErrors(error), error, onForm > 0);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
