import { COVER_REQUIRED_MESSAGE, PRODUCT_IMAGE_EXTENSIONS, PRODUCT_STEP_MESSAGES } from '@mandi/domain';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { notify } from '../../../api/notify';
import { useUploadQueue } from '../../../kit/upload/use-upload-queue';
import { useStepDirty } from '../../../kit/wizard/step-wizard';
import type { Product, ProductImage } from '../product-screen';
import { productCalls, useProductCache, useProductSave } from '../use-products';
import { STEP_NOTICE } from '../wizard/product-step-props';
import { stepFailed } from '../wizard/step-failed';
import { arrangement } from './image-order';

/** The spec's upload limit; the server holds the same one. */
export const IMAGE_RULES = { accept: PRODUCT_IMAGE_EXTENSIONS, maxSizeMb: 5 };
const byPriority = (a: ProductImage, b: ProductImage) => a.priority - b.priority || a.id - b.id;

/** Uploads pictures one after another (for one variation or all); each shows as it comes. */
function useImageUploads(product: Product, onUploaded: (image: ProductImage) => void) {
  const putProduct = useProductCache();
  const [uploadFor, setUploadFor] = useState<number | null>(null);
  const send = useCallback(
    (file: File, onProgress: (percent: number) => void) =>
      productCalls.uploadImage(product.id, file, { productsVariationId: uploadFor, onProgress }),
    [product.id, uploadFor],
  );
  const uploaded = useCallback(
    (image: ProductImage) => {
      onUploaded(image);
      void putProduct(product.id, (current) => ({
        ...current,
        productsImage: [...current.productsImage, image],
      }));
    },
    [product.id, putProduct, onUploaded],
  );
  const queue = useUploadQueue(IMAGE_RULES, send, uploaded);
  return { uploadFor, setUploadFor, queue };
}

/**
 * The product's pictures as arranged on screen: uploaded and deleted at once (never the cover),
 * their order, cover and variation changed here until saved together.
 */
export function useProductImages(product: Product) {
  const { modal } = App.useApp();
  const setDirty = useStepDirty();
  const putProduct = useProductCache();
  const [images, setImages] = useState<ProductImage[]>(() => [...product.productsImage].sort(byPriority));
  const savedCoverId = useMemo(() => product.productsImage.find((image) => image.isCover)?.id, [product]);
  const append = useCallback((image: ProductImage) => setImages((current) => [...current, image]), []);
  const uploads = useImageUploads(product, append);

  const change = (next: ProductImage[]) => {
    setImages(next);
    setDirty(true);
  };

  const remove = (image: ProductImage, position: number) =>
    modal.confirm({
      title: `Do you want to delete, picture ${position}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onCancel: () => notify.info('Delete canceled'),
      onOk: async () => {
        try {
          await productCalls.deleteImage(image.id);
        } catch (error) {
          return notify.error(error);
        }
        setImages((current) => current.filter((item) => item.id !== image.id));
        void putProduct(product.id, (current) => ({
          ...current,
          productsImage: current.productsImage.filter((item) => item.id !== image.id),
        }));
      },
    });

  const deleteBlocked = (image: ProductImage) => {
    if (image.isCover) return 'The cover cannot be deleted: make another picture the cover first';
    if (image.id === savedCoverId) return 'Still the saved cover: save the new cover first';
    return undefined;
  };

  return { images, change, remove, deleteBlocked, ...uploads };
}

/** Saves the pictures' order, cover and variations (PATCH /products/images/{id}); a cover is required. */
export function useImagesSave(product: Product, onSaved: (product: Product) => void) {
  const setDirty = useStepDirty();
  const save = useProductSave((items: ReturnType<typeof arrangement>) =>
    productCalls.images(product.id, items),
  );
  const submit = async (images: ProductImage[]) => {
    if (!images.some((image) => image.isCover)) return notify.error(COVER_REQUIRED_MESSAGE);
    try {
      const saved = await save.mutateAsync(arrangement(images));
      setDirty(false);
      notify.success(PRODUCT_STEP_MESSAGES.images, STEP_NOTICE);
      onSaved(saved);
    } catch (error) {
      stepFailed(null, error);
    }
  };
  return { submit, saving: save.isPending };
}
