import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { addressImportRoutes } from './address-import.routes';
import { addressesService } from './addresses.service';

/** The five calls of /addresses, the toggle, the export, and the import. */
export async function addressesModule(app: FastifyInstance, ctx: AppContext) {
  await addressImportRoutes(app, ctx);
  await crudRoutes(app, ctx, addressesService, {
    listDescription:
      "Any @nestjsx/crud list query. `filter=userId||$eq||{id}`: a customer's addresses (those of their contacts, /address/list/Customer/{id}).",
  });
}
