import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../../api/notify';
import { useStepDirty } from '../../../kit/wizard/step-wizard';
import type { Product } from '../product-screen';
import type { AttributeWithValues } from '../use-catalogue-refs';
import { productCalls, useProductCache } from '../use-products';
import { nameOfPicks, newRow, type ValuePicks, type VariationRow } from './variation-rules';

/** The form's list of variations (named [index, field]). */
export const LIST = 'productsVariation';

/**
 * The variations being edited and which of their panels are open: a new one is added open; a
 * saved one is deleted on the server at once, after asking; an unsaved one is only dropped.
 */
export function useVariationRows(
  form: FormInstance<Record<string, unknown>>,
  product: Product,
  tree: readonly AttributeWithValues[],
) {
  const { modal } = App.useApp();
  const setDirty = useStepDirty();
  const putProduct = useProductCache();
  const [open, setOpen] = useState<string[]>([]);
  /** Form.List's own add, caught when the list renders. */
  const addRef = useRef<((row: VariationRow) => void) | null>(null);

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

  return { open, setOpen, addRef, rowsNow, add, remove, openRows };
}

export type VariationRows = ReturnType<typeof useVariationRows>;
