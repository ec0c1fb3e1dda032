import { ArrowLeftOutlined } from '@ant-design/icons';
import { type ProductType, products, productsVariations } from '@mandi/domain';
import { Alert, Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/notify';
import { HistoryButton } from '../../../kit/form/history-drawer';
import { listPathWithLastSearch } from '../../../kit/list/last-list-search';
import { useResourceAccess } from '../../../kit/resource-access';
import { usePageTitle } from '../../../kit/use-page-title';
import { StepWizard } from '../../../kit/wizard/step-wizard';
import { GeneralStep } from '../general/general-step';
import { ImagesStep } from '../images/images-step';
import { type Product, productPaths } from '../product-screen';
import { useProduct } from '../use-products';
import { VariationsStep } from '../variations/variations-step';
import { AttributesStep } from './attributes-step';
import { CategoryStep } from './category-step';
import { blockedReason, currentStep, productSteps } from './wizard-steps';

/**
 * /product/add and /product/edit/{id}: the product wizard (spec 01 §2). In add mode only
 * General can be saved; its first save turns the page into the product's edit form.
 */
export default function ProductWizard() {
  const { id } = useParams();
  const loaded = useProduct(id);
  const navigate = useNavigate();
  const access = useResourceAccess(products);

  if (id === undefined && !access.write)
    return (
      <Result
        status="403"
        title="Only a superadmin can add products"
        extra={<Button onClick={() => navigate(productPaths.list)}>Back to list</Button>}
      />
    );
  if (id !== undefined && loaded.isPending) return <Card loading variant="borderless" />;
  if (id !== undefined && loaded.isError) {
    const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={errorMessage(loaded.error)}
        extra={
          <Button onClick={() => navigate(listPathWithLastSearch(productPaths.list))}>Back to list</Button>
        }
      />
    );
  }
  return <WizardBody key={id ?? 'new'} product={loaded.data} readOnly={!access.write} />;
}

/** The product's name, type, state and id, its history, and a way back to the list. */
function WizardHeader({ product, readOnly }: { product: Product | undefined; readOnly: boolean }) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless" styles={{ body: { padding: '16px 24px' } }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12} wrap>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label="Back to list"
            onClick={() => navigate(listPathWithLastSearch(productPaths.list))}
          />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {product?.name ?? 'New product'}
          </Typography.Title>
          {product && (
            <>
              <Tag variant="filled">{product.productType === 'variable' ? 'Variable' : 'Simple'}</Tag>
              <Tag color={product.enabled ? 'success' : 'default'}>
                {product.enabled ? 'Enabled' : 'Disabled'}
              </Tag>
              <Typography.Text type="secondary">ID {product.id}</Typography.Text>
            </>
          )}
        </Flex>
        {product && <HistoryButton def={products} id={product.id} related={variationsOf(product)} />}
      </Flex>
      {readOnly && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title="You can look at this product; only a superadmin can change it."
        />
      )}
    </Card>
  );
}

function WizardBody({ product, readOnly }: { product: Product | undefined; readOnly: boolean }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [draftType, setDraftType] = useState<ProductType>('simple');
  // Each save shows its step afresh, with what the server answered. The answer reaches the
  // cached product (and so `product`) a moment later, or a moment earlier: until the cached
  // product next changes, the step is given the answer itself.
  const [revision, setRevision] = useState(0);
  const [answered, setAnswered] = useState<Product>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cached product replaces the answer
  useEffect(() => setAnswered(undefined), [product]);
  usePageTitle(product ? `Edit ${product.name}` : undefined);

  const saved = product !== undefined;
  const steps = productSteps(product?.productType ?? draftType);
  const step = currentStep(steps, params.get('step'), saved);

  const onSaved = (answer: Product) => {
    if (!saved) return navigate(productPaths.edit(answer.id), { replace: true });
    setAnswered(answer);
    setRevision((n) => n + 1);
  };
  const shared = { onSaved, readOnly };
  const stepProduct = answered ?? product;

  return (
    <Flex vertical gap={16}>
      <WizardHeader product={product} readOnly={readOnly} />
      <Card variant="borderless">
        <StepWizard
          steps={steps}
          current={step}
          onChange={(key) => setParams(key === 'general' ? {} : { step: key })}
          blockedReason={(target) => blockedReason(saved, target)}
        >
          <div key={`${step}:${revision}`}>
            {step === 'general' || !stepProduct ? (
              <GeneralStep product={stepProduct} onTypeChange={setDraftType} {...shared} />
            ) : step === 'category' ? (
              <CategoryStep product={stepProduct} {...shared} />
            ) : step === 'images' ? (
              <ImagesStep product={stepProduct} {...shared} />
            ) : step === 'attributes' ? (
              <AttributesStep product={stepProduct} {...shared} />
            ) : (
              <VariationsStep product={stepProduct} {...shared} />
            )}
          </div>
        </StepWizard>
      </Card>
    </Flex>
  );
}

/** A product's history takes in its variations' (a simple product's price is its variation's). */
const variationsOf = (product: Product) => ({
  def: productsVariations,
  ids: product.productsVariation.map((variation) => variation.id),
});
