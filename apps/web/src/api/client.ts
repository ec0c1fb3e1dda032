/**
 * The one JSON client: bearer token when signed in, 30 s time-out, errors in the API's shape
 * turned into ApiError. Toasts for failures are shown by the caller's hooks (see
 * api/notify.ts), so a screen decides whether a failure is worth a toast.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiFieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiFieldError[] = [],
  ) {
    super(message);
  }
}

/** No answer at all (server down, offline, time-out). */
export class NetworkError extends ApiError {
  constructor() {
    super(0, 'Network error!');
  }
}

let tokenSource: () => string | null = () => null;
let onUnauthorized: (error: ApiError) => void = () => {};
let send: typeof fetch = (input, init) => fetch(input, init);

export function configureClient(options: {
  token: () => string | null;
  onUnauthorized: (error: ApiError) => void;
  /** How a call reaches the API: the browser's fetch, or the server's own routes (first-screen/render.tsx). */
  fetch?: typeof fetch;
}) {
  tokenSource = options.token;
  onUnauthorized = options.onUnauthorized;
  if (options.fetch) send = options.fetch;
}

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Repeated keys for arrays (filter=a&filter=b), as the list grammar expects. */
export function toSearchParams(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; raw?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  const token = tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await send(`/api${path}${toSearchParams(options.query)}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const payload = await response.json().catch(() => null);
    const error = new ApiError(
      response.status,
      payload?.message ?? response.statusText ?? 'Has Error',
      payload?.errors ?? [],
    );
    if (response.status === 401 && token) onUnauthorized(error);
    throw error;
  }
  if (options.raw) return response as T;
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** A file download (exports): the raw Response, to be saved as a Blob. */
  download: (path: string, query?: Query) => request<Response>('GET', path, { query, raw: true }),
};

/** The answer of every list call. */
export interface ListPage<T> {
  data: T[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}
