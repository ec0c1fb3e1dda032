import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { couponsService } from './coupons.service';

/** The spec's five coupon calls, the enabled toggle and the export. */
export function couponsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, couponsService);
}
