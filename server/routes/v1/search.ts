// Semantic search (spec "Search", SearchResult; DECISIONS "Accounts, tenants, keys"). Both
// operations answer the same envelope {success, data: {results, query, totalResults}}: the spec
// gives it for GET and leaves the tenant operation's shape to us, and one shape is simpler for
// partners. totalResults is the number of results returned (a semantic search ranks every
// document, so "all matches" has no meaning). Search belongs to the Extraction + Storage tier.
import { z } from 'zod';
import { SEARCH_KINDS } from '../../../data/repositories/search-records.js';
import { ApiError } from '../../errors.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { Uuid } from '../../schemas/common.js';
import { resolveTenant } from '../../search/tenant.js';
import type { SearchService } from '../../search/service.js';
import type { Services } from '../../services.js';

/** Spec "Limits": at least 2 characters; the upper bound keeps one query from costing much. */
export const MAX_QUERY_CHARS = 500;

const QueryText = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`);
const Kind = z.enum(SEARCH_KINDS).describe('Only this kind of record; all three when omitted');
const Limit = z.coerce.number().int().min(1).max(50).default(10).describe('1 to 50, default 10');

const SearchResultSchema = z.object({
  type: z.enum(SEARCH_KINDS),
  id: Uuid,
  similarity: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe(
      'Semantic similarity percentage: the cosine similarity of the 512-dim embeddings blended with the share of query ' +
        'words the record contains; absolute (comparable across queries), results are sorted by it',
    ),
  preview: z.string().describe('A one-line summary built from the current record'),
  vendorName: z.string().optional().describe('Invoices and vendors'),
  merchantName: z.string().optional().describe('Receipts'),
  total: z.number().optional().describe('Invoice or receipt total; for a vendor, its total spend'),
  date: z.iso.date().optional().describe('Invoice or receipt date'),
});

const SearchAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    results: z.array(SearchResultSchema),
    query: z.string().describe('The query as searched (trimmed)'),
    totalResults: z.number().int().describe('Number of results returned'),
  }),
});

function searchService(services: Services): SearchService {
  if (!services.search) throw new ApiError('not_ready', 'Search is not available on this server (no text embedder loaded)');
  return services.search;
}

async function answer(services: Services, tenantId: string, query: string, type: (typeof SEARCH_KINDS)[number] | undefined, limit: number) {
  const results = await searchService(services).search({ tenantId, query, limit, ...(type ? { type } : {}) });
  return { success: true as const, data: { results, query, totalResults: results.length } } satisfies z.input<typeof SearchAnswer>;
}

export function searchRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'v1',
      method: 'get',
      path: '/api/v1/partner/search',
      operationId: 'search',
      summary: 'Semantic search over invoices, receipts and vendors',
      description:
        'Searches the primary tenant, or the tenant named by `tenantId` (a sub-tenant of the calling partner; any other ' +
        'id answers 404). Results are ranked by `similarity`.',
      tags: ['Search'],
      auth: 'apiKey',
      scope: 'read',
      tier: 'storage',
      query: z.object({
        q: QueryText.describe('Search text, at least 2 characters'),
        type: Kind.optional(),
        limit: Limit,
        tenantId: Uuid.optional().describe('Extension: a sub-tenant of the calling partner (primary tenant by default)'),
      }),
      responses: { 200: { description: 'Ranked results', schema: SearchAnswer } },
      handler: async (ctx, { query }) => {
        const tenantId = resolveTenant(services.db, principalOf(ctx), query.tenantId);
        ctx.body = await answer(services, tenantId, query.q, query.type, query.limit);
      },
    }),
    defineRoute({
      surface: 'v1',
      method: 'post',
      path: '/api/v1/partner/tenants/{tenantId}/search',
      operationId: 'searchTenant',
      summary: 'Semantic search within one tenant',
      description:
        '`tenantId` is the primary tenant or a sub-tenant of the calling partner; any other id answers 404. The answer ' +
        'has the same shape as GET /search, each result enriched with vendor or merchant, total and date.',
      tags: ['Search'],
      auth: 'apiKey',
      scope: 'search:read',
      tier: 'storage',
      params: z.object({ tenantId: Uuid.describe('Tenant id (UUID)') }),
      body: z.strictObject({
        query: QueryText.describe('Search text, at least 2 characters'),
        type: Kind.optional(),
        limit: z.number().int().min(1).max(50).default(10).describe('1 to 50, default 10'),
      }),
      responses: { 200: { description: 'Ranked results', schema: SearchAnswer } },
      handler: async (ctx, { params, body }) => {
        const tenantId = resolveTenant(services.db, principalOf(ctx), params.tenantId);
        ctx.body = await answer(services, tenantId, body.query, body.type, body.limit);
      },
    }),
  ];
}
