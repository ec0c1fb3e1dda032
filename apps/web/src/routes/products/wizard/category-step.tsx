import { PRODUCT_STEP_MESSAGES } from '@mandi/domain';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '../../../api/notify';
import { FormSection } from '../../../kit/form/form-section';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import { CategoryTreeSelect } from '../../categories/category-tree-select';
import { useCategoryTree } from '../../categories/use-category-tree';
import { productCalls, useProductSave } from '../use-products';
import { type SavedProductStepProps, STEP_NOTICE } from './product-step-props';
import { stepFailed } from './step-failed';

/** Each chosen category with the path to it, "Staples › Atta & Flours". */
function useCategoryTrails(
  chosen: readonly number[],
  rows: readonly { id: number; name: string; parentId: number | null }[],
  saved: readonly { id: number; name: string }[],
) {
  return useMemo(() => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return chosen.map((id) => {
      const names: string[] = [];
      for (let row = byId.get(id); row; row = row.parentId ? byId.get(row.parentId) : undefined) {
        names.unshift(row.name);
        if (names.length > 20) break;
      }
      return { id, trail: names.join(' › ') || saved.find((c) => c.id === id)?.name || `#${id}` };
    });
  }, [chosen, rows, saved]);
}

/** The chosen categories as their trails, or that the store will not list the product. */
function ChosenTrails({ trails }: { trails: { id: number; trail: string }[] }) {
  return trails.length > 0 ? (
    <Flex vertical gap={6} aria-label="Chosen categories">
      {trails.map(({ id, trail }) => (
        <div key={id}>
          <Tag color="green">{trail}</Tag>
        </div>
      ))}
    </Flex>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Typography.Text type="secondary">No category yet: the store will not list it</Typography.Text>
      }
    />
  );
}

/**
 * The Category step: where the product shows in the store, one or more categories picked
 * from the whole tree (a parent is not picked with its children, nor they with it).
 */
export function CategoryStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const { rows } = useCategoryTree();
  const [chosen, setChosen] = useState<number[]>(() => product.category.map((category) => category.id));
  const setDirty = useStepDirty();
  const save = useProductSave((ids: number[]) => productCalls.categories(product.id, ids));

  const trails = useCategoryTrails(chosen, rows, product.category);

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(chosen);
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.categories, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      stepFailed(null, error);
    }
  };

  return (
    <>
      <FormSection title="Categories" help="Where the product shows in the store; pick one or more.">
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <CategoryTreeSelect
            aria-label="Categories"
            multiple
            treeCheckable
            treeCheckStrictly
            allowClear
            disabled={readOnly}
            placeholder="Search or pick categories"
            treeDefaultExpandedKeys={chosen}
            value={chosen.map((id) => ({ value: id, label: trails.find((t) => t.id === id)?.trail }))}
            labelInValue
            onChange={(next: { value: number }[]) => {
              setChosen(next.map((item) => item.value));
              setDirty(true);
            }}
            style={{ width: '100%' }}
            maxTagCount="responsive"
          />
          <ChosenTrails trails={trails} />
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
