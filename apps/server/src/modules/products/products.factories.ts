import type { TestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import {
  attributes,
  attributesValues,
  brands,
  categories,
  measurementUnits,
  orders,
  ordersProducts,
  taxes,
  users,
} from '../../db/schema';

/** Test factories for products: the reference rows a product links to, bodies, a sold line. */

let sequence = 0;
const next = () => ++sequence;

export interface CatalogueRefs {
  taxId: number;
  unitId: number;
  brandId: number;
  categories: { staples: number; flours: number; dairy: number };
  weight: { id: number; values: { kg1: number; kg5: number; kg10: number } };
  pack: { id: number; values: { single: number; twin: number } };
}

export async function seedCatalogueRefs(db: Db): Promise<CatalogueRefs> {
  const [tax] = await db.insert(taxes).values({ name: 'GST 5%', rate: 5 }).returning();
  const [unit] = await db.insert(measurementUnits).values({ name: 'Kilogram', code: 'kg' }).returning();
  const [brand] = await db.insert(brands).values({ name: 'Aashirvaad' }).returning();
  const [staples] = await db.insert(categories).values({ name: 'Staples', slug: 'staples' }).returning();
  const [flours, dairy] = await db
    .insert(categories)
    .values([
      { name: 'Atta & Flours', slug: 'atta-flours', parentId: staples!.id },
      { name: 'Dairy', slug: 'dairy' },
    ])
    .returning();
  const [weight, pack] = await db
    .insert(attributes)
    .values([{ name: 'Weight' }, { name: 'Pack' }])
    .returning();
  const [kg1, kg5, kg10, single, twin] = await db
    .insert(attributesValues)
    .values([
      { name: '1 kg', attributeId: weight!.id, priority: 1 },
      { name: '5 kg', attributeId: weight!.id, priority: 2 },
      { name: '10 kg', attributeId: weight!.id, priority: 3 },
      { name: 'Single', attributeId: pack!.id, priority: 1 },
      { name: 'Twin', attributeId: pack!.id, priority: 2 },
    ])
    .returning();
  return {
    taxId: tax!.id,
    unitId: unit!.id,
    brandId: brand!.id,
    categories: { staples: staples!.id, flours: flours!.id, dairy: dairy!.id },
    weight: { id: weight!.id, values: { kg1: kg1!.id, kg5: kg5!.id, kg10: kg10!.id } },
    pack: { id: pack!.id, values: { single: single!.id, twin: twin!.id } },
  };
}

/** A variation body with a fresh sku; prices 100 / 0 unless told. */
export function variationBody(overrides: Record<string, unknown> = {}) {
  return { sku: `SKU-${next()}`, unitPrice: 100, salePrice: 0, ...overrides };
}

/** POST /api/products and answer the created product (fails the test on any other status). */
export async function createProductVia(call: TestApp['call'], token: string, body: Record<string, unknown>) {
  const res = await call(token, {
    method: 'POST',
    url: '/api/products',
    payload: { name: `Product ${next()}`, ...body },
  });
  if (res.status !== 201)
    throw new Error(`create product answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An order line for this variation, so the product and variation count as sold. */
export async function sellVariation(db: Db, productId: number, productsVariationId: number) {
  const [user] = await db
    .insert(users)
    .values({ fullName: `Customer ${next()}` })
    .returning();
  const [order] = await db.insert(orders).values({ userId: user!.id, status: 'Order Placed' }).returning();
  await db.insert(ordersProducts).values({
    orderId: order!.id,
    productId,
    productsVariationId,
    unitPrice: 100,
    quantity: 1,
    subTotal: 100,
  });
}
