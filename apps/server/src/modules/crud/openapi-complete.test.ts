import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

/** A file the call sends rather than JSON: declared by its content type alone. */
const fileTypes = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
  'application/octet-stream',
];

/** Writes that take no body: signing out, reading who is signed in, retrying a notification's failed tokens. */
const bodiless = ['POST /api/admins/logout', 'POST /api/admins/me', 'POST /api/notifications/{id}/retry'];
/** Calls always refused (the store's one settings row): their refusal is their answer. */
const refused = ['POST /api/settings', 'DELETE /api/settings/{id}'];

/** What an operation's documentation lacks: a success answer's schema, a request body. */
function gapsOf(path: string, method: string, operation: Operation): string[] {
  const call = `${method.toUpperCase()} ${path}`;
  if (refused.includes(call)) {
    return operation.responses?.['409']?.content?.['application/json']?.schema ? [] : ['no refusal'];
  }
  const gaps: string[] = [];
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
  const answered = successes.some(([, response]) =>
    Object.entries(response.content ?? {}).some(
      ([type, media]) => media.schema !== undefined || fileTypes.includes(type),
    ),
  );
  if (!answered) gaps.push('no success answer');
  if (['post', 'patch', 'put'].includes(method) && !bodiless.includes(call)) {
    const body = operation.requestBody?.content ?? {};
    const multipart = body['multipart/form-data']?.schema?.properties;
    if (!body['application/json']?.schema && !multipart) gaps.push('no request body');
  }
  return gaps;
}

/** The OpenAPI document describes every request and answer (issue 9, item 1). */
describe('the OpenAPI document', async () => {
  const { app } = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();

  it('declares a success answer for every call and a body for every write', () => {
    const gaps: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const gap of gapsOf(path, method, operation))
          gaps.push(`${method.toUpperCase()} ${path}: ${gap}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('declares the error shape of generated calls, and resolves every shared schema', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const faq = doc.paths['/api/faqs/{id}'].get.responses;
    expect(faq['4XX']?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const missing = refs.filter((name) => !doc.components?.schemas?.[name]);
    expect([...new Set(missing)]).toEqual([]);
  });
});
