import { productsImages as imageDef } from '@mandi/domain';
import { productsImages } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';

export const productsImagesBinding: ResourceBinding = { def: imageDef, table: productsImages };
