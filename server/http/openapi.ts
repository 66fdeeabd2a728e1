// Generates the OpenAPI 3.1 document (spec "Versioning": info.version 2.3.4) from the same route
// definitions and zod schemas that validate requests. A path not implemented is absent.
import { z } from 'zod';
import { TIER_LABEL } from '../auth/policy.js';
import { CATALOGUE } from '../errors.js';
import { UNLIMITED_SENTINEL } from './rate-limit.js';
import type { RouteDef } from './route.js';

export const API_VERSION = '2.3.4';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const isOptional = (schema: z.ZodType): boolean => schema.safeParse(undefined).success;

function parameters(object: z.ZodObject | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!object) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([name, schema]) => {
    const s = jsonSchema(schema, 'input');
    const description = typeof s.description === 'string' ? s.description : undefined;
    delete s.description;
    return {
      name,
      in: location,
      required: location === 'path' ? true : !isOptional(schema),
      ...(description ? { description } : {}),
      schema: s,
    };
  });
}

const errorSchema = (legacy: boolean): JsonSchema => ({
  type: 'object',
  required: legacy ? ['success', 'error'] : ['error'],
  properties: {
    ...(legacy ? { success: { type: 'boolean', const: false } } : {}),
    error: { type: 'string', description: 'Human-readable message' },
    code: { type: 'string', enum: Object.keys(CATALOGUE), description: 'Stable error code (extension)' },
    retryAfter: { type: 'integer', description: 'Seconds to wait (429 and 503 only)' },
    requestId: { type: 'string', description: 'Request id to quote to support (5xx only)' },
  },
});

const rateHeaders = {
  'RateLimit-Limit': {
    description: `Requests allowed in the current window (${UNLIMITED_SENTINEL} = unlimited tier)`,
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Request id (echoed when the client sends a safe one)', schema: { type: 'string' } },
};

function operation(def: RouteDef): JsonSchema {
  const legacy = def.surface === 'legacy';
  const errorRef = { $ref: legacy ? '#/components/schemas/LegacyError' : '#/components/schemas/Error' };
  const responses: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(def.responses)) {
    const content = spec.schema
      ? { [spec.contentType ?? 'application/json']: { schema: jsonSchema(spec.schema, 'output') } }
      : spec.contentType
        ? { [spec.contentType]: {} }
        : undefined;
    responses[status] = {
      description: spec.description,
      ...(def.auth !== 'none' ? { headers: rateHeaders } : {}),
      ...(content ? { content } : {}),
    };
  }
  const errorResponse = (description: string) => ({
    description,
    ...(def.auth !== 'none' ? { headers: rateHeaders } : {}),
    content: { 'application/json': { schema: errorRef } },
  });
  const hasInput = def.params || def.query || def.body || def.multipart;
  if (hasInput) responses['400'] ??= errorResponse('Request validation failed');
  if (def.auth !== 'none') {
    responses['401'] ??= errorResponse('Missing or invalid API key');
    if (def.scope || def.tier) responses['403'] ??= errorResponse('Scope or tier does not allow this operation');
    responses['429'] ??= errorResponse(
      legacy ? 'Rate limit or monthly quota exceeded (Retry-After header)' : 'Rate limit exceeded (Retry-After header)',
    );
  }
  if (def.params) responses['404'] ??= errorResponse('Unknown resource, or one belonging to another tenant');
  if (def.multipart) responses['413'] ??= errorResponse('File too large, maximum 25 MB');
  if (def.body || def.multipart) responses['415'] ??= errorResponse('Wrong Content-Type');
  responses['500'] ??= errorResponse('Internal error (body carries requestId)');

  const notes: string[] = [];
  if (def.scope) notes.push(`Scope: \`${def.scope}\`.`);
  if (def.tier) notes.push(`Tier: ${TIER_LABEL[def.tier]} or above.`);
  if (def.extension) notes.push('Extension: not in the partner specification; documented here.');
  const description = [def.description, notes.join(' ')].filter(Boolean).join('\n\n');

  const op: JsonSchema = {
    operationId: def.operationId,
    summary: def.summary,
    ...(description ? { description } : {}),
    tags: def.tags,
    parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
    responses,
  };
  if (def.deprecated || legacy) op.deprecated = true;
  if (def.auth === 'apiKey') op.security = [{ ApiKeyAuth: [] }];
  else if (def.auth === 'bearer') op.security = [{ BearerAuth: [] }];
  else op.security = [];
  if (def.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(def.body, 'input') } } };
  } else if (def.multipart) {
    const fields = jsonSchema(def.multipart.fields, 'input') as { properties?: JsonSchema; required?: string[] };
    const file = def.multipart.file;
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [file.name]: { type: 'string', contentMediaType: 'application/octet-stream', description: file.description },
              ...(fields.properties ?? {}),
            },
            required: [...(file.required ? [file.name] : []), ...(fields.required ?? [])],
            additionalProperties: false,
          },
        },
      },
    };
  }
  return op;
}

export function buildOpenApiDocument(routes: readonly RouteDef[], serverUrl?: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const def of routes) {
    paths[def.path] ??= {};
    paths[def.path]![def.method] = operation(def);
  }
  const tags = [...new Set(routes.flatMap((r) => r.tags))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Document Extraction API',
      version: API_VERSION,
      description:
        'Self-hosted extraction of invoices and receipts. Versioned surface under /api/v1/partner ' +
        '(X-API-Key); legacy surface under /api/partner (Bearer, deprecated). Every authenticated response ' +
        'carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; every response carries X-Request-Id. ' +
        'Errors are {error, code} (legacy: {success:false, error, code}); 429/503 add retryAfter; 5xx add requestId.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags,
    paths,
    components: {
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The same API key, as a Bearer token' },
      },
      schemas: { Error: errorSchema(false), LegacyError: errorSchema(true) },
    },
  };
}
