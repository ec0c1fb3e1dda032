import type { Executor } from '../../db/client';
import { presentRow, type Row } from '../../lib/list';
import type { VariationAnswer } from '../products/products.schemas';
import { productsVariationsBinding } from './products-variations.binding';
import { variationsRepository } from './products-variations.repository';

/**
 * Adds to each answered variation the attribute values it stands for,
 * `productsVariationsAttribute: [{ attributeId, attributesValueId }]`, loaded in one query.
 */
export async function withAttributeLinks(db: Executor, answers: Row[]): Promise<VariationAnswer[]> {
  const links = await variationsRepository.linksOf(
    db,
    answers.map((row) => row.id as number),
  );
  return answers.map((row) => ({
    ...row,
    productsVariationsAttribute: links
      .filter((link) => link.productsVariationId === row.id)
      .map(({ attributeId, attributesValueId }) => ({ attributeId, attributesValueId })),
  })) as VariationAnswer[];
}

/** Stored variations as answered: declared fields, money as numbers, with their attribute values. */
export function presentVariations(db: Executor, stored: readonly Row[]): Promise<VariationAnswer[]> {
  return withAttributeLinks(
    db,
    stored.map((row) => presentRow(productsVariationsBinding, row)),
  );
}
