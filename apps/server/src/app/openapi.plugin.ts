import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { registerApiReference } from './api-reference.plugin';
import type { AppConfig } from './config';
import { openApiDocumentTransform, openApiRouteTransform } from './openapi-schemas';

export const OPENAPI_PATH = '/api/docs';

/**
 * Must be registered before any route: @fastify/swagger collects routes as they are added. The
 * schemas are the contract's zod schemas, turned into JSON Schema by the zod type provider, so the
 * document cannot drift from what the routes validate. Recursive schemas are named components
 * (openapi-schemas.ts).
 */
export async function registerOpenApiCollector(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hostdeck API',
        description: 'Host dashboard API. Generated from the endpoint table in @hostdeck/contract.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: `Access token from ${config.oidc.issuer}`,
          },
          // The channel intake's calls take one of the host's API keys instead, in either header.
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: "A host's API key" },
          apiKeyBearer: { type: 'http', scheme: 'bearer', description: "A host's API key as a bearer token" },
        },
      },
    },
    // Only contract rows carry tags (registerEndpoint): identity pages, files and the web app stay out.
    hideUntagged: true,
    transform: openApiRouteTransform,
    transformObject: openApiDocumentTransform,
  });
}

/**
 * The document itself and the partners' reference page that renders it, registered after the routes
 * (neither is part of the contract table).
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  registerApiReference(app, { documentPath: OPENAPI_PATH });
}
