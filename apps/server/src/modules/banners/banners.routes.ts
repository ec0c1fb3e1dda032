import { BANNER_IMAGE, banners as bannerDef, bannerResolutionMessage, IMAGE_EXTENSIONS } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { multipartBody, uploadAnswer } from '../../lib/openapi';
import { receiveUpload } from '../common/receive-upload';
import { crudRoutes } from '../crud/crud.routes';
import { bannersService } from './banners.service';

/** The app lays banners out at one size: any other is refused before it is stored. */
async function checkBannerSize(content: Buffer) {
  const { width, height } = await sharp(content).metadata();
  if (width !== BANNER_IMAGE.width || height !== BANNER_IMAGE.height) {
    const message = bannerResolutionMessage(BANNER_IMAGE.width, BANNER_IMAGE.height);
    throw badRequest(message, [{ field: 'image', message }]);
  }
}

/** The spec's five banner calls with the enabled toggle, and the picture upload (field `file`). */
export async function bannersRoutes(app: FastifyInstance, ctx: AppContext) {
  const write = { auth: { access: bannerDef.access, action: 'write' as const } };
  app.post(
    '/api/banners/upload',
    {
      config: write,
      schema: {
        tags: [bannerDef.label],
        consumes: ['multipart/form-data'],
        body: multipartBody(
          {
            file: {
              file: true,
              description: `.jpg, .jpeg or .png, ${BANNER_IMAGE.width} × ${BANNER_IMAGE.height}`,
            },
          },
          ['file'],
        ),
        response: { 201: uploadAnswer },
      },
    },
    async (request, reply) => {
      const answer = await receiveUpload(request, ctx, {
        accepted: [...IMAGE_EXTENSIONS],
        maxMb: BANNER_IMAGE.maxMb,
        check: checkBannerSize,
      });
      return reply.status(201).send(answer);
    },
  );
  await crudRoutes(app, ctx, bannersService);
}
