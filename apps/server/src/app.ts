import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerModules } from './modules';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';

export const webDistFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app at / (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** The whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mandi admin API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });

  registerErrorHandler(app);
  registerAuth(app, database.db);

  const ctx: AppContext = { db: database.db, dbKind: database.kind, config };
  await registerModules(app, ctx);

  if (options.serveWeb && fs.existsSync(webDistFolder)) {
    await app.register(fastifyStatic, { root: webDistFolder, wildcard: false });
    // Client-side routes (/product/list, ...) all answer the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Route ${request.method} ${request.url} not found`,
        });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}
