import { z } from 'zod';
import type { Access } from './access';
import type { EndpointFile } from './endpoint-file';
import { idPathParam } from './validation';

/**
 * A bespoke call (one that is not a declared resource's list/read/create/update/delete),
 * declared once: its method, path, parameters, body and answer. The server registers its route
 * from this (`apps/server/src/lib/endpoint-route.ts`), the web calls it through
 * `callEndpoint` (`apps/web/src/api/endpoint.ts`) and the tests through `typedEndpoint`
 * (`apps/server/test/typed-client.ts`), so the URL, the body and the answer's type are written
 * in one place and a change to any of them fails to compile wherever it is used.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call it: anyone, any signed-in admin, or a role that may read/write the screens. */
export type EndpointAuth = 'public' | 'signed-in' | { access: Access; action: 'read' | 'write' };

// biome-ignore lint/suspicious/noExplicitAny: any zod object
type AnyObject = z.ZodObject<any>;

export interface EndpointDef<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | EndpointFile = z.ZodType | EndpointFile,
> {
  method: EndpointMethod;
  /** Under `/api`, with `:name` path parameters: `/orders/:id/payments`. */
  path: string;
  /** Stable and unique: what generated clients name the call. */
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: P;
  query?: Q;
  body?: B;
  /** The body is multipart/form-data (`multipartForm`): a caller sends a FormData. */
  multipart?: true;
  /** The answer of a success: its schema, or the file it sends (`endpointFile`). */
  answer: A;
  /** 201 for a call that creates; 200 otherwise. */
  status?: 200 | 201;
}

export function defineEndpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | EndpointFile = z.ZodType,
>(def: EndpointDef<P, Q, B, A>): EndpointDef<P, Q, B, A> {
  return def;
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a caller passes: the path parameters, the query and the body the declaration asks for. */
export type EndpointInput<E> =
  E extends EndpointDef<infer P, infer Q, infer B, z.ZodType | EndpointFile>
    ? (P extends AnyObject
        ? { params: { [K in keyof z.output<P>]: string | number } }
        : { params?: undefined }) &
        (Q extends AnyObject ? { query?: InputOf<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: InputOf<B> } : { body?: undefined })
    : never;

/** What a success answers (a file endpoint's answer is no JSON: `never`). */
export type EndpointAnswer<E> =
  E extends EndpointDef<
    AnyObject | undefined,
    AnyObject | undefined,
    z.ZodType | undefined,
    infer A extends z.ZodType | EndpointFile
  >
    ? A extends z.ZodType
      ? z.output<A>
      : never
    : never;

/** A declared endpoint that answers JSON, and one that answers a file. */
export type JsonEndpoint = EndpointDef<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined,
  z.ZodType
>;
export type FileEndpoint = EndpointDef<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined,
  EndpointFile
>;

/** The path with its parameters filled in (each one URL-encoded): `/orders/12/payments`. */
export function endpointPath(def: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${def.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The usual path parameter: an id (1 to 2147483647). */
export const endpointIdParams = z.object({ id: idPathParam });
