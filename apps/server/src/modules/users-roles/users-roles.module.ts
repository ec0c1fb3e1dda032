import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';
import { usersRolesBinding } from './users-roles.binding';
import { usersRolesRepository } from './users-roles.repository';

export const USERS_ROLE_NAME_TAKEN = 'A customer role with this name already exists';
export const USERS_ROLE_IN_USE = 'Customers have this role; disable it instead';

export const usersRolesService = crudService({
  binding: usersRolesBinding,
  unique: [{ field: 'name', message: USERS_ROLE_NAME_TAKEN }],
  async beforeDelete(tx, existing) {
    if (await usersRolesRepository.inUse(tx, existing.id as number)) {
      throw conflict(USERS_ROLE_IN_USE, [{ field: 'id', message: USERS_ROLE_IN_USE }]);
    }
  },
});

/** GET /users-roles (the customer form's role choice) and the rest of the five calls. */
export function usersRolesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, usersRolesService);
}
