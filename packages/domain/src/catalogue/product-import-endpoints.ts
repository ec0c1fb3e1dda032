import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { endpointFile, multipartForm, XLSX_MEDIA_TYPE } from '../endpoint-file';
import { productDetail } from '../resources/products';
import { PRODUCT_ACCESS } from '../resources/products-access';
import type { ProductImportInput } from './product-import-item';

/**
 * The product import from a ZIP (/product/import): the browser opens the ZIP, sends its
 * import/import.xlsx to /products/upload (answered as one item per product), then each
 * approved product with its pictures to /products/singleImport, one at a time. Superadmin only.
 */

const write = { access: PRODUCT_ACCESS, action: 'write' } as const;
const tags = ['Products'];

/** `GET /api/products/import/template`: the sheet to fill. */
export const productImportTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/import/template',
  operationId: 'getProductsImportTemplate',
  summary: 'The product import template',
  tags,
  auth: write,
  answer: endpointFile(XLSX_MEDIA_TYPE, 'the import template'),
});

/**
 * The sheet read as drafts, not yet checked (singleImport checks each with productImportItem):
 * each draft is groupProductImportRows's, in the item's shape.
 */
export const productImportSheetAnswer = z.object({
  rows: z.number().int().describe('sheet rows read, the guide row excluded'),
  total: z.number().int().describe('products'),
  items: z.array(
    z.custom<ProductImportInput>().meta({
      type: 'object',
      additionalProperties: {},
      description: 'a draft in the shape of productImportItem',
    }),
  ),
});
export type ProductImportSheetAnswer = z.infer<typeof productImportSheetAnswer>;

/** `POST /api/products/upload`: the ZIP's import.xlsx read as one draft per product. */
export const productImportSheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/upload',
  operationId: 'postProductsUpload',
  summary: 'Read a product import sheet',
  description:
    'multipart `file`: the import.xlsx of the ZIP. Answers `{ rows, total, items }`: one item per product ' +
    '(variable rows grouped by name), each with its sheet rows; the guide row after the header is skipped.',
  tags,
  auth: write,
  multipart: true,
  body: multipartForm({ file: { file: true, description: 'import/import.xlsx of the ZIP' } }, ['file']),
  answer: productImportSheetAnswer,
});

/** `POST /api/products/singleImport`: one product with its pictures. */
export const productSingleImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/singleImport',
  operationId: 'postProductsSingleImport',
  summary: 'Import one product',
  description:
    'multipart: `product` (one item of /products/upload, as JSON) and the pictures it names, as files ' +
    'under their names in the ZIP. Creates the product, its variations and images in one transaction.',
  tags,
  auth: write,
  multipart: true,
  body: multipartForm(
    {
      product: { description: 'one item of /products/upload, as JSON (productImportItem)' },
      images: {
        file: true,
        description:
          'each picture the item names, under its file name in the ZIP (repeat the field; any name)',
      },
    },
    ['product'],
  ),
  answer: productDetail,
  status: 201,
});
