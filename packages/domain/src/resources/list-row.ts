import { z } from 'zod';
import type { ResourceDef } from '../resource';
import { RESOURCES } from './index';

const cache = new Map<ResourceDef, z.ZodObject>();

/** Every field optional but `id`, which the grammar always selects (projection-params.ts). */
function allButId(row: z.ZodObject): z.ZodObject {
  const id = row.shape.id;
  return id ? row.partial().extend({ id }) : row.partial();
}

/**
 * A list's row: the asked `fields` of the declared row (so each but `id` may be absent), with
 * each `join=` relation beside them as its own declared row (many: an array; one: a row or
 * null).
 */
export function listRowOf(def: ResourceDef): z.ZodObject {
  const known = cache.get(def);
  if (known) return known;
  const relations: Record<string, z.ZodType> = {};
  for (const [name, relation] of Object.entries(def.relations ?? {})) {
    const target = RESOURCES[relation.resource];
    if (!target) throw new Error(`${def.name}.${name}: no resource ${relation.resource}`);
    const row = allButId(target.row);
    relations[name] = (relation.many ? z.array(row) : row.nullable()).optional();
  }
  const listRow = allButId(def.row).extend(relations);
  cache.set(def, listRow);
  return listRow;
}
