/**
 * What is wrong with a refusal's body, or undefined when it is the API's error shape:
 * `{ statusCode, error, message[, errors: [{ field, message }]] }`, with no server internals.
 */
export function errorShapeProblem(status: number, body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not a JSON object';
  const answer = body as Record<string, unknown>;
  const extra = Object.keys(answer).filter(
    (key) => !['statusCode', 'error', 'message', 'errors'].includes(key),
  );
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
  if (answer.statusCode !== status) return `statusCode ${String(answer.statusCode)} in a ${status} answer`;
  if (typeof answer.error !== 'string' || answer.error === '') return 'no error name';
  if (typeof answer.message !== 'string' || answer.message === '') return 'no message';
  if (/Failed query|\n\s+at |select .* from|stack/i.test(answer.message))
    return `internals leak: ${answer.message}`;
  if (answer.errors !== undefined) {
    if (!Array.isArray(answer.errors)) return 'errors is not an array';
    for (const entry of answer.errors) {
      const { field, message } = (entry ?? {}) as Record<string, unknown>;
      if (typeof field !== 'string' || typeof message !== 'string' || message === '')
        return `bad errors entry ${JSON.stringify(entry)}`;
    }
  }
  return undefined;
}
