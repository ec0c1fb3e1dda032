import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../product-screen';
import { arrangement, withCover } from './image-order';

const image = (id: number, over: Partial<ProductImage> = {}): ProductImage => ({
  id,
  productId: 1,
  productsVariationId: null,
  image: `/uploads/${id}.jpg`,
  originalImage: null,
  createdTimestamp: '2025-11-22T06:00:00.000Z',
  priority: id,
  isCover: false,
  ...over,
});

describe('the Images step arrangement', () => {
  it('keeps one cover', () => {
    const moved = withCover([image(1, { isCover: true }), image(2), image(3)], 3);
    expect(moved.map((item) => item.isCover)).toEqual([false, false, true]);
  });

  it('numbers the pictures from 1 in the order shown, with cover and variation', () => {
    expect(arrangement([image(9), image(4, { isCover: true, productsVariationId: 12 })])).toEqual([
      { id: 9, priority: 1, isCover: false, productsVariationId: null },
      { id: 4, priority: 2, isCover: true, productsVariationId: 12 },
    ]);
  });
});
