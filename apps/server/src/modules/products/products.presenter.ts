import type { Executor } from '../../db/client';
import { authorNames } from '../../lib/authors';
import { notFound } from '../../lib/errors';
import { inOrder } from '../../lib/in-order';
import { presentRow } from '../../lib/list';
import { imagesRepository } from '../products-images/products-images.repository';
import { presentImage } from '../products-images/products-images.service';
import { presentVariations } from '../products-variations/products-variations.presenter';
import { variationsRepository } from '../products-variations/products-variations.repository';
import { plainProductsBinding } from './products.binding';
import { productsRepository } from './products.repository';
import type { ProductAnswer } from './products.schemas';

/**
 * One product as the form reads it: its fields with categories, attributes, related product
 * ids, images in order and the live variations with their attribute values.
 */
export async function presentProduct(db: Executor, id: number): Promise<ProductAnswer> {
  const row = await productsRepository.findById(db, id);
  if (!row) throw notFound('Product', id);
  const [authors, category, attribute, relatedProduct, images, variations] = await inOrder(db, [
    () => authorNames(db, row),
    () => productsRepository.categoriesOf(db, id),
    () => productsRepository.attributesOf(db, id),
    () => productsRepository.relatedOf(db, id),
    () => imagesRepository.ofProduct(db, id),
    () => variationsRepository.liveOf(db, id),
  ]);
  return {
    ...presentRow(plainProductsBinding, row),
    ...authors,
    category,
    attribute,
    relatedProduct,
    productsImage: images.map(presentImage),
    productsVariation: await presentVariations(db, variations),
  } as ProductAnswer;
}
