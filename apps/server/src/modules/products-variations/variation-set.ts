import { type ProductType, planTypeSwitch, productStockStatus, type VariationInput } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type ProductRow, productsRepository } from '../products/products.repository';
import { variationsRepository as repository, type VariationRow } from './products-variations.repository';
import { checkSkus, checkVariationAttributes } from './variation-checks';
import { variationValues } from './variation-values';

type VariationWrite = {
  product: Pick<ProductRow, 'id'>;
  simple: boolean;
  values: ReturnType<typeof variationValues>;
  /** The variation to change; a new one of the product when absent. */
  id: number | undefined;
  links: VariationInput['productsVariationsAttribute'];
};

/** Writes one variation (the form's set and the import alike) and, unless simple, its links. */
export async function writeVariation(tx: Tx, write: VariationWrite, actorId: number): Promise<VariationRow> {
  const { product, simple, values, id, links } = write;
  const row =
    id !== undefined
      ? await repository.update(tx, id, { ...values, updatedBy: actorId, updatedTimestamp: new Date() })
      : await repository.insert(tx, {
          ...values,
          productId: product.id,
          isDefault: simple,
          createdBy: actorId,
          updatedBy: actorId,
        });
  // A simple product's default variation keeps the values it had as a variable one.
  if (!simple) await repository.replaceLinks(tx, row.id, links, actorId);
  return row;
}

const ONE_VARIATION_MESSAGE = 'A simple product has one variation';

/** What the set's save reads of the live variations: their ids, and SKUs for its refusals. */
type LiveVariation = Pick<VariationRow, 'id' | 'sku'>;

/**
 * Saves the whole live variation set of a product, inside the caller's transaction: items
 * with an id update that variation, items without one are created, live variations left out
 * are deleted (refused for one an order points at). A simple product's one item is always its
 * default variation. `live`: the live variations when the caller read them already in this
 * transaction (a product update reads them for its history). Answers the live set.
 */
export async function saveVariationSet(
  tx: Tx,
  product: Pick<ProductRow, 'id' | 'name' | 'productType'>,
  items: readonly VariationInput[],
  actorId: number,
  live?: readonly LiveVariation[],
): Promise<VariationRow[]> {
  const simple = product.productType === 'simple';
  live ??= await repository.liveOf(tx, product.id);
  if (simple && items.length > 1) {
    throw badRequest(ONE_VARIATION_MESSAGE, [{ field: 'productsVariation', message: ONE_VARIATION_MESSAGE }]);
  }
  const targets =
    simple && items[0] && items[0].id === undefined && live[0]
      ? [{ ...items[0], id: live[0].id }]
      : [...items];
  const liveIds = new Set(live.map((v) => v.id));
  const seenIds = new Set<number>();
  for (const item of targets) {
    if (item.id === undefined) continue;
    if (!liveIds.has(item.id) || seenIds.has(item.id)) throw notFound('Variation', item.id);
    seenIds.add(item.id);
  }

  const names = simple ? targets.map(() => '') : await checkVariationAttributes(tx, product.id, targets);
  const removed = live.filter((v) => !seenIds.has(v.id));
  await checkSkus(tx, targets, [...seenIds, ...removed.map((v) => v.id)]);
  const sold = await repository.soldAmong(
    tx,
    removed.map((v) => v.id),
  );
  const blocked = removed.find((v) => sold.has(v.id));
  if (blocked)
    throw conflict(`Variation ${blocked.sku} has orders and cannot be deleted; disable it instead`);
  await repository.remove(
    tx,
    removed.map((v) => v.id),
  );

  const saved: VariationRow[] = [];
  for (const [index, item] of targets.entries()) {
    const values = variationValues(item, names[index] || product.name);
    saved.push(
      await writeVariation(
        tx,
        { product, simple, values, id: item.id, links: item.productsVariationsAttribute },
        actorId,
      ),
    );
  }
  return saved;
}

/**
 * A product type switch: to simple, one default variation stays and the others are set
 * aside; to variable, those set aside come back (domain planTypeSwitch).
 */
export async function switchVariationSet(tx: Tx, productId: number, from: ProductType, to: ProductType) {
  const plan = planTypeSwitch(await repository.setsOf(tx, productId), from, to);
  await repository.setFlags(tx, plan.setAside, { keptAside: true });
  await repository.setFlags(tx, plan.restore, { keptAside: false });
  if (plan.makeDefault !== undefined) await repository.setFlags(tx, [plan.makeDefault], { isDefault: true });
}

/**
 * The product's own stock status after its variations changed: In Stock when any enabled live
 * variation is; a simple product also takes its default variation's stock settings.
 */
export async function syncProductStock(tx: Tx, product: ProductRow): Promise<ProductRow> {
  const live = await repository.liveOf(tx, product.id);
  const own = { manageStock: product.manageStock, stockQuantity: 0, stockStatus: product.stockStatus };
  const values = {
    stockStatus: productStockStatus(live, own),
    ...(product.productType === 'simple' && live[0] ? { manageStock: live[0].manageStock } : {}),
  };
  // Nothing moved: no write (an order's stock move would otherwise rewrite the product's row).
  if (
    values.stockStatus === product.stockStatus &&
    (values.manageStock === undefined || values.manageStock === product.manageStock)
  )
    return product;
  return (await productsRepository.update(tx, product.id, values)) ?? product;
}
