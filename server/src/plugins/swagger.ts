import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from './env';
import { declareErrorAnswers } from './openapi-document';

/**
 * OpenAPI generated from the zod route schemas; the SPA's services are generated from it. The viewer
 * and its JSON are public unless API_DOCS=off (docs/decisions.md "API documentation"), and may not be
 * framed by any site, like the app itself.
 */
export async function registerSwagger(
  app: FastifyInstance,
  config: Pick<AppConfig, 'apiDocs'>,
  /** The webhook events' payloads (modules/webhooks), added to the components and listed under x-webhooks. */
  webhooks?: { schemas: Record<string, object>; webhooks: Record<string, object> },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Centre Admin API',
        description:
          'API of the education-centre admin application. Text fields have leading and trailing spaces trimmed (passwords excepted) and a value of only spaces is refused on its field; unknown query parameters and body fields are refused by name.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      // A public route needs no token, whether or not its own schema says so: the document follows
      // the roles the server enforces (route config), so a new public route cannot be marked wrongly.
      const isPublic = (input.route.config as { roles?: unknown } | undefined)?.roles === 'public';
      return isPublic ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
    },
    transformObject: (input) => withWebhooks(declareErrorAnswers(jsonSchemaTransformObject(input)), webhooks),
  });
  if (config.apiDocs === 'off') return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own policy lets the same site frame the page and upgrades to https; the app's rule
    // is no framing at all, and plain http inside a centre's network must keep working.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' upgrade-insecure-requests;', ''),
  });
}

/** OpenAPI 3.0 has no `webhooks` section: the payloads are components, and `x-webhooks` lists them as 3.1 would. */
function withWebhooks<T>(document: T, webhooks?: { schemas: Record<string, object>; webhooks: Record<string, object> }): T {
  if (!webhooks) return document;
  const doc = document as { components?: { schemas?: Record<string, object> } };
  return {
    ...document,
    components: { ...doc.components, schemas: { ...doc.components?.schemas, ...webhooks.schemas } },
    'x-webhooks': webhooks.webhooks,
  };
}
