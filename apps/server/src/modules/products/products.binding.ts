import {
  attributes as attributeDef,
  brands as brandDef,
  categories as categoryDef,
  placeholderStats,
  products as productDef,
} from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  attributes,
  brands,
  categories,
  measurementUnits,
  products,
  productsAttributes,
  productsCategories,
  productsImages,
  productsVariations,
  taxes,
} from '../../db/schema';
import type { ResourceBinding, Row } from '../../lib/list';
import { measurementUnitsBinding } from '../measurement-units/measurement-units.module';
import { productsImagesBinding } from '../products-images/products-images.binding';
import { productsVariationsBinding } from '../products-variations/products-variations.binding';
import { taxesBinding } from '../taxes/taxes.module';

/** Reference rows a product links to, answered with their declared fields. */
const categoryRef: ResourceBinding = { def: categoryDef, table: categories };
const brandRef: ResourceBinding = { def: brandDef, table: brands };
const attributeRef: ResourceBinding = { def: attributeDef, table: attributes };

/** The same column on a subquery's alias of the table. */
const on = <T extends PgTable>(ref: PgTable, _table: T) => ref as T;

/** A product's fields as stored, without the list's extras. */
export const plainProductsBinding: ResourceBinding = { def: productDef, table: products };

export const productsBinding: ResourceBinding = {
  def: productDef,
  table: products,
  relations: {
    category: {
      target: () => categoryRef,
      sourceColumn: products.id,
      targetColumn: categories.id,
      through: {
        table: productsCategories,
        sourceColumn: productsCategories.productId,
        targetColumn: productsCategories.categoryId,
      },
    },
    attribute: {
      target: () => attributeRef,
      sourceColumn: products.id,
      targetColumn: attributes.id,
      through: {
        table: productsAttributes,
        sourceColumn: productsAttributes.productId,
        targetColumn: productsAttributes.attributeId,
      },
    },
    brand: { target: () => brandRef, sourceColumn: products.brandId, targetColumn: brands.id },
    tax: { target: () => taxesBinding, sourceColumn: products.taxId, targetColumn: taxes.id },
    measurementUnit: {
      target: () => measurementUnitsBinding,
      sourceColumn: products.measurementUnitId,
      targetColumn: measurementUnits.id,
    },
    // Variations a type switch set aside are neither answered nor matched by filters.
    productsVariation: {
      target: () => productsVariationsBinding,
      sourceColumn: products.id,
      targetColumn: productsVariations.productId,
      where: (ref) => sql`${on(ref, productsVariations).keptAside} = false`,
    },
    productsImage: {
      target: () => productsImagesBinding,
      sourceColumn: products.id,
      targetColumn: productsImages.productId,
    },
    coverImage: {
      target: () => productsImagesBinding,
      sourceColumn: products.id,
      targetColumn: productsImages.productId,
      where: (ref) => sql`${on(ref, productsImages).isCover}`,
    },
  },
  // Sales and orders are kept on the row from the orders (modules/sales-figures); clicks,
  // impressions and CTR have no source and stay the spec's placeholders. Added to the
  // declared fields' answer, which lists build straight from the driver's arrays.
  extend: {
    reads: ['sales', 'orders', 'id'],
    add: (answer: Row, [sales, orders, id]: readonly unknown[]) => {
      answer.sales = Number(sales ?? 0);
      answer.orders = Number(orders ?? 0);
      answer.placeholderStats = placeholderStats(Number(id));
    },
  },
};
