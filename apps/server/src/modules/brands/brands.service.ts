import { brands as brandDef } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { brands } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import { brandsRepository } from './brands.repository';

export const brandsBinding: ResourceBinding = { def: brandDef, table: brands };

/** A brand its products still name is kept (a category tile pointing at it just loses the link). */
async function beforeDelete(tx: Tx, existing: Row) {
  const n = await brandsRepository.productCount(tx, existing.id as number);
  if (n > 0) {
    throw conflict(
      `${existing.name} cannot be deleted: ${n} ${n === 1 ? 'product is' : 'products are'} of this brand. Disable it instead.`,
    );
  }
}

export const brandsService = crudService({
  binding: brandsBinding,
  unique: [{ field: 'name', message: 'A brand with this name already exists' }],
  beforeDelete,
  fileFields: ['image'],
});
