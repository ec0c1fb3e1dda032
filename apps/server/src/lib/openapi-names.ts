/**
 * The names generated clients read, derived from the route when it declares none, so a route
 * added later gets them without doing anything: the derivation only looks at the method, the
 * path and what the route already says.
 */

/** `/api/orders/{id}/invoice` → `['orders', '{id}', 'invoice']`: the path below /api. */
function segmentsOf(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments[0] === 'api' ? segments.slice(1) : segments;
}

const parameterName = (segment: string) => /^\{(.+)\}$/.exec(segment)?.[1];

/** `products-variations`, `singleImport`, `app_version` → their words, lower case. */
function wordsOf(text: string): string[] {
  return text
    .split(/[-_\s.]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/orders/{id}/invoice` → `getOrdersByIdInvoice`: the method, then each segment's
 * words (a parameter as `By` and its name). Stable while the path is; two paths that differ
 * only in `-` against `/` (products-images, products/images) would meet, so one of them
 * declares its own (the OpenAPI test checks every id is unique).
 */
export function derivedOperationId(method: string, path: string): string {
  const words = segmentsOf(path).flatMap((segment) => {
    const parameter = parameterName(segment);
    return parameter ? ['by', ...wordsOf(parameter)] : wordsOf(segment);
  });
  return method.toLowerCase() + words.map(capital).join('');
}

/** Longest summary taken from a description; a longer first sentence gives the derived one. */
const SUMMARY_MAX = 80;

/**
 * The first sentence of a description (up to `. ` or a line break), as a summary, when it is
 * short enough to be one.
 */
export function summaryFromDescription(description: string | undefined): string | undefined {
  const first = description
    ?.split(/(?<=\.)\s|\n/)[0]
    ?.trim()
    .replace(/\.$/, '');
  if (!first || first.length > SUMMARY_MAX) return undefined;
  return capital(first);
}

/**
 * A summary from the method and path: `List taxes`, `Get taxes by id`, `Add to taxes`,
 * `Update taxes by id`, `Delete taxes by id`, `Admins login`, `Get orders invoice by id`.
 */
export function derivedSummary(method: string, path: string, isList: boolean): string {
  const segments = segmentsOf(path);
  const literals = segments.filter((segment) => !parameterName(segment));
  const parameters = segments.map(parameterName).filter((name) => name !== undefined);
  const words = literals.flatMap(wordsOf).join(' ');
  const by = parameters.length > 0 ? ` by ${parameters.flatMap(wordsOf).join(' and ')}` : '';
  switch (method.toLowerCase()) {
    case 'get':
      return isList ? `List ${words}` : `Get ${words}${by}`;
    case 'post':
      return literals.length === 1 && parameters.length === 0 ? `Add to ${words}` : capital(`${words}${by}`);
    case 'put':
      return `Replace ${words}${by}`;
    case 'patch':
      return `Update ${words}${by}`;
    case 'delete':
      return `Delete ${words}${by}`;
    default:
      return capital(`${method.toLowerCase()} ${words}${by}`);
  }
}
