import { type EndpointAnswer, type EndpointInput, endpointPath, type JsonEndpoint } from '@mandi/domain';
import { ApiError, NetworkError, REQUEST_TIMEOUT_MS } from '../../api/client';
import { tokenStore } from '../../auth/token-store';

/** What every upload call answers (POST /common/upload, POST /categories/upload). */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface UploadRules {
  /** Accepted extensions, '.jpg' ...; the server checks the same list. */
  accept: readonly string[];
  maxSizeMb: number;
}

export const FILE_TYPE_MESSAGE = 'file type not permitted!';
export const sizeLimitMessage = (maxMb: number) => `Icon size can not exceed ${maxMb}MB!`;

/** The spec's refusal of a file before it is sent, or null when it may go. */
export function uploadProblem(file: { name: string; size: number }, rules: UploadRules): string | null {
  const match = /\.[^.]+$/.exec(file.name.toLowerCase());
  if (!match || !rules.accept.includes(match[0])) return FILE_TYPE_MESSAGE;
  if (file.size > rules.maxSizeMb * 1048576) return sizeLimitMessage(rules.maxSizeMb);
  return null;
}

export interface UploadOptions {
  query?: Record<string, string>;
  /** Form fields sent beside the file (productId of a product image). */
  fields?: Record<string, string>;
  onProgress?: (percent: number) => void;
}

/**
 * Sends one file as multipart `file` to an upload call (`/common/upload`, under /api), with
 * the token and the 30 s time-out of the JSON client, reporting progress in percent. fetch
 * cannot report upload progress, hence XMLHttpRequest.
 */
export function uploadFile(path: string, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return postFile<UploadedFile>(path, file, options);
}

/**
 * Uploads one file to a declared multipart endpoint (packages/domain `defineEndpoint`), with
 * progress: the path comes from the declaration and the answer is typed by it.
 */
export function uploadToEndpoint<E extends JsonEndpoint>(
  def: E,
  input: Pick<EndpointInput<E>, 'params'>,
  file: File,
  options: Omit<UploadOptions, 'query'> = {},
): Promise<EndpointAnswer<E>> {
  const { params } = input as { params?: Record<string, unknown> };
  return postFile<EndpointAnswer<E>>(endpointPath(def, params), file, options);
}

function postFile<T>(path: string, file: File, options: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
    xhr.open('POST', `/api${path}${search}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError());
    xhr.onload = () => {
      let body: { message?: string; errors?: { field: string; message: string }[] } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T);
      // A refused file names the rule it broke ("file type not permitted!") under errors.
      const message = body?.errors?.[0]?.message ?? body?.message ?? 'Has Error';
      reject(new ApiError(xhr.status, message, body?.errors ?? []));
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
