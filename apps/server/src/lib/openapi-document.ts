import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finishDocument } from './openapi-finish';

/**
 * Each route's schemas as JSON Schema (fastify-type-provider-zod, from the zod schemas the
 * server validates with), and no security requirement on a public route (sign-in, password
 * reset, health, the app version): they take no bearer token.
 */
const routeTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const auth = (input.route.config as { auth?: unknown } | undefined)?.auth;
  if (auth !== 'public' || transformed.schema.hide) return transformed;
  return { ...transformed, schema: { ...transformed.schema, security: [] } };
};

/**
 * The OpenAPI document served at /api/docs/json (DESIGN.md, Contracts): other programs
 * generate clients from it, so it passes swagger-parser's validate() and redocly's
 * recommended lint (openapi-contract.test.ts holds it to that).
 */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mandi admin API',
        version: '1.0.0',
        description:
          'The staff back-office of the store. Lists speak the @nestjsx/crud request grammar; ' +
          'refusals answer `{ statusCode, error, message }` with the reason in words.',
      },
      servers: [{ url: '/', description: 'the server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: routeTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  };
}
