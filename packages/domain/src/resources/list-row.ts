import { z } from 'zod';
import type { ResourceDef } from '../resource';
import { RESOURCES } from './index';

const cache = new Map<ResourceDef, z.ZodObject>();

/**
 * A list's row: the asked `fields` of the declared row (so each may be absent), with each
 * `join=` relation beside them as its own declared row (many: an array; one: a row or null).
 */
export function listRowOf(def: ResourceDef): z.ZodObject {
  const known = cache.get(def);
  if (known) return known;
  const relations: Record<string, z.ZodType> = {};
  for (const [name, relation] of Object.entries(def.relations ?? {})) {
    const target = RESOURCES[relation.resource];
    if (!target) throw new Error(`${def.name}.${name}: no resource ${relation.resource}`);
    const row = target.row.partial();
    relations[name] = (relation.many ? z.array(row) : row.nullable()).optional();
  }
  const listRow = def.row.partial().extend(relations);
  cache.set(def, listRow);
  return listRow;
}
