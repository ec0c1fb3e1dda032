import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

type Operation = { operationId?: string; summary?: string };

describe('the OpenAPI document, as other programs read it', async () => {
  const { app } = await createTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc: { paths: Record<string, Record<string, Operation>> } = response.json();
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

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
});
