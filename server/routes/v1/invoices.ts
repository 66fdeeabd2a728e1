// Invoices on the versioned surface (spec "Invoices"; DECISIONS "Invoice lifecycle and events").
import { z } from 'zod';
import { documentInvoiceIds, getPartnerInvoice } from '../../../data/repositories/documents.js';
import { tierAtLeast } from '../../auth/policy.js';
import { ApiError } from '../../errors.js';
import { presentInvoice } from '../../extraction/present.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { resolveTenant } from '../../http/tenant.js';
import { IdParams, Uuid } from '../../schemas/common.js';
import { ExtractedInvoice } from '../../schemas/documents.js';
import type { Services } from '../../services.js';

const UploadFields = z.strictObject({
  tenantId: Uuid.optional().describe('Sub-tenant to file the invoice under (Platform Embed only)'),
  storeId: Uuid.optional().describe('Store to assign'),
});

export function invoiceRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'v1',
      method: 'post',
      path: '/api/v1/partner/invoices/upload',
      operationId: 'uploadInvoice',
      summary: 'Upload an invoice (PDF, JPG, PNG, WEBP) and get it extracted',
      description:
        'Synchronous up to the sync budget (55 s by default); past it the answer is 201 with status "processing" and the ' +
        'record settles in the background (GET it, or subscribe to invoice.processed / invoice.failed). A PDF holding ' +
        'several vendors gives several records: the answer is the first, and documentInvoiceIds lists all. A file that ' +
        'opens but cannot be extracted is stored with status "failed" and a failureReason (not an HTTP error). ' +
        'Originals are kept for the Extraction + Storage and Platform Embed tiers.',
      tags: ['Invoices'],
      auth: 'apiKey',
      scope: 'invoices:write',
      multipart: {
        fields: UploadFields,
        file: { name: 'file', required: true, description: 'The invoice: PDF, JPG, PNG or WEBP, at most 25 MB' },
      },
      responses: {
        201: { description: 'Extracted invoice (first of the file)', schema: ExtractedInvoice },
        503: { description: 'Extraction queue full ({error, retryAfter})' },
      },
      handler: async (ctx, { fields, file }) => {
        const principal = principalOf(ctx);
        if (fields.tenantId && fields.tenantId !== principal.primaryTenantId && !tierAtLeast(principal.tier, 'embed')) {
          throw new ApiError('tier_required', 'Sub-tenant submission (tenantId) requires the Platform Embed tier');
        }
        const tenant = resolveTenant(services.db, principal, fields.tenantId);
        const result = await services.extraction.uploadInvoice({
          partnerId: principal.partnerId,
          tenantId: tenant.id,
          surface: 'v1',
          filename: file!.filename,
          bytes: file!.bytes,
          storeOriginal: tierAtLeast(principal.tier, 'storage'),
          storeId: fields.storeId ?? null,
        });
        ctx.status = 201;
        ctx.set('Location', `/api/v1/partner/invoices/${result.invoices[0]!.id}`);
        ctx.body = result.body;
      },
    }),
    defineRoute({
      surface: 'v1',
      method: 'get',
      path: '/api/v1/partner/invoices/{id}',
      operationId: 'getInvoice',
      summary: 'An extracted invoice with its line items and cost categories',
      tags: ['Invoices'],
      auth: 'apiKey',
      scope: 'invoices:read',
      params: IdParams,
      responses: { 200: { description: 'The invoice', schema: ExtractedInvoice } },
      handler: (ctx, { params }) => {
        const principal = principalOf(ctx);
        const invoice = getPartnerInvoice(services.db, principal.partnerId, params.id);
        if (!invoice) throw new ApiError('not_found', 'Invoice not found');
        ctx.body = presentInvoice(
          invoice,
          documentInvoiceIds(services.db, invoice.documentId).map((id) => ({ id })),
        );
      },
    }),
  ];
}
