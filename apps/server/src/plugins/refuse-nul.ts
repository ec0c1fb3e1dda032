import { hasNul, nulMessage } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/errors';

/**
 * The path (`title`, `items.0.name`) of the first string or key holding a NUL character in a
 * parsed body, query or params, or undefined. Walked with a stack, not recursion, so a deeply
 * nested body cannot overflow it.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path === '' ? key : `${path}.${key}`;
        if (hasNul(key)) return innerPath;
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
 * PostgreSQL cannot store a NUL character in text, and no field of the store means one: a NUL
 * anywhere in a request's path, query or JSON body is refused with a 400 naming the field,
 * before validation and before any query runs. (Multipart fields are checked where read.)
 */
export function registerRefuseNul(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path !== undefined) return done(invalidField(path || 'body', nulMessage(labelOf(path))));
    }
    done();
  });
}
