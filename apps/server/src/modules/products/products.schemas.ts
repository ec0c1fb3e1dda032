import {
  enabledAnswer,
  idAnswer,
  type ListAnswer,
  listAnswerOf,
  listRowOf,
  products as productDef,
  productDetail,
  productImageRow,
  productsVariations as variationDef,
  variationDetail,
} from '@mandi/domain';
import { z } from 'zod';
import { listQuerySchema } from '../../lib/list/list-query-schema';

/**
 * Answer shapes of the product, variation and image calls, for the OpenAPI document at
 * /api/docs.
 */
const int = z.number().int();

/** The lists' one querystring schema (the grammar's parameters, documented). */
export const listQuerystring = listQuerySchema;

/** The answers' schemas are the declarations' (packages/domain): one shape, typed once. */
export const variationAnswer = variationDetail;
export const imageAnswer = productImageRow;
export const productAnswer = productDetail;
export const productListRow = listRowOf(productDef);

/**
 * Lists skip the zod check of every answered row (it cost more than the rest of the request's
 * JavaScript): their rows come from the declaration's presenters. The schema still documents
 * the answer.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);

export const listAnswer = listAnswerOf;
export { enabledAnswer, idAnswer };

/** A variation list's row carries the attribute values each variation stands for. */
export const variationListRow = listRowOf(variationDef).extend({
  productsVariationsAttribute: variationDetail.shape.productsVariationsAttribute,
});
export const manageAnswer = z.object({ productId: int, productsVariation: z.array(variationAnswer) });

/**
 * The answers' types. Rows are presented from the declarations (untyped records), so the
 * presenters state the shape here; the serializer checks every answer against its schema.
 */
export type ProductAnswer = z.infer<typeof productAnswer>;
export type VariationAnswer = z.infer<typeof variationAnswer>;
export type ImageAnswer = z.infer<typeof imageAnswer>;
export type { ListAnswer };
export type ProductListAnswer = ListAnswer<Partial<z.infer<typeof productDef.row>>>;
export type VariationListAnswer = ListAnswer<z.infer<typeof variationListRow>>;
