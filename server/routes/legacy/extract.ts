// The legacy surface (spec "Legacy surface"; DECISIONS "Legacy surface"): Bearer auth, plan rate
// limits, {success:false, error} errors, Deprecation + successor Link headers (server/http/mount.ts).
import { z } from 'zod';
import { tierAtLeast } from '../../auth/policy.js';
import { ApiError } from '../../errors.js';
import { presentLegacyInvoice, presentLegacyReceipt } from '../../extraction/present.js';
import { defineRoute, type RouteDef, type UploadedFile } from '../../http/route.js';
import type { UploadRequest } from '../../extraction/service.js';
import { principalOf, type AppContext } from '../../http/state.js';
import { LegacyInvoiceResult, LegacyReceiptResult } from '../../schemas/documents.js';
import type { Services } from '../../services.js';

const StoreFields = z.strictObject({
  store: z
    .enum(['true', 'false'])
    .default('false')
    .describe('Keep the original file in the account (Extraction + Storage tier or above)'),
});

/** The upload as the legacy surface files it: primary tenant, originals only with store=true. */
function legacyUpload(ctx: AppContext, store: 'true' | 'false', file: UploadedFile | null): UploadRequest {
  const principal = principalOf(ctx);
  if (store === 'true' && !tierAtLeast(principal.tier, 'storage')) {
    throw new ApiError('tier_required', 'store=true requires the Extraction + Storage tier or above');
  }
  return {
    partnerId: principal.partnerId,
    tenantId: principal.primaryTenantId,
    surface: 'legacy',
    filename: file!.filename,
    bytes: file!.bytes,
    storeOriginal: store === 'true',
  };
}

/** A legacy answer has no "processing" or "failed" state: report it as the spec's 500. */
function settledOrError(status: string, failureReason: string | null, documentId: string): void {
  if (status === 'processed') return;
  const message =
    status === 'processing'
      ? 'Processing did not finish in time; retry later'
      : `Processing error: ${failureReason ?? 'the document could not be extracted'}`;
  throw new ApiError('processing_error', message, { documentId });
}

export function legacyExtractRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'legacy',
      method: 'post',
      path: '/api/partner/extract-invoice',
      operationId: 'legacyExtractInvoice',
      summary: 'Extract an invoice (legacy surface)',
      description: 'Deprecated: use POST /api/v1/partner/invoices/upload. A multi-vendor PDF answers with its first invoice.',
      tags: ['Legacy'],
      auth: 'bearer',
      scope: 'invoices:write',
      successor: '/api/v1/partner/invoices/upload',
      multipart: { fields: StoreFields, file: { name: 'file', required: true, description: 'PDF or image, at most 25 MB' } },
      responses: { 200: { description: 'Extraction result', schema: LegacyInvoiceResult } },
      handler: async (ctx, { fields, file }) => {
        const result = await services.extraction.uploadInvoice(legacyUpload(ctx, fields.store, file));
        const first = result.invoices[0]!;
        settledOrError(first.status, first.failureReason, result.documentId);
        ctx.body = presentLegacyInvoice(first);
      },
    }),
    defineRoute({
      surface: 'legacy',
      method: 'post',
      path: '/api/partner/extract-receipt',
      operationId: 'legacyExtractReceipt',
      summary: 'Extract a receipt (legacy surface)',
      description: 'Deprecated: use POST /api/v1/partner/receipts/upload.',
      tags: ['Legacy'],
      auth: 'bearer',
      scope: 'receipts:write',
      successor: '/api/v1/partner/receipts/upload',
      multipart: { fields: StoreFields, file: { name: 'file', required: true, description: 'PDF or image, at most 25 MB' } },
      responses: { 200: { description: 'Extraction result', schema: LegacyReceiptResult } },
      handler: async (ctx, { fields, file }) => {
        const result = await services.extraction.uploadReceipt(legacyUpload(ctx, fields.store, file));
        settledOrError(result.receipt.status, result.receipt.failureReason, result.documentId);
        ctx.body = presentLegacyReceipt(result.receipt);
      },
    }),
  ];
}
