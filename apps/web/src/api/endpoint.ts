import {
  type EndpointAnswer,
  type EndpointInput,
  endpointPath,
  type FileEndpoint,
  type JsonEndpoint,
} from '@mandi/domain';
import { type Query, request } from './client';

/** What a call may add to its declared input: headers (the import run's id). */
export interface CallOptions {
  headers?: Record<string, string>;
}

function send<T>(def: JsonEndpoint | FileEndpoint, input: unknown, options: CallOptions, raw: boolean) {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  };
  const path = endpointPath(def, params);
  return request<T>(def.method, path, { query, body, raw, headers: options.headers });
}

/**
 * Calls a declared endpoint (packages/domain `defineEndpoint`): the path, method, body and the
 * answer's type all come from its declaration, so no screen writes a URL or asserts a type.
 * A multipart endpoint's body is the FormData it documents.
 */
export function callEndpoint<E extends JsonEndpoint>(
  def: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  return send<EndpointAnswer<E>>(def, input, options, false);
}

/**
 * Fetches the file a declared file endpoint answers (a PDF, an xlsx): the raw Response, to be
 * saved with `saveDownload` under the name the server gives it.
 */
export function downloadEndpoint<E extends FileEndpoint>(def: E, input: EndpointInput<E>): Promise<Response> {
  return send<Response>(def, input, {}, true);
}
