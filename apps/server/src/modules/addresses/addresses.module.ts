import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { addressImportRoutes } from './address-import.routes';
import { addressesService } from './addresses.service';

/** Any @nestjsx/crud list query, plus `userId`: one customer's addresses, through their contacts. */
const listQuerystring = z
  .object({
    userId: z
      .string()
      .optional()
      .describe("a customer's id: only the addresses of their contacts (/address/list/Customer/{id})"),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));

/** The five calls of /addresses, the toggle, the export, and the import. */
export async function addressesModule(app: FastifyInstance, ctx: AppContext) {
  await addressImportRoutes(app, ctx);
  await crudRoutes(app, ctx, addressesService, { listQuerystring });
}
