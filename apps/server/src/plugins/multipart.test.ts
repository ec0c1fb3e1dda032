import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartFile } from '../modules/categories/catalogue.factories';
import { registerMultipart, SAVE_REQUEST_FILES_REFUSED } from './multipart';

const built: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(built.splice(0).map((app) => app.close()));
});

/** A bare app with multipart registered one way, a route reading an upload and one counting the response's `close` listeners. */
async function appWith(register?: (app: FastifyInstance) => PromiseLike<unknown>) {
  const app = Fastify({ logger: false });
  built.push(app);
  if (register) await register(app);
  app.get('/listeners', (_request, reply) => ({ close: reply.raw.listenerCount('close') }));
  app.post('/upload', async (request) => {
    const file = await request.file();
    return {
      multipart: request.isMultipart(),
      name: file?.filename,
      bytes: (await file?.toBuffer())?.length,
    };
  });
  app.post('/save', async (request) => {
    await request.saveRequestFiles();
    return { saved: true };
  });
  return app;
}

const closeListeners = async (app: FastifyInstance) => (await app.inject({ url: '/listeners' })).json().close;

describe('registerMultipart', () => {
  it('adds nothing to a request that is not an upload (the plain plugin adds a close listener to every response)', async () => {
    const none = await closeListeners(await appWith());
    const plain = await closeListeners(await appWith((app) => app.register(multipart)));
    const ours = await closeListeners(await appWith((app) => registerMultipart(app, {})));
    expect(plain).toBe(none + 1);
    expect(ours).toBe(none);
  });

  it('still reads an upload as a stream on any route', async () => {
    const app = await appWith((app) => registerMultipart(app, { limits: { files: 1 } }));
    const answer = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipartFile('a.png', Buffer.alloc(300, 7)),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ multipart: true, name: 'a.png', bytes: 300 });
  });

  it('refuses saveRequestFiles, whose temporary files only the dropped hooks would delete', async () => {
    const app = await appWith((app) => registerMultipart(app, {}));
    const answer = await app.inject({
      method: 'POST',
      url: '/save',
      ...multipartFile('a.png', Buffer.alloc(10)),
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toBe(SAVE_REQUEST_FILES_REFUSED);
  });
});
