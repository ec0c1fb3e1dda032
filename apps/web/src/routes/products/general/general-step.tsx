import { PRODUCT_STEP_MESSAGES, type ProductType, productCreate } from '@mandi/domain';
import { Button, Form } from 'antd';
import { useMemo, useRef } from 'react';
import { notify } from '../../../api/notify';
import { FormSchemaContext } from '../../../kit/form/schema-field';
import { issuesOf } from '../../../kit/form/schema-rules';
import { applyServerErrors } from '../../../kit/form/server-errors';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import { productCalls, useProductSave } from '../use-products';
import { type ProductStepProps, STEP_NOTICE } from '../wizard/product-step-props';
import { stepFailed } from '../wizard/step-failed';
import {
  BasicSection,
  DescriptionSection,
  LinksSection,
  PriceStockSection,
  SeoSection,
  TaxSection,
} from './general-sections';
import { generalBody, generalFormValues } from './general-values';

type Values = Record<string, unknown>;

interface GeneralStepProps extends ProductStepProps {
  /** The type chosen for a product not saved yet (it decides the steps shown). */
  onTypeChange: (type: ProductType) => void;
}

/**
 * The General step: the product's own fields and, for a simple product, its price, sku and
 * stock. The first save creates the product (POST), later ones update it (PATCH).
 */
export function GeneralStep({ product, onSaved, onTypeChange, readOnly }: GeneralStepProps) {
  const [form] = Form.useForm<Values>();
  const setDirty = useStepDirty();
  const initialValues = useMemo(() => generalFormValues(product), [product]);
  const save = useProductSave((body: Values) =>
    product ? productCalls.update(product.id, body) : productCalls.create(body),
  );
  /** Around the form: where the fields in error are found. */
  const formRef = useRef<HTMLDivElement>(null);
  const failed = (serverError?: unknown, fieldsInError = true) =>
    stepFailed(formRef.current, serverError, fieldsInError);

  const submit = async () => {
    // Every value, also those of fields not shown (a simple product's sku is its variation's).
    const values = form.getFieldsValue(true) as Values;
    const body = generalBody(values, product);
    const { issues } = issuesOf(productCreate, body);
    if (issues.length > 0) {
      form.setFields(issues.map((issue) => ({ name: issue.name, errors: [issue.message] })));
      return failed();
    }
    try {
      const saved = await save.mutateAsync(body);
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.general, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      failed(error, applyServerErrors(form, error, Object.keys(values)) > 0);
    }
  };

  return (
    <>
      <FormSchemaContext.Provider value={productCreate}>
        <div ref={formRef}>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            disabled={readOnly}
            scrollToFirstError
            onValuesChange={(changed) => {
              setDirty(true);
              if (!product && typeof changed.productType === 'string')
                onTypeChange(changed.productType as ProductType);
            }}
            onFinish={submit}
            onFinishFailed={() => failed()}
          >
            <BasicSection product={product} />
            <PriceStockSection product={product} />
            <TaxSection />
            <DescriptionSection />
            <LinksSection product={product} />
            <SeoSection />
          </Form>
        </div>
      </FormSchemaContext.Provider>
      <WizardFooter>
        {!readOnly && (
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Save
          </Button>
        )}
      </WizardFooter>
    </>
  );
}
