import { COVER_REQUIRED_MESSAGE, PRODUCT_IMAGE_EXTENSIONS, type productImageOrder } from '@mandi/domain';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { presentRow } from '../../lib/list';
import { removeFiles, type Storage, type StoredFiles } from '../../lib/storage';
import { checkUpload } from '../common/upload-rules';
import { productsRepository } from '../products/products.repository';
import type { ImageAnswer } from '../products/products.schemas';
import { variationsRepository } from '../products-variations/products-variations.repository';
import { productsImagesBinding } from './products-images.binding';
import { imagesRepository as repository } from './products-images.repository';
import { copyName, squareCopy } from './square-copy';

type ImageOrder = z.infer<typeof productImageOrder>;
export interface ImageUpload {
  productId: number;
  productsVariationId?: number | null;
  filename: string;
  content: Buffer;
}

const CANNOT_SWITCH_OFF = 'The cover image cannot be switched off: make another image the cover first';
const CANNOT_DELETE = 'The cover image cannot be deleted: make another image the cover first';
const ONE_COVER = 'Only one image can be the cover';

export const presentImage = (row: Record<string, unknown>) =>
  presentRow(productsImagesBinding, row) as ImageAnswer;

async function checkVariation(
  tx: Executor,
  productId: number,
  variationId: number | null | undefined,
  field: string,
) {
  if (variationId === null || variationId === undefined) return;
  const variation = await variationsRepository.findById(tx, variationId);
  if (variation?.productId !== productId) {
    const message = 'Please choose a variation of this product';
    throw badRequest(message, [{ field, message }]);
  }
}

export const productsImagesService = {
  /**
   * Stores the picture as uploaded and its 500 × 500 copy, then adds it after the product's
   * other images; the product's first image becomes its cover.
   */
  async upload(db: Db, storage: Storage, upload: ImageUpload, author: Author) {
    const actorId = author.adminId;
    const product = await productsRepository.findById(db, upload.productId);
    if (!product) throw notFound('Product', upload.productId);
    await checkVariation(db, product.id, upload.productsVariationId, 'productsVariationId');
    await checkUpload(upload.filename, upload.content, [...PRODUCT_IMAGE_EXTENSIONS]);
    let copy: Buffer;
    try {
      copy = await squareCopy(upload.content);
    } catch {
      throw badRequest('The picture could not be read', [
        { field: 'file', message: 'The picture could not be read' },
      ]);
    }
    const original = await storage.put(upload.filename, upload.content);
    const resized = await storage.put(copyName(upload.filename), copy);
    const row = await db.transaction(async (tx) => {
      await productsRepository.lockById(tx, product.id);
      const hasCover = (await repository.coverOf(tx, product.id)) !== undefined;
      const inserted = await repository.insert(tx, {
        productId: product.id,
        productsVariationId: upload.productsVariationId ?? null,
        image: resized.url,
        originalImage: original.url,
        priority: await repository.nextPriority(tx, product.id),
        isCover: !hasCover,
        createdBy: actorId,
        updatedBy: actorId,
      });
      await recordAudit(tx, author, {
        resource: 'products-images',
        recordId: inserted.id,
        action: 'create',
        after: inserted,
      });
      return inserted;
    });
    return presentImage(row);
  },

  /**
   * PATCH /products/images/{id}: order, cover and variation of the product's images. Naming a
   * new cover moves it; switching the cover off without another is refused.
   */
  async arrange(tx: Tx, productId: number, items: readonly ImageOrder[], actorId: number) {
    const images = await repository.ofProduct(tx, productId);
    const byId = new Map(images.map((image) => [image.id, image]));
    const seen = new Set<number>();
    for (const [index, item] of items.entries()) {
      if (!byId.has(item.id) || seen.has(item.id)) throw notFound('Product image', item.id);
      seen.add(item.id);
      await checkVariation(
        tx,
        productId,
        item.productsVariationId,
        `productsImage.${index}.productsVariationId`,
      );
    }
    const covers = items.filter((item) => item.isCover === true);
    if (covers.length > 1) throw badRequest(ONE_COVER, [{ field: 'productsImage', message: ONE_COVER }]);
    const current = images.find((image) => image.isCover);
    const next = covers[0]?.id ?? current?.id;
    const offIndex = items.findIndex((item) => item.id === current?.id && item.isCover === false);
    if (offIndex >= 0 && next === current?.id) {
      throw conflict(CANNOT_SWITCH_OFF, [
        { field: `productsImage.${offIndex}.isCover`, message: COVER_REQUIRED_MESSAGE },
      ]);
    }
    if (next === undefined && images.length > 0) {
      throw badRequest(COVER_REQUIRED_MESSAGE, [{ field: 'productsImage', message: COVER_REQUIRED_MESSAGE }]);
    }
    const stamp = { updatedBy: actorId, updatedTimestamp: new Date() };
    // One cover per product (a unique index): the old one is cleared before the new one is set.
    if (current && next !== current.id) await repository.update(tx, current.id, { isCover: false, ...stamp });
    for (const item of items) {
      await repository.update(tx, item.id, {
        priority: item.priority,
        isCover: item.id === next,
        ...(item.productsVariationId !== undefined ? { productsVariationId: item.productsVariationId } : {}),
        ...stamp,
      });
    }
  },

  /** Deletes the row, then its two files once the delete is committed. */
  async remove(db: Db, files: StoredFiles, id: number, author: Author) {
    const image = await db.transaction(async (tx) => {
      const found = await repository.findById(tx, id);
      if (!found) throw notFound('Product image', id);
      if (found.isCover)
        throw conflict(CANNOT_DELETE, [{ field: 'isCover', message: COVER_REQUIRED_MESSAGE }]);
      await repository.remove(tx, id);
      await recordAudit(tx, author, {
        resource: 'products-images',
        recordId: id,
        action: 'delete',
        before: found,
      });
      return found;
    });
    await removeFiles(files.storage, [image.image, image.originalImage], files.log);
    return { id };
  },
};
