import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appVersionEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webDistFolder } from '../../app-paths';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { multipartBody, uploadAnswer } from '../../lib/openapi';
import { receiveUpload } from './receive-upload';
import { acceptedExtensions } from './upload-rules';

const uploadQuery = z.object({
  accept: z.string().optional(),
  maxSizeMb: z.coerce.number().positive().optional(),
});

/**
 * The deployed version: a hash of the built web app's index.html, which changes whenever a
 * new build (with new asset hashes) is deployed. The web polls it to offer a reload.
 */
export function appVersion(): string {
  const index = path.join(webDistFolder, 'index.html');
  if (!fs.existsSync(index)) return 'development';
  return createHash('sha256').update(fs.readFileSync(index)).digest('hex').slice(0, 12);
}

export async function commonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const version = appVersion();

  endpointRoute(app, ctx, appVersionEndpoint, () => ({ version }));

  r.post(
    '/api/common/upload',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Common'],
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        body: multipartBody({ file: { file: true } }, ['file']),
        response: { 201: uploadAnswer },
      },
    },
    async (request, reply) => {
      const maxMb = Math.min(
        request.query.maxSizeMb ?? ctx.config.uploadMaxBytes / 1048576,
        ctx.config.uploadMaxBytes / 1048576,
      );
      const accepted = acceptedExtensions(request.query.accept);
      const answer = await receiveUpload(request, ctx, { accepted, maxMb });
      return reply.status(201).send(answer);
    },
  );
}
