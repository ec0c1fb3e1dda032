import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { contactsService } from './contacts.service';

/** GET/POST /contacts, GET/PATCH/DELETE /contacts/{id}, the enabled toggle and the export. */
export function contactsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, contactsService);
}
