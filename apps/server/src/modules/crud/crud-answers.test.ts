import { faqs } from '@mandi/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { SessionPrincipal } from '../../plugins/auth';
import { crudRoutes } from './crud.routes';
import type { ResourceService } from './resource-service';

const stored = {
  id: 1,
  enabled: true,
  title: 'Do you deliver on Sundays?',
  answer: 'Yes.',
  priority: 0,
  createdTimestamp: '2025-11-22T06:00:00.000Z',
  updatedTimestamp: '2025-11-22T06:00:00.000Z',
  createdBy: 3,
  updatedBy: 3,
  createdByName: 'Asha Rao',
  updatedByName: 'Asha Rao',
  // Not in the declaration: must never leave.
  passwordHash: 'secret',
};

/** A service answering a row with an undeclared column, to see what the routes send. */
const service: ResourceService = {
  def: faqs,
  list: async () => ({ data: [stored], count: 1, total: 1, page: 1, pageCount: 1 }),
  exportRows: async function* () {},
  get: async () => stored,
  create: async () => stored,
  update: async () => stored,
  setEnabled: async (_call, id, enabled) => ({ id, enabled }),
  remove: async (_call, id) => ({ id }),
};

async function appWith() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const principal = { id: 3 } as SessionPrincipal;
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    request.principal = principal;
  });
  await crudRoutes(app, { db: {} } as AppContext, service);
  await app.ready();
  return app;
}

describe('the generated routes answer through the declaration', async () => {
  const app = await appWith();

  it('strips a column the declaration does not answer, from a row and from a list', async () => {
    const one = (await app.inject({ method: 'GET', url: '/api/faqs/1' })).json();
    expect(one).toEqual({ ...stored, passwordHash: undefined });
    expect(one).not.toHaveProperty('passwordHash');
    const page = (await app.inject({ method: 'GET', url: '/api/faqs' })).json();
    expect(page.data[0]).not.toHaveProperty('passwordHash');
    expect(page.data[0]).not.toHaveProperty('createdByName');
    expect(page).toMatchObject({ count: 1, total: 1, page: 1, pageCount: 1 });
  });

  it('tells the toggle from an update by the body alone', async () => {
    const toggle = await app.inject({ method: 'PATCH', url: '/api/faqs/1', payload: { enabled: false } });
    expect(toggle.json()).toEqual({ id: 1, enabled: false });
    const update = await app.inject({
      method: 'PATCH',
      url: '/api/faqs/1',
      payload: { enabled: false, priority: 2 },
    });
    expect(update.json()).toMatchObject({ id: 1, title: stored.title });
  });
});
