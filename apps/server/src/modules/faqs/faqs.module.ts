import { faqs as def } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { faqs as table } from '../../db/schema';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';

export const faqsService = crudService({
  binding: { def, table },
  unique: [{ field: 'title', message: 'This question is already answered' }],
});

/** The five calls under /faqs (spec 02 §7), from the generic resource module. */
export const faqsModule = (app: FastifyInstance, ctx: AppContext) => crudRoutes(app, ctx, faqsService);
