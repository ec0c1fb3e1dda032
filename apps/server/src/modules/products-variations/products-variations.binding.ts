import { productsVariations as variationDef } from '@mandi/domain';
import { products, productsVariations } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { productsBinding } from '../products/products.binding';

export const productsVariationsBinding: ResourceBinding = {
  def: variationDef,
  table: productsVariations,
  relations: {
    product: {
      target: () => productsBinding,
      sourceColumn: productsVariations.productId,
      targetColumn: products.id,
    },
  },
};
