import { textProblem } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/errors';

/**
 * The first string or key in a parsed body, query or params that no column may hold (a NUL, a
 * lone surrogate), with its path (`title`, `items.0.name`), or undefined. Walked with a stack,
 * not recursion, so a deeply nested body cannot overflow it.
 */
function firstInvalidText(value: unknown): { path: string; text: string } | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (textProblem(current)) return { path, text: current };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path === '' ? key : `${path}.${key}`;
        if (textProblem(key)) return { path: innerPath, text: key };
        stack.push([inner, innerPath]);
      }
    }
  }
  return undefined;
}

/** 'emailAddress' → 'Email address', 'items.0.name' → 'Name'. */
export function labelOf(path: string): string {
  const name = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? 'The request' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field (under `name` when given: `product.name`) and the refusal for the first text in
 * `value` that no column may hold, or undefined when every text is fine.
 */
export function invalidTextIn(value: unknown, name?: string): { field: string; message: string } | undefined {
  const found = firstInvalidText(value);
  if (found === undefined) return undefined;
  const field = [name, found.path].filter(Boolean).join('.');
  return { field: field || 'body', message: textProblem(found.text, labelOf(field))! };
}

/**
 * No field of the store means a NUL or a lone UTF-16 surrogate, and PostgreSQL cannot store
 * either (text refuses NUL; jsonb refuses both; text would silently get U+FFFD for a surrogate):
 * one in a request's path, query or JSON body is refused with a 400 naming the field, before
 * validation and before any query runs. (Multipart fields are checked where read; a list's `s=`
 * JSON by the list grammar, with the same domain rule.)
 */
export function registerRefuseInvalidText(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const invalid = invalidTextIn(part);
      if (invalid !== undefined) return done(invalidField(invalid.field, invalid.message));
    }
    done();
  });
}
