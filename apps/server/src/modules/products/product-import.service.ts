import {
  COVER_REQUIRED_MESSAGE,
  PRODUCT_IMAGE_EXTENSIONS,
  type ProductImportInput,
  type ProductImportItem,
  productCreate,
  productImportItem,
  productImportProblem,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import { removeFiles, type StoredFiles } from '../../lib/storage';
import { checkUpload } from '../common/upload-rules';
import { imagesRepository } from '../products-images/products-images.repository';
import { copyName, squareCopy } from '../products-images/square-copy';
import { variationsRepository } from '../products-variations/products-variations.repository';
import { skuTakenMessage } from '../products-variations/variation-checks';
import { type ImportReferences, resolveImportReferences } from './product-import-refs';
import { productSnapshot } from './products.audit';
import { presentProduct } from './products.presenter';
import { createProductIn } from './products.service';
import type { ImportFile, ImportRequest } from './read-import-request';

interface Picture {
  name: string;
  content: Buffer;
  copy: Buffer;
}

const refused = (row: number, field: string, message: string) =>
  badRequest(`Row ${row}: ${message}`, [{ field, message }]);

/** The item as checked by the domain schema; a problem names its sheet row. */
function checkedItem(raw: unknown): ProductImportItem {
  const result = productImportItem.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const message = productImportProblem((raw ?? {}) as ProductImportInput, issue);
  throw badRequest(message, [{ field: issue.path.join('.') || 'product', message: issue.message }]);
}

/** Each image the item names, found among the files sent (by name, any case), checked and squared. */
async function picturesOf(item: ProductImportItem, files: readonly ImportFile[]): Promise<Picture[]> {
  const row = item.rows[0]!;
  if (item.images.length === 0) throw refused(row, 'images', COVER_REQUIRED_MESSAGE);
  const byName = new Map(files.map((file) => [file.filename.toLowerCase(), file]));
  const pictures: Picture[] = [];
  for (const name of item.images) {
    const file = byName.get(name.toLowerCase());
    const namedAt = item.variations.find((v) => v.images.includes(name))?.row ?? row;
    if (!file) throw refused(namedAt, 'images', `Image ${name} is not in the ZIP`);
    try {
      await checkUpload(file.filename, file.content, [...PRODUCT_IMAGE_EXTENSIONS]);
      pictures.push({ name: file.filename, content: file.content, copy: await squareCopy(file.content) });
    } catch (error) {
      // A picture too large (image-guard.ts) says so; anything else is unreadable.
      if (error instanceof HttpError && error.statusCode === 413) {
        throw refused(namedAt, 'images', `Image ${name}: ${error.message}`);
      }
      throw refused(namedAt, 'images', `Image ${name} is not a readable .jpg, .jpeg or .png picture`);
    }
  }
  return pictures;
}

/** Skus twice in the item, or held by another variation already, fail the row that names them. */
async function checkImportSkus(tx: Tx, item: ProductImportItem) {
  const seen = new Set<string>();
  for (const variation of item.variations) {
    const sku = variation.sku.toLowerCase();
    if (seen.has(sku)) throw refused(variation.row, 'sku', `SKU ${variation.sku} is repeated in the sheet`);
    seen.add(sku);
  }
  const holders = await variationsRepository.holdersOfSkus(
    tx,
    item.variations.map((v) => v.sku),
    [],
  );
  const taken = item.variations.find((v) => holders.some((h) => h.sku.toLowerCase() === v.sku.toLowerCase()));
  if (taken) throw refused(taken.row, 'sku', skuTakenMessage(taken.sku));
}

/** The product body of the add form, from an item and the ids its words stand for. */
function productBody(item: ProductImportItem, refs: ImportReferences) {
  const simple = item.productType === 'simple';
  return productCreate.parse({
    name: item.name,
    productType: item.productType,
    featured: item.featured,
    isTaxable: item.isTaxable,
    taxId: refs.taxId,
    hsnCode: item.hsnCode,
    priority: item.priority,
    shortDescription: item.shortDescription,
    tags: item.tags,
    manageStock: simple ? item.variations[0]!.manageStock : false,
    category: refs.categoryId === null ? [] : [{ id: refs.categoryId }],
    attribute: refs.attributeIds.map((id) => ({ id })),
    productsVariation: item.variations.map((variation, index) => ({
      sku: variation.sku,
      unitPrice: variation.unitPrice,
      salePrice: variation.salePrice,
      manageStock: variation.manageStock,
      stockStatus: variation.stockStatus,
      stockQuantity: variation.stockQuantity,
      allowBackOrder: variation.allowBackOrder,
      productsVariationsAttribute: simple ? [] : refs.links[index],
    })),
  });
}

/**
 * POST /products/singleImport: one product of the ZIP import with its pictures. The category,
 * tax, attributes and values are found (a missing value is added), skus checked, then the
 * product, its links, variations and images (the first the cover; a variable product's picture
 * shows the variation whose row names it first) are written in one transaction: a failure
 * leaves no product, and the pictures stored for it are removed. Pictures are stored as
 * uploaded beside their 500 × 500 copy.
 */
export async function importProduct(
  db: Db,
  files: StoredFiles,
  request: ImportRequest,
  author: Author,
  importRun: string | null = null,
) {
  const actorId = author.adminId!;
  const item = checkedItem(request.product);
  const pictures = await picturesOf(item, request.files);
  const row = item.rows[0]!;
  // Files stored for a product that then fails are removed again, like the product.
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const refs = await resolveImportReferences(tx, item, actorId);
      await checkImportSkus(tx, item);
      const product = await createProductIn(tx, productBody(item, refs), actorId);
      const variations = await variationsRepository.liveOf(tx, product.id);
      const variationOf = (name: string) => {
        if (item.productType === 'simple') return null;
        const index = item.variations.findIndex((v) => v.images.includes(name));
        return index >= 0 ? (variations[index]?.id ?? null) : null;
      };
      for (const [index, picture] of pictures.entries()) {
        const original = await files.storage.put(picture.name, picture.content);
        stored.push(original.url);
        const copy = await files.storage.put(copyName(picture.name), picture.copy);
        stored.push(copy.url);
        await imagesRepository.insert(tx, {
          productId: product.id,
          productsVariationId: variationOf(item.images[index]!),
          image: copy.url,
          originalImage: original.url,
          priority: index + 1,
          isCover: index === 0,
          createdBy: actorId,
          updatedBy: actorId,
        });
      }
      const answer = await presentProduct(tx, product.id);
      await recordAudit(tx, author, {
        resource: 'products',
        recordId: product.id,
        action: 'import',
        after: productSnapshot(answer),
        importRun,
      });
      return answer;
    });
  } catch (error) {
    await removeFiles(files.storage, stored, files.log);
    // The form's own checks (after the import's) speak of the product: say which row it is.
    if (error instanceof HttpError && !error.message.startsWith('Row ')) {
      throw new HttpError(error.statusCode, `Row ${row}: ${error.message}`, error.errors);
    }
    throw error;
  }
}
