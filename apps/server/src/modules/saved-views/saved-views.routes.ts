import {
  createSavedViewEndpoint,
  deleteSavedViewEndpoint,
  savedViewsEndpoint,
  updateSavedViewEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createView, deleteView, listViews, updateView } from './saved-views.service';

/** GET/POST/PATCH/DELETE /saved-views (issue 31.3), declared in the domain. */
export async function savedViewsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  endpointRoute(app, ctx, savedViewsEndpoint, ({ query, call }) => listViews(call(), query.listKey));
  endpointRoute(app, ctx, createSavedViewEndpoint, ({ body, call }) => createView(call(), body));
  endpointRoute(app, ctx, updateSavedViewEndpoint, ({ params, body, call }) =>
    updateView(call(), params.id, body),
  );
  endpointRoute(app, ctx, deleteSavedViewEndpoint, ({ params, call }) => deleteView(call(), params.id));
}
