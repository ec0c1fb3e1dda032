import {
  type DetailOf,
  type EndpointAnswer,
  type EndpointDef,
  type EndpointInput,
  endpointPath,
  type ListAnswer,
  type ResourceDef,
  type RowOf,
} from '@mandi/domain';
import type { z } from 'zod';
import type { TestApp } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: any resource's schemas
type AnyDef = ResourceDef<any, any, any, any>;

/** An answer whose body is typed from the declaration: a field it does not declare does not compile. */
export interface TypedAnswer<T> {
  status: number;
  /** The body as a 2xx answers it; a 4xx body is the error shape (check `status` first). */
  body: T;
}

/**
 * The spec's calls on one declared resource, typed from its declaration (`row`, `detail`,
 * `create`, `update`): rows are `z.infer` of the answer schemas the routes declare, so a test
 * comparing two fields the answer never carries (`createdBy` of a resource that does not
 * record it) fails to compile instead of passing on `undefined === undefined`.
 */
export function typedCall<D extends AnyDef>(call: TestApp['call'], token: string, def: D) {
  const base = `/api/${def.name}`;
  const send = async <T>(options: Parameters<TestApp['call']>[1]): Promise<TypedAnswer<T>> =>
    (await call(token, options)) as TypedAnswer<T>;
  return {
    /** GET /{name}?{query}: a page of rows, each with the asked fields and joins. */
    list: (query = '') =>
      send<ListAnswer<Partial<RowOf<D>>>>({
        method: 'GET',
        url: query ? `${base}?${query}` : base,
      }),
    get: (id: number) => send<DetailOf<D>>({ method: 'GET', url: `${base}/${id}` }),
    create: (body: z.input<D['create']>) => send<DetailOf<D>>({ method: 'POST', url: base, payload: body }),
    update: (id: number, body: z.input<D['update']>) =>
      send<DetailOf<D>>({ method: 'PATCH', url: `${base}/${id}`, payload: body }),
    toggle: (id: number, enabled: boolean) =>
      send<{ id: number; enabled: boolean }>({ method: 'PATCH', url: `${base}/${id}`, payload: { enabled } }),
    remove: (id: number) => send<{ id: number }>({ method: 'DELETE', url: `${base}/${id}` }),
  };
}

/**
 * A declared endpoint (packages/domain `defineEndpoint`) called as the web calls it: the path
 * filled from its params, the body and the answer typed from the declaration.
 */
export async function typedEndpoint<E extends EndpointDef>(
  call: TestApp['call'],
  token: string | null,
  def: E,
  input: EndpointInput<E>,
): Promise<TypedAnswer<EndpointAnswer<E>>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
  };
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`
    : '';
  const url = `/api${endpointPath(def, params)}${search}`;
  return (await call(token, {
    method: def.method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
  })) as TypedAnswer<EndpointAnswer<E>>;
}
