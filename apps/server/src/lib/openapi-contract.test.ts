import { RESOURCES } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiDocument, redoclyLint, swaggerParserErrors } from '../../test/contract/openapi-tools';
import { createTestApp } from '../../test/harness';
import { declaredRoutes } from '../plugins/auth';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  minLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
};
type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

/** The list grammar's parameters (DESIGN.md, Lists): every list documents each of them. */
const GRAMMAR = [
  'filter',
  'or',
  's',
  'sort',
  'page',
  'limit',
  'per_page',
  'offset',
  'fields',
  'select',
  'join',
];
/**
 * Pages that are not the grammar's lists: the sign-in activity (its own page and adminId) and
 * the store's one settings row.
 */
const NOT_GRAMMAR = ['GET /api/admins-logins', 'GET /api/settings'];

/**
 * Warnings of redocly's recommended rules that docs/DECISIONS.md (API contract) explains: any
 * other warning fails, as every error does.
 */
const EXPLAINED_WARNINGS: {
  rule: string;
  why: string;
  applies: (message: string, pointer: string) => boolean;
}[] = [
  { rule: 'info-license', why: 'the API is the store’s own: no licence to name', applies: () => true },
  {
    rule: 'no-ambiguous-paths',
    why: 'the spec’s /api/orders/fetch/{id} beside /api/orders/{id}/…; Fastify prefers the literal',
    applies: (message) => message.includes('/api/orders/fetch/{id}'),
  },
  {
    rule: 'operation-2xx-response',
    why: 'the settings calls that are always refused (one settings row)',
    applies: (_message, pointer) => /~1api~1settings(~1\{id\})?\/(post|delete)\//.test(pointer),
  },
];

describe('the OpenAPI document, as other programs read it', async () => {
  const { app } = await createTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  // The served JSON as the tools take it, and as this test reads it.
  const served: ApiDocument = response.json();
  const doc: { paths: Record<string, Record<string, Operation>> } = response.json();
  const schemas: Record<string, Schema> = response.json().components.schemas;
  const resolve = (schema: Schema | undefined) =>
    schema?.$ref ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
  const jsonAnswer = (operation: Operation) =>
    resolve(operation.responses['200']?.content?.['application/json']?.schema);
  const lists = operations.filter(
    ({ call, method, operation }) =>
      method === 'get' && jsonAnswer(operation)?.properties?.pageCount && !NOT_GRAMMAR.includes(call),
  );

  let lint: Awaited<ReturnType<typeof redoclyLint>> = [];
  beforeAll(async () => {
    lint = await redoclyLint(served);
  }, 60_000);

  it('passes swagger-parser’s validate() with no error', async () => {
    expect(await swaggerParserErrors(served)).toEqual([]);
  });

  it('passes redocly’s recommended lint with no error, and only the explained warnings', () => {
    const errors = lint.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} ${p.pointer}: ${p.message}`)).toEqual([]);
    const unexplained = lint.filter(
      (p) => !EXPLAINED_WARNINGS.some((w) => w.rule === p.ruleId && w.applies(p.message, p.pointer)),
    );
    expect(unexplained.map((p) => `${p.ruleId} ${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const missing = operations.filter(
      ({ operation }) => !operation.operationId || !operation.summary?.trim(),
    );
    expect(missing.map(({ call }) => call)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const unsafe = ids.filter((id) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(id ?? ''));
    expect(unsafe).toEqual([]);
  });

  it('documents the list grammar on every list, count and export that takes it', () => {
    expect(lists.length).toBeGreaterThanOrEqual(27);
    const takers = operations.filter(
      ({ operation }) =>
        lists.some((list) => list.operation === operation) ||
        operation.parameters?.some((p) => p.in === 'query' && p.name === 'filter'),
    );
    const gaps = takers.flatMap(({ call, operation }) => {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      return GRAMMAR.filter((name) => !names.includes(name)).map((name) => `${call}: ${name}`);
    });
    expect(gaps).toEqual([]);
  });

  it('marks the fields a list row always has as required (id: the grammar always selects it)', () => {
    const loose = lists.filter(({ operation }) => {
      const row = resolve(jsonAnswer(operation)?.properties?.data?.items);
      return !row?.required?.includes('id');
    });
    expect(loose.map(({ call }) => call)).toEqual([]);
  });

  it('asks no token of the public routes and a bearer of every other', () => {
    const publicCalls = new Set(
      declaredRoutes(app)
        .filter((route) => route.auth === 'public')
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(publicCalls).toContain('POST /api/admins/login');
    expect(publicCalls).toContain('GET /api/health');
    const wrong = operations.filter(({ call, operation }) =>
      publicCalls.has(call) ? operation.security?.length !== 0 : operation.security !== undefined,
    );
    expect(wrong.map(({ call }) => call)).toEqual([]);
  });

  it('documents a 4xx in the error shape on every operation', () => {
    const undocumented = operations.filter(({ operation }) => {
      const refusals = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      return !refusals.some(
        ([, answer]) => answer.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error',
      );
    });
    expect(undocumented.map(({ call }) => call)).toEqual([]);
  });

  it('names one media type per content key', () => {
    const keys = operations.flatMap(({ operation }) => [
      ...Object.keys(operation.requestBody?.content ?? {}),
      ...Object.values(operation.responses).flatMap((answer) => Object.keys(answer.content ?? {})),
    ]);
    expect([...new Set(keys)].filter((key) => !/^[\w.+-]+\/[\w.+-]+$/.test(key))).toEqual([]);
  });

  it('shows the shortest text a create body takes as the zod schema the server validates with does', () => {
    const wrong: string[] = [];
    for (const def of Object.values(RESOURCES)) {
      const body = resolve(
        doc.paths[`/api/${def.name}`]?.post?.requestBody?.content['application/json']?.schema,
      );
      if (!body?.properties || !(def.create instanceof z.ZodObject)) continue;
      for (const [field, documented] of Object.entries(body.properties)) {
        const rule = def.create.shape[field];
        if (documented.type !== 'string' || documented.pattern || documented.format || documented.enum)
          continue;
        if (!(rule instanceof z.ZodType)) continue;
        // The shortest text the server takes (0 when an empty text is taken).
        const shortest = [0, 1, 2, 3, 4, 5].find((n) => rule.safeParse('a'.repeat(n)).success);
        if (shortest !== undefined && shortest !== (documented.minLength ?? 0))
          wrong.push(`${def.name}.${field}: server ${shortest}, document ${documented.minLength ?? 0}`);
      }
    }
    expect(wrong).toEqual([]);
    const taxName = doc.paths['/api/taxes']?.post?.requestBody?.content['application/json']?.schema;
    expect(resolve(taxName)?.properties?.name?.minLength).toBe(3);
  });
});
