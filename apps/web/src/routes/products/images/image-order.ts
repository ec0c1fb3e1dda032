import type { ProductImage } from '../product-screen';

/** The images with this one as the only cover (a product has one). */
export function withCover(images: readonly ProductImage[], coverId: number): ProductImage[] {
  return images.map((image) => ({ ...image, isCover: image.id === coverId }));
}

/** The Images step's body: each image's place from 1, its cover mark and its variation. */
export function arrangement(images: readonly ProductImage[]) {
  return images.map((image, index) => ({
    id: image.id,
    priority: index + 1,
    isCover: image.isCover,
    productsVariationId: image.productsVariationId,
  }));
}
