import { CheckCircleFilled, DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Image, Progress, Select, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PendingUpload } from '../../../kit/upload/use-upload-queue';
import type { ProductImage } from '../product-screen';

const PICTURE = { height: 168, objectFit: 'contain', background: '#fafafa', width: '100%' } as const;

interface ImageCardProps {
  image: ProductImage;
  position: number;
  handle: ReactNode;
  /** The product's variations, to show this picture for one of them; none for a simple product. */
  variations: readonly { id: number; name: string }[];
  /** Why it may not be deleted now (it is the cover), or undefined. */
  deleteBlocked?: string;
  readOnly: boolean;
  onCover: () => void;
  onVariation: (variationId: number | null) => void;
  onDelete: () => void;
}

/** One picture of the product: cover mark or "Make cover", the variation it shows, Delete. */
export function ImageCard(props: ImageCardProps) {
  const { image, position } = props;
  const label = `Picture ${position}`;
  return (
    <Card
      size="small"
      className={image.isCover ? 'product-image product-image-cover' : 'product-image'}
      style={
        image.isCover
          ? {
              borderColor: 'var(--ant-color-primary, #409eff)',
              boxShadow: '0 0 0 1px var(--ant-color-primary, #409eff)',
            }
          : undefined
      }
      cover={<Image src={image.image} alt={label} style={PICTURE} />}
      styles={{ body: { padding: 10 } }}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center">
          <Flex align="center" gap={4}>
            {!props.readOnly && props.handle}
            <Typography.Text type="secondary">#{position}</Typography.Text>
          </Flex>
          {image.isCover ? (
            <Tag color="blue" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }}>
              Cover
            </Tag>
          ) : (
            !props.readOnly && (
              <Button
                size="small"
                icon={<StarOutlined />}
                onClick={props.onCover}
                aria-label={`Make picture ${position} the cover`}
              >
                Make cover
              </Button>
            )
          )}
        </Flex>
        {props.variations.length > 0 && (
          <Select
            size="small"
            aria-label={`Variation of picture ${position}`}
            disabled={props.readOnly}
            value={image.productsVariationId ?? 0}
            options={[
              { value: 0, label: 'All variations' },
              ...props.variations.map((variation) => ({ value: variation.id, label: variation.name })),
            ]}
            onChange={(value: number) => props.onVariation(value === 0 ? null : value)}
          />
        )}
        {!props.readOnly && (
          <Tooltip title={props.deleteBlocked}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={props.deleteBlocked !== undefined}
              aria-label={`Delete picture ${position}`}
              onClick={props.onDelete}
              block
            >
              Delete
            </Button>
          </Tooltip>
        )}
      </Flex>
    </Card>
  );
}

/** A picture still uploading: its name and progress where it will show. */
export function UploadingCard({ upload }: { upload: PendingUpload }) {
  return (
    <Card size="small" aria-label={`Uploading ${upload.name}`} styles={{ body: { padding: 10 } }}>
      <Flex vertical align="center" justify="center" gap={12} style={{ height: 168 + 96 }}>
        <Progress type="circle" percent={upload.percent} size={72} />
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
          {upload.name}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
