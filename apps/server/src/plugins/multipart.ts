import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/** What @fastify/multipart hangs on every request of the app, and what it is for. */
const CLEANUP_HOOKS = new Set(['onRequest', 'onResponse']);

export const SAVE_REQUEST_FILES_REFUSED =
  'request.saveRequestFiles is not available: the app reads uploads as streams (plugins/multipart.ts)';

/**
 * @fastify/multipart (the `multipart/form-data` parser and `request.file()`, `parts()`,
 * `isMultipart()` on every route, as before) without its two hooks on every request: an async
 * onRequest that adds a `close` listener to each response and an async onResponse, both only
 * to delete the temporary files of `request.saveRequestFiles()`. The app never saves an
 * upload to disk (every upload is read as a stream: receive-upload.ts, read-image-upload.ts,
 * read-import-request.ts), so they did nothing, on every list request too (about 15 µs of a
 * request's CPU, issue 32 §3). `saveRequestFiles` refuses, so nobody relies on a cleanup that
 * no longer runs.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions) {
  const inner = (multipart as unknown as { fastifyMultipart: FastifyPluginCallback<FastifyMultipartOptions> })
    .fastifyMultipart;
  const plugin: FastifyPluginCallback<FastifyMultipartOptions> = (instance, pluginOptions, done) => {
    const facade = new Proxy(instance, {
      get(target, property) {
        if (property === 'addHook')
          return (name: string, hook: never) => {
            if (!CLEANUP_HOOKS.has(name)) target.addHook(name as never, hook);
            return facade;
          };
        if (property === 'decorateRequest')
          return (name: string, value: unknown) => {
            const refused = () => {
              throw new Error(SAVE_REQUEST_FILES_REFUSED);
            };
            target.decorateRequest(name, name === 'saveRequestFiles' ? refused : (value as never));
            return facade;
          };
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    inner(facade, pluginOptions, done);
  };
  // As fastify-plugin does: the parser and the request's methods belong to the whole app.
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/multipart',
  });
  await app.register(plugin, options);
}
