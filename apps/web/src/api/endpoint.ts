import { type EndpointAnswer, type EndpointDef, type EndpointInput, endpointPath } from '@mandi/domain';
import { type Query, request } from './client';

/**
 * Calls a declared endpoint (packages/domain `defineEndpoint`): the path, method, body and the
 * answer's type all come from its declaration, so no screen writes a URL or asserts a type.
 */
export function callEndpoint<E extends EndpointDef>(
  def: E,
  input: EndpointInput<E>,
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  };
  const path = endpointPath(def, params);
  return request<EndpointAnswer<E>>(def.method, path, { query, body });
}
