import { RESOURCES } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';

/** Every generated call documents its answer from the declaration (issue 9, item 1). */
describe('the OpenAPI document of the generated calls', async () => {
  const { app } = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const answerOf = (path: string, method: string, status: string) =>
    doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;

  it('shows the list, row, toggle and delete answers of every generated resource', () => {
    // Variations, images, settings and orders have calls of their own shape (not the generator's).
    const own = ['products-variations', 'products-images', 'settings', 'orders'];
    const generated = Object.values(RESOURCES).filter((def) => !own.includes(def.name));
    expect(generated).toHaveLength(24);
    for (const def of generated) {
      const base = `/api/${def.name}`;
      expect(answerOf(base, 'get', '200')?.properties?.pageCount, base).toBeDefined();
      expect(answerOf(`${base}/{id}`, 'get', '200')?.properties?.id, `${base}/{id}`).toBeDefined();
      expect(answerOf(base, 'post', '201')?.properties?.id, `POST ${base}`).toBeDefined();
      expect(answerOf(`${base}/{id}`, 'patch', '200'), `PATCH ${base}/{id}`).toBeDefined();
      expect(answerOf(`${base}/{id}`, 'delete', '200')?.properties, `DELETE ${base}/{id}`).toEqual({
        id: expect.any(Object),
      });
    }
  });

  it('names who wrote a row in its answer, and documents the import rows', () => {
    const faq = answerOf('/api/faqs/{id}', 'get', '200');
    expect(Object.keys(faq.properties)).toEqual(
      expect.arrayContaining(['createdBy', 'updatedBy', 'createdByName', 'updatedByName']),
    );
    const rows = doc.paths['/api/pincodes/singleImport'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(rows.items)).toContain('"pincodeName"');
  });
});
