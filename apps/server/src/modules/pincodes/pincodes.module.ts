import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { pincodeImportRoutes } from './pincode-import.routes';
import { pincodesService } from './pincodes.service';

/** The five calls of /pincodes, the toggle, the export, and the import. */
export async function pincodesModule(app: FastifyInstance, ctx: AppContext) {
  // The import's fixed paths first, though the router would tell them from /pincodes/:id anyway.
  await pincodeImportRoutes(app, ctx);
  await crudRoutes(app, ctx, pincodesService);
}
