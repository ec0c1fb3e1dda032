import { PRODUCT_IMAGE_SIZE } from '@mandi/domain';
import sharp from 'sharp';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * The copy of a product picture the store shows (spec 01 §7): scaled to 500 wide (or 500
 * high when it is taller than wide) on a 500 × 500 white canvas, transparency on white,
 * JPEG quality 80. The camera's orientation tag is applied first so photos stand upright.
 */
export function squareCopy(content: Buffer): Promise<Buffer> {
  const { width, height, quality } = PRODUCT_IMAGE_SIZE;
  return sharp(content)
    .rotate()
    .resize({ width, height, fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .jpeg({ quality })
    .toBuffer();
}

/** 'Amul Butter.png' → 'Amul Butter-500x500.jpg': the copy's name beside the original's. */
export function copyName(original: string): string {
  const base = original.replace(/\.[^.]*$/, '') || 'image';
  return `${base}-${PRODUCT_IMAGE_SIZE.width}x${PRODUCT_IMAGE_SIZE.height}.jpg`;
}
