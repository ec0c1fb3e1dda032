import type { z } from 'zod';
import { idAnswer } from './answers';
import { defineEndpoint, endpointIdParams } from './endpoint';
import type { ResourceDef } from './resource';

/** `products-variations` → `ProductsVariations`, as the server names a route's operation. */
const pascal = (name: string) =>
  name
    .split(/[-_\s.]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/**
 * A declared resource's create, update and delete as declared endpoints, derived from the
 * resource's declaration (the one the server's crudRoutes registers them from): the path, the
 * body and the answer are the declaration's, so a screen with its own form (the product
 * wizard) calls them through `callEndpoint` without writing a URL or asserting a type.
 */
export function resourceWriteEndpoints<
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodObject,
  D extends z.ZodObject,
>(def: ResourceDef<C, U, R, D>) {
  const name = pascal(def.name);
  const common = { tags: [def.label], auth: { access: def.access, action: 'write' as const } };
  // A resource without its own detail answers its row, which its Detail type then is.
  const detail = (def.detail ?? def.row) as D;
  return {
    create: defineEndpoint({
      ...common,
      method: 'POST',
      path: `/${def.name}`,
      operationId: `post${name}`,
      summary: `Add to ${def.name}`,
      body: def.create,
      answer: detail,
      status: 201,
    }),
    update: defineEndpoint({
      ...common,
      method: 'PATCH',
      path: `/${def.name}/:id`,
      operationId: `patch${name}ById`,
      summary: `Update ${def.name} by id`,
      params: endpointIdParams,
      body: def.update,
      answer: detail,
    }),
    remove: defineEndpoint({
      ...common,
      method: 'DELETE',
      path: `/${def.name}/:id`,
      operationId: `delete${name}ById`,
      summary: `Delete ${def.name} by id`,
      params: endpointIdParams,
      answer: idAnswer,
    }),
  };
}
