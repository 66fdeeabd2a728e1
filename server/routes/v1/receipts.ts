// Receipts on the versioned surface (spec "Receipts"; DECISIONS "Receipts").
import { z } from 'zod';
import { tierAtLeast } from '../../auth/policy.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { ExtractedReceipt } from '../../schemas/documents.js';
import type { Services } from '../../services.js';

const UploadFields = z.strictObject({
  useType: z.enum(['business', 'personal', 'mixed']).default('business').describe('How the expense is used'),
});

export function receiptRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'v1',
      method: 'post',
      path: '/api/v1/partner/receipts/upload',
      operationId: 'uploadReceipt',
      summary: 'Upload a receipt and get merchant, amounts, payment method and tax category',
      tags: ['Receipts'],
      auth: 'apiKey',
      scope: 'receipts:write',
      multipart: {
        fields: UploadFields,
        file: { name: 'file', required: true, description: 'The receipt: PDF, JPG, PNG or WEBP, at most 25 MB' },
      },
      responses: {
        201: { description: 'Extracted receipt', schema: ExtractedReceipt },
        503: { description: 'Extraction queue full ({error, retryAfter})' },
      },
      handler: async (ctx, { fields, file }) => {
        const principal = principalOf(ctx);
        const result = await services.extraction.uploadReceipt({
          partnerId: principal.partnerId,
          tenantId: principal.primaryTenantId,
          surface: 'v1',
          filename: file!.filename,
          bytes: file!.bytes,
          storeOriginal: tierAtLeast(principal.tier, 'storage'),
          useType: fields.useType,
        });
        ctx.status = 201;
        ctx.body = result.body;
      },
    }),
  ];
}
