// GET /api/v1/partner/vendors (spec "Vendors", "Limits"). Scope `read`. No tier gate: DECISIONS
// gates only webhooks, search and stored originals, and a vendor list is a summary of extraction
// results every tier already receives. Order: totalSpent descending, then id, so offset paging
// is stable. Vendors whose invoices all failed or moved to another vendor are not listed.
import { z } from 'zod';
import { listVendors, vendorResource } from '../../../data/repositories/vendors.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { Uuid } from '../../schemas/common.js';
import { resolveTenant } from '../../search/tenant.js';
import type { Services } from '../../services.js';

export const VendorSchema = z.object({
  id: Uuid,
  name: z.string().describe('The name as first seen on an invoice'),
  normalizedName: z.string().describe('Lower case, accents, punctuation and legal forms (Inc, LLC, GmbH, …) removed'),
  invoiceCount: z.number().int().describe('Processed invoices of this vendor (failed ones do not count)'),
  totalSpent: z.number().describe('Sum of those invoices\' totals, rounded to cents (currencies are not converted)'),
});

export function vendorRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'v1',
      method: 'get',
      path: '/api/v1/partner/vendors',
      operationId: 'listVendors',
      summary: 'Vendors with invoice count and total spend',
      description:
        'Vendors of the primary tenant, or of the tenant named by `tenantId` (a sub-tenant of the calling partner; any ' +
        'other id answers 404), by total spend descending then id.',
      tags: ['Vendors'],
      auth: 'apiKey',
      scope: 'read',
      query: z.object({
        limit: z.coerce.number().int().min(1).max(200).default(50).describe('Page size, 1 to 200, default 50'),
        offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0).describe('Vendors to skip, default 0'),
        tenantId: Uuid.optional().describe('Extension: a sub-tenant of the calling partner (primary tenant by default)'),
      }),
      responses: { 200: { description: 'One page of vendors', schema: z.object({ vendors: z.array(VendorSchema) }) } },
      handler: (ctx, { query }) => {
        const tenantId = resolveTenant(services.db, principalOf(ctx), query.tenantId);
        ctx.body = { vendors: listVendors(services.db, tenantId, query).map(vendorResource) };
      },
    }),
  ];
}
