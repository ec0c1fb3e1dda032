import { UploadOutlined } from '@ant-design/icons';
import { COVER_REQUIRED_MESSAGE } from '@mandi/domain';
import { Alert, Button, Flex, Select, Typography, Upload } from 'antd';
import { FormSection } from '../../../kit/form/form-section';
import { SortableGrid } from '../../../kit/upload/sortable-grid';
import { WizardFooter } from '../../../kit/wizard/step-wizard';
import type { SavedProductStepProps } from '../wizard/product-step-props';
import { ImageCard, UploadingCard } from './image-card';
import { withCover } from './image-order';
import { IMAGE_RULES, useImagesSave, useProductImages } from './use-product-images';

type ProductImages = ReturnType<typeof useProductImages>;

/** Which variation the next pictures are for (variable products), and the upload button. */
function UploadControls({
  pictures,
  variations,
}: {
  pictures: ProductImages;
  variations: readonly { id: number; name: string }[];
}) {
  const { uploadFor, setUploadFor, queue } = pictures;
  return (
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
        accept={IMAGE_RULES.accept.join(',')}
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
  );
}

/** The pictures in their order, dragged to reorder, and those still uploading after them. */
function ImageGrid({
  pictures,
  variations,
  readOnly,
}: {
  pictures: ProductImages;
  variations: readonly { id: number; name: string }[];
  readOnly: boolean;
}) {
  const { images, change, queue } = pictures;
  return (
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
            deleteBlocked={pictures.deleteBlocked(image)}
            onCover={() => change(withCover(images, image.id))}
            onVariation={(variationId) =>
              change(
                images.map((item) =>
                  item.id === image.id ? { ...item, productsVariationId: variationId } : item,
                ),
              )
            }
            onDelete={() => pictures.remove(image, position)}
          />
        );
      }}
      after={queue.pending.map((upload) => <UploadingCard key={upload.uid} upload={upload} />)}
    />
  );
}

/**
 * The Images step: pictures uploaded at once with their progress (the first becomes the
 * cover), deleted at once (never the cover); their order, cover and variation are arranged
 * here and saved together (PATCH /products/images/{id}).
 */
export function ImagesStep({ product, onSaved, readOnly }: SavedProductStepProps) {
  const pictures = useProductImages(product);
  const { submit, saving } = useImagesSave(product, onSaved);
  const { images, queue } = pictures;
  const variations = product.productType === 'variable' ? product.productsVariation : [];

  return (
    <>
      <FormSection
        title="Images"
        help=".jpg, .jpeg or .png up to 5 MB; the store shows a 500 × 500 copy. Drag to change the order."
        extra={!readOnly && <UploadControls pictures={pictures} variations={variations} />}
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
          <ImageGrid pictures={pictures} variations={variations} readOnly={readOnly} />
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
          <Button type="primary" loading={saving} onClick={() => submit(images)} disabled={queue.busy}>
            Save
          </Button>
        )}
      </WizardFooter>
    </>
  );
}
