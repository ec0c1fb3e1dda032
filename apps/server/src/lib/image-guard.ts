import sharp from 'sharp';
import { HttpError } from './errors';

/**
 * The most pixels a picture may declare. A phone's photo is 12 to 50 MP; 40 MP (7,700 × 5,200)
 * keeps a decoded picture (4 bytes a pixel) near 160 MB, within what the server can hold while
 * it makes the 500 × 500 copy. A larger header (50,000 × 50,000 in 74 bytes) is a bomb.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const refused = (status: number, message: string) =>
  new HttpError(status, message, [{ field: 'file', message }]);

/**
 * Refuses a picture whose header declares more than MAX_IMAGE_PIXELS, or that has no header
 * sharp can read. Only the header is read: nothing is decoded.
 */
export async function guardImage(content: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // No pixel limit here: sharp's own would refuse with an error we could not tell apart.
    ({ width, height } = await sharp(content, { limitInputPixels: false }).metadata());
  } catch {
    throw refused(400, 'The picture could not be read');
  }
  if (!width || !height) throw refused(400, 'The picture could not be read');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw refused(
      413,
      `The picture is ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
}
