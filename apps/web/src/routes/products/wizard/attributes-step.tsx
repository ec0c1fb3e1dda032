import { PRODUCT_STEP_MESSAGES } from '@mandi/domain';
import { Alert, Button, Card, Col, Flex, Row, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../../api/notify';
import { FormSection } from '../../../kit/form/form-section';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import type { Product } from '../product-screen';
import { type AttributeWithValues, useAllAttributes, useAttributeTree } from '../use-catalogue-refs';
import { productCalls, useProductSave } from '../use-products';
import { type SavedProductStepProps, STEP_NOTICE } from './product-step-props';
import { stepFailed } from './step-failed';

/** Each chosen attribute's values, so staff see what the variations can pick from. */
function AttributeValueCards({ attributes }: { attributes: readonly AttributeWithValues[] }) {
  return (
    <Row gutter={[16, 16]}>
      {attributes.map((attribute) => (
        <Col key={attribute.id} xs={24} md={12} xl={8}>
          <Card size="small" title={attribute.name} aria-label={`${attribute.name} values`}>
            {attribute.attributesValue.length === 0 ? (
              <Typography.Text type="secondary">
                No values yet: add them on the attribute screen.
              </Typography.Text>
            ) : (
              <Flex wrap gap={6}>
                {attribute.attributesValue.map((value) => (
                  <Tag
                    key={value.id}
                    style={{ marginInlineEnd: 0 }}
                    color={value.enabled ? undefined : 'default'}
                  >
                    {value.name}
                  </Tag>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** What saving the chosen attributes does to the variations, said before saving. */
function ChangeNotes({ product, chosen }: { product: Product; chosen: readonly number[] }) {
  const used = new Set(
    product.productsVariation.flatMap((variation) =>
      variation.productsVariationsAttribute.map((l) => l.attributeId),
    ),
  );
  const dropped = product.attribute.filter(
    (attribute) => !chosen.includes(attribute.id) && used.has(attribute.id),
  );
  const added = chosen.filter((id) => !product.attribute.some((attribute) => attribute.id === id));
  return (
    <>
      {dropped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Saving takes ${dropped.map((a) => a.name).join(', ')} off the variations that name it.`}
        />
      )}
      {added.length > 0 && product.productsVariation.length > 0 && (
        <Alert
          type="info"
          showIcon
          title="After saving, give each variation a value of the new attribute in the Variations step."
        />
      )}
    </>
  );
}

/**
 * The Attributes step of a variable product: what its variations differ by (Weight, Pack
 * Type). Dropping one takes its values off the variations, so that is said before saving.
 */
export function AttributesStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const all = useAllAttributes();
  const [chosen, setChosen] = useState<number[]>(() => product.attribute.map((attribute) => attribute.id));
  const { tree } = useAttributeTree(chosen);
  const setDirty = useStepDirty();
  const save = useProductSave((ids: number[]) => productCalls.attributes(product.id, ids));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(chosen);
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.attributes, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      stepFailed(null, error);
    }
  };

  return (
    <>
      <FormSection
        title="Attributes"
        help="What this product's variations differ by, such as weight or pack type."
      >
        <Flex vertical gap={16}>
          <Select
            mode="multiple"
            aria-label="Attributes"
            placeholder="Choose attributes"
            disabled={readOnly}
            loading={all.isPending}
            style={{ maxWidth: 720 }}
            value={chosen}
            showSearch={{ optionFilterProp: 'label' }}
            options={(all.data?.data ?? []).map((attribute) => ({
              value: attribute.id,
              label: attribute.enabled ? attribute.name : `${attribute.name} (disabled)`,
            }))}
            onChange={(next: number[]) => {
              setChosen(next);
              setDirty(true);
            }}
          />
          <ChangeNotes product={product} chosen={chosen} />
          <AttributeValueCards attributes={tree} />
        </Flex>
      </FormSection>
      <WizardFooter>
        {!readOnly && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            Save
          </Button>
        )}
      </WizardFooter>
    </>
  );
}
