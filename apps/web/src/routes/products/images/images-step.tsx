import { UploadOutlined } from '@ant-design/icons';
import { COVER_REQUIRED_MESSAGE, PRODUCT_IMAGE_EXTENSIONS, PRODUCT_STEP_MESSAGES } from '@mandi/domain';
import { Alert, App, Button, Flex, Select, Typography, Upload } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { notify } from '../../../api/notify';
import { FormSection } from '../../../kit/form/form-section';
import { SortableGrid } from '../../../kit/upload/sortable-grid';
import { useUploadQueue } from '../../../kit/upload/use-upload-queue';
import { useStepDirty, WizardFooter } from '../../../kit/wizard/step-wizard';
import type { ProductImage } from '../product-screen';
import { productCalls, useProductCache, useProductSave } from '../use-products';
import { type SavedProductStepProps, STEP_NOTICE } from '../wizard/product-step-props';
import { stepFailed } from '../wizard/step-failed';
import { ImageCard, UploadingCard } from './image-card';
import { arrangement, withCover } from './image-order';

/** The spec's upload limit; the server holds the same one. */
const RULES = { accept: PRODUCT_IMAGE_EXTENSIONS, maxSizeMb: 5 };
const byPriority = (a: ProductImage, b: ProductImage) => a.priority - b.priority || a.id - b.id;

/**
 * The Images step: pictures uploaded at once with their progress (the first becomes the
 * cover), deleted at once (never the cover); their order, cover and variation are arranged
 * here and saved together (PATCH /products/images/{id}).
 */
export function ImagesStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const { modal } = App.useApp();
  const setDirty = useStepDirty();
  const putProduct = useProductCache();
  const [images, setImages] = useState<ProductImage[]>(() => [...product.productsImage].sort(byPriority));
  const [uploadFor, setUploadFor] = useState<number | null>(null);
  const save = useProductSave((items: ReturnType<typeof arrangement>) =>
    productCalls.images(product.id, items),
  );
  const savedCoverId = useMemo(() => product.productsImage.find((image) => image.isCover)?.id, [product]);
  const variations = product.productType === 'variable' ? product.productsVariation : [];

  const change = (next: ProductImage[]) => {
    setImages(next);
    setDirty(true);
  };

  const send = useCallback(
    (file: File, onProgress: (percent: number) => void) =>
      productCalls.uploadImage(product.id, file, { productsVariationId: uploadFor, onProgress }),
    [product.id, uploadFor],
  );
  const uploaded = useCallback(
    (image: ProductImage) => {
      setImages((current) => [...current, image]);
      void putProduct(product.id, (current) => ({
        ...current,
        productsImage: [...current.productsImage, image],
      }));
    },
    [product.id, putProduct],
  );
  const queue = useUploadQueue(RULES, send, uploaded);

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

  const submit = async () => {
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

  const deleteBlocked = (image: ProductImage) => {
    if (image.isCover) return 'The cover cannot be deleted: make another picture the cover first';
    if (image.id === savedCoverId) return 'Still the saved cover: save the new cover first';
    return undefined;
  };

  return (
    <>
      <FormSection
        title="Images"
        help=".jpg, .jpeg or .png up to 5 MB; the store shows a 500 × 500 copy. Drag to change the order."
        extra={
          !readOnly && (
            <Flex gap={8} align="center" wrap>
              {variations.length > 0 && (
                <Select
                  aria-label="Upload for"
                  style={{ width: 200 }}
                  value={uploadFor ?? 0}
                  options={[
                    { value: 0, label: 'All variations' },
                    ...variations.map((variation) => ({ value: variation.id, label: variation.name })),
                  ]}
                  onChange={(value: number) => setUploadFor(value === 0 ? null : value)}
                />
              )}
              <Upload
                accept={RULES.accept.join(',')}
                multiple
                showUploadList={false}
                beforeUpload={(file, list) => {
                  // antd calls this once per file; the queue takes the whole choice at the first.
                  if (file === list[0]) void queue.start(list);
                  return false;
                }}
              >
                <Button type="primary" icon={<UploadOutlined />} loading={queue.busy}>
                  Upload images
                </Button>
              </Upload>
            </Flex>
          )
        }
      >
        <Flex vertical gap={16}>
          {images.length === 0 && queue.pending.length === 0 && (
            <Alert
              type="warning"
              showIcon
              title={COVER_REQUIRED_MESSAGE}
              description="The first picture uploaded becomes the cover."
            />
          )}
          <SortableGrid
            items={images}
            disabled={readOnly}
            labelOf={(image) => `Move picture ${images.indexOf(image) + 1}`}
            onReorder={change}
            renderItem={(image, handle) => {
              const position = images.indexOf(image) + 1;
              return (
                <ImageCard
                  image={image}
                  position={position}
                  handle={handle}
                  variations={variations}
                  readOnly={readOnly}
                  deleteBlocked={deleteBlocked(image)}
                  onCover={() => change(withCover(images, image.id))}
                  onVariation={(variationId) =>
                    change(
                      images.map((item) =>
                        item.id === image.id ? { ...item, productsVariationId: variationId } : item,
                      ),
                    )
                  }
                  onDelete={() => remove(image, position)}
                />
              );
            }}
            after={queue.pending.map((upload) => <UploadingCard key={upload.uid} upload={upload} />)}
          />
          {images.length > 0 && (
            <Typography.Text type="secondary">
              The cover is the picture the store shows first; it can be changed but not switched off or
              deleted.
            </Typography.Text>
          )}
        </Flex>
      </FormSection>
      <WizardFooter>
        {!readOnly && (
          <Button type="primary" loading={save.isPending} onClick={submit} disabled={queue.busy}>
            Save
          </Button>
        )}
      </WizardFooter>
    </>
  );
}
