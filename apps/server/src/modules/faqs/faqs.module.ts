import { faqs as faqDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { faqs } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';

export const faqsBinding: ResourceBinding = { def: faqDef, table: faqs };

export const faqsService = crudService({
  binding: faqsBinding,
  unique: [{ field: 'title', message: 'This question is already answered' }],
});

/** The five calls under /faqs (spec 02 §7), from the generic resource module. */
export function faqsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, faqsService);
}
