import { attributesValues as valueDef } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { attributes, attributesValues } from '../../db/schema';
import { conflict, invalidField } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { lockUnique } from '../../lib/unique-lock';
import { attributesBinding } from '../attributes/attributes.service';
import { refuseSystemAttribute } from '../attributes/system-attribute';
import { crudService } from '../crud/crud.service';
import type { ResourceCall } from '../crud/resource-service';
import { attributeValuesRepository as repository } from './attribute-values.repository';

export const attributeValuesBinding: ResourceBinding = {
  def: valueDef,
  table: attributesValues,
  relations: {
    attribute: {
      target: () => attributesBinding,
      sourceColumn: attributesValues.attributeId,
      targetColumn: attributes.id,
    },
  },
};

const DUPLICATE_MESSAGE = 'This attribute already has this value';

/**
 * The values of the system attribute are the system's too; a value's name is unique within
 * its attribute; a new value without a priority goes last.
 */
async function beforeWrite(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const attributeId = (existing?.attributeId ?? input.attributeId) as number;
  refuseSystemAttribute(attributeId);
  if (!existing && !(await repository.attributeExists(tx, attributeId))) {
    throw invalidField('attributeId', 'Please choose an existing attribute');
  }
  if (typeof input.name === 'string') {
    await lockUnique(tx, 'attributes_values.name', attributeId, input.name);
    if (await repository.nameTaken(tx, attributeId, input.name, existing?.id as number | undefined)) {
      throw conflict(DUPLICATE_MESSAGE, [{ field: 'name', message: DUPLICATE_MESSAGE }]);
    }
  }
  if (!existing && input.priority === undefined) {
    return { ...input, priority: (await repository.maxPriority(tx, attributeId)) + 1 };
  }
  return input;
}

async function beforeDelete(tx: Tx, existing: Row) {
  refuseSystemAttribute(existing.attributeId as number);
  const n = await repository.variationUseCount(tx, existing.id as number);
  if (n > 0) {
    throw conflict(
      `${existing.name} cannot be deleted: ${n} product ${n === 1 ? 'variation uses' : 'variations use'} it. Disable it instead.`,
    );
  }
}

const base = crudService({ binding: attributeValuesBinding, beforeWrite, beforeDelete });

export const attributeValuesService = {
  ...base,

  async setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    const value = await base.get(call, id);
    refuseSystemAttribute(value.attributeId as number);
    return base.setEnabled(call, id, enabled);
  },
};
