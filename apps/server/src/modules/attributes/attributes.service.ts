import { attributes as attributeDef } from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { attributes, attributesValues } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { attributeValuesBinding } from '../attribute-values/attribute-values.service';
import { crudService } from '../crud/crud.service';
import type { ResourceCall } from '../crud/resource-service';
import { attributesRepository as repository } from './attributes.repository';
import { refuseSystemAttribute } from './system-attribute';

export const attributesBinding: ResourceBinding = {
  def: attributeDef,
  table: attributes,
  relations: {
    attributesValue: {
      target: () => attributeValuesBinding,
      sourceColumn: attributes.id,
      targetColumn: attributesValues.attributeId,
    },
  },
};

async function beforeDelete(tx: Tx, existing: Row) {
  refuseSystemAttribute(existing.id as number);
  const n = await repository.productUseCount(tx, existing.id as number);
  if (n > 0) {
    throw conflict(
      `${existing.name} cannot be deleted: ${n} ${n === 1 ? 'product uses' : 'products use'} it. Disable it instead.`,
    );
  }
}

const base = crudService({
  binding: attributesBinding,
  unique: [{ field: 'name', message: 'An attribute with this name already exists' }],
  beforeWrite: (_tx, input, existing) => {
    if (existing) refuseSystemAttribute(existing.id as number);
    return input;
  },
  beforeDelete,
});

export const attributesService = {
  ...base,

  setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    refuseSystemAttribute(id);
    return base.setEnabled(call, id, enabled);
  },

  /** POST /attributes/tree: the asked attributes, in the asked order, each with its values. */
  async tree(db: Db, ids: number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const [found, values] = await Promise.all([
      repository.byIds(db, unique),
      repository.valuesOf(db, unique),
    ]);
    const byId = new Map(found.map((row) => [row.id, row]));
    return unique.flatMap((id) => {
      const attribute = byId.get(id);
      if (!attribute) return [];
      return [{ ...attribute, attributesValue: values.filter((value) => value.attributeId === id) }];
    });
  },
};
