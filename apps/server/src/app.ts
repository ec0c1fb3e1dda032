import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { webDistFolder } from './app-paths';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { localDiskStorage } from './lib/local-disk-storage';
import { swaggerOptions } from './lib/openapi-document';
import { s3Storage } from './lib/s3-storage';
import { loggerOptions } from './lib/safe-logging';
import { registerModules } from './modules';
import { createLiveFeed } from './modules/events/live-feed';
import { firstScreenRoutes } from './modules/first-screen/first-screen.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMultipart } from './plugins/multipart';
import { registerRefuseInvalidText } from './plugins/refuse-invalid-text';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads, registerWebApp } from './plugins/static-assets';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app at / (off in API tests). */
  serveWeb?: boolean;
  /** The built web app's folder (tests give their own). */
  webFolder?: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (the tests read every line for secrets). */
  logStream?: { write(line: string): void };
}

/** The whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    // Request URLs and errors are logged redacted: no reset secret, no query parameter (safe-logging.ts).
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Client addresses (login limits, activity) come from X-Forwarded-For only behind known proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Headers first, so every answer has them; then the static files, which compress and cache
  // on their own terms; then compression for every route added after it (the API).
  await registerSecurityHeaders(app, {
    imageOrigins: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
  });
  const webFolder = options.webFolder ?? webDistFolder;
  const serveWeb = Boolean(options.serveWeb && fs.existsSync(webFolder));
  registerErrorHandler(app, { spaFallback: serveWeb });
  // One LISTEN per instance: the live event streams and the session cache hear it.
  const liveFeed = createLiveFeed(database.db);
  app.addHook('onClose', async () => {
    await liveFeed.close();
  });
  registerAuth(app, database.db, liveFeed);
  registerRefuseInvalidText(app);

  const uploadsFolder = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsFolder, { recursive: true });
  await registerUploads(app, uploadsFolder);
  if (serveWeb) await registerWebApp(app, webFolder);
  await registerCompression(app);
  // After compression: a drawn first screen is compressed as it is sent.
  if (serveWeb) firstScreenRoutes(app, database.db, webFolder);

  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerMultipart(app, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });

  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    storage: config.s3 ? s3Storage(config.s3) : localDiskStorage(uploadsFolder),
    liveFeed,
  };
  await registerModules(app, ctx);
  return app;
}
