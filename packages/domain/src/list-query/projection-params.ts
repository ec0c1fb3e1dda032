import type { ResourceDef } from '../resource';
import { hasRelation, ownField, type Registry, relatedResource } from './field-path';
import { paramValues, splitList } from './raw-params';
import { type JoinSpec, ListQueryError, type RawQuery } from './types';

/** Declared fields of `resource`, with 'id' first and no repeats. */
function checkedFields(names: string[], resource: ResourceDef, where: string): string[] {
  for (const name of names) {
    if (!ownField(resource, name)) throw new ListQueryError(`Unknown field '${name}' in ${where}`, name);
  }
  return [...new Set(['id', ...names])];
}

/** `fields=name,rate` or `select=name,rate` (repeatable): only these keys in each row. */
export function parseFields(raw: RawQuery, resource: ResourceDef): string[] | undefined {
  const names = paramValues(raw, 'fields', 'select').flatMap(splitList);
  return names.length > 0 ? checkedFields(names, resource, 'fields') : undefined;
}

/** `join=country` or `join=country||name,code`: related rows attached to each row. */
export function parseJoins(raw: RawQuery, resource: ResourceDef, registry: Registry): JoinSpec[] {
  const joins = new Map<string, JoinSpec>();
  for (const text of paramValues(raw, 'join')) {
    const [relation = '', select = ''] = text.split('||');
    if (!hasRelation(resource, relation))
      throw new ListQueryError(`Unknown relation '${relation}' in join`, relation);
    const target = relatedResource(resource, relation, registry);
    const names = splitList(select);
    const fields = names.length > 0 ? checkedFields(names, target, `join '${relation}'`) : undefined;
    const previous = joins.get(relation);
    // The same relation joined twice: the union of what both asked (all fields if either did).
    const merged =
      previous === undefined
        ? fields
        : previous.fields && fields
          ? [...new Set([...previous.fields, ...fields])]
          : undefined;
    joins.set(relation, merged ? { relation, fields: merged } : { relation });
  }
  return [...joins.values()];
}
