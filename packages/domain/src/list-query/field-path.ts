import type { FieldSpec, ResourceDef } from '../resource';
import { ListQueryError } from './types';

export type Registry = Record<string, ResourceDef>;

/** The resource a declared relation points at; a missing one is a declaration bug. */
export function relatedResource(resource: ResourceDef, relation: string, registry: Registry): ResourceDef {
  const spec = resource.relations?.[relation];
  const target = spec ? registry[spec.resource] : undefined;
  if (!spec || !target) {
    throw new Error(`Resource '${resource.name}' relation '${relation}' names no declared resource`);
  }
  return target;
}

export function hasRelation(resource: ResourceDef, relation: string): boolean {
  return resource.relations !== undefined && Object.hasOwn(resource.relations, relation);
}

export function ownField(resource: ResourceDef, name: string): FieldSpec | undefined {
  return Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
}

/**
 * The FieldSpec a (possibly dotted) path names: `rate`, or `country.name` through the
 * resource's declared relations. Anything else is `Unknown field '...' in <param>`.
 */
export function resolveField(
  resource: ResourceDef,
  path: string,
  registry: Registry,
  param: string,
): FieldSpec {
  const segments = path.split('.');
  const fieldName = segments.pop()!;
  let current = resource;
  for (const relation of segments) {
    if (!hasRelation(current, relation))
      throw new ListQueryError(`Unknown field '${path}' in ${param}`, path);
    current = relatedResource(current, relation, registry);
  }
  const field = ownField(current, fieldName);
  if (!field) throw new ListQueryError(`Unknown field '${path}' in ${param}`, path);
  return field;
}
