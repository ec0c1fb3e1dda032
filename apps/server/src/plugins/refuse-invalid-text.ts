import { textProblem } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/errors';

/**
 * The first string or key in a parsed body, query or params that no column may hold (a NUL, a
 * lone surrogate), with its path (`title`, `items.0.name`), or undefined. Walked with a stack,
 * not recursion, so a deeply nested body cannot overflow it. Every request is walked and almost
 * none holds such a text: a path is written only for an object (its children's prefix) or a
 * find, not for each string.
 */
function firstInvalidText(value: unknown): { path: string; text: string } | undefined {
  // Three stacks in step: a value, its parent's path with the dot, its key ('' for the root).
  const values: unknown[] = [value];
  const prefixes: string[] = [''];
  const keys: string[] = [''];
  while (values.length > 0) {
    const current = values.pop();
    const prefix = prefixes.pop()!;
    const key = keys.pop()!;
    if (typeof current === 'string') {
      if (textProblem(current)) return { path: prefix + key, text: current };
    } else if (current !== null && typeof current === 'object') {
      const path = prefix + key;
      const innerPrefix = path === '' ? '' : `${path}.`;
      for (const inner of Object.keys(current)) {
        if (textProblem(inner)) return { path: innerPrefix + inner, text: inner };
        values.push((current as Record<string, unknown>)[inner]);
        prefixes.push(innerPrefix);
        keys.push(inner);
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
