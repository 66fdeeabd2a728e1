// Webhook endpoints (spec "Webhooks", "Events"; DECISIONS "Webhooks"). POST is the spec's
// operation; list, delete, the delivery log and secret rotation are DECISIONS extensions. The spec
// names no read scope for webhooks, so every operation here needs `webhooks:write` (managing and
// inspecting endpoints are the same capability), on the Extraction + Storage tier or above.
import { z } from 'zod';
import { EVENT_TYPES } from '../../../data/repositories/events.js';
import {
  countEndpoints,
  createEndpoint,
  deleteEndpoint,
  DELIVERY_STATUSES,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  rotateEndpointSecret,
  type WebhookEndpoint as EndpointRecord,
} from '../../../data/repositories/webhooks.js';
import { ApiError } from '../../errors.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { IdParams, IsoDateTime } from '../../schemas/common.js';
import type { Services } from '../../services.js';
import { AddressPolicy } from '../../webhooks/address-policy.js';
import { newWebhookSecret } from '../../webhooks/signature.js';
import { checkTargetUrl, MAX_URL_LENGTH, systemResolver, TargetRefusedError } from '../../webhooks/target.js';

/** Endpoints per partner: enough for staging/production/fan-out, bounded so one key cannot flood the loop. */
export const MAX_ENDPOINTS_PER_PARTNER = 20;

const EventType = z.enum(EVENT_TYPES);
const Secret = z.string().describe('HMAC secret: "whsec_" + base64 of 24 random bytes. Shown only in this answer; store it.');

const CreateWebhook = z.strictObject({
  url: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .max(MAX_URL_LENGTH)
    .describe(
      'HTTPS endpoint. Its host must resolve only to public addresses unless the operator allows private ranges ' +
        '(WEBHOOK_ALLOW_PRIVATE); checked now and again on every delivery. Redirects are not followed.',
    ),
  events: z.array(EventType).min(1, 'subscribe to at least one event').max(EVENT_TYPES.length * 4).describe('Events to receive'),
});

const WebhookRegistration = z.object({
  id: z.uuid(),
  secret: Secret,
  url: z.string(),
  events: z.array(EventType),
});

const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(EventType),
  status: z.enum(['enabled', 'disabled']).describe('disabled after the receiver answered 410 Gone'),
  disabledReason: z.string().nullable(),
  previousSecretExpiresAt: IsoDateTime.nullable().describe('Until then deliveries also carry a signature with the previous secret'),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const Delivery = z.object({
  id: z.number().int(),
  eventId: z.string().describe('The webhook-id header of every attempt'),
  eventType: EventType,
  status: z.enum(DELIVERY_STATUSES).describe('pending (will be retried), succeeded, failed (retries exhausted), cancelled (endpoint disabled)'),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable().describe('HTTP status of the last attempt; null when none arrived'),
  lastError: z.string().nullable(),
  nextAttemptAt: IsoDateTime.nullable().describe('When the next attempt is due while pending'),
  createdAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      at: IsoDateTime,
      durationMs: z.number().int(),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
});

const DeliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('Most recent first; 1 to 200, default 50'),
  status: z.enum(DELIVERY_STATUSES).optional(),
});

const RETRY_NOTE =
  'Deliveries follow Standard Webhooks: headers webhook-id, webhook-timestamp, webhook-signature ("v1,<base64 HMAC-SHA256>" ' +
  'over "{id}.{timestamp}.{body}" with the base64-decoded secret after "whsec_"); body {type, timestamp, data}. A 2xx ' +
  'within 15 s is success; otherwise retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then the delivery is ' +
  'marked failed. A 410 answer disables the endpoint. Delivery is at least once: dedupe by webhook-id.';

const present = (e: EndpointRecord): z.input<typeof WebhookEndpoint> => ({
  id: e.id,
  url: e.url,
  events: e.events,
  status: e.status,
  disabledReason: e.disabledReason,
  previousSecretExpiresAt:
    e.previousSecretExpiresAt !== null && e.previousSecretExpiresAt > Date.now() ? new Date(e.previousSecretExpiresAt).toISOString() : null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

export function webhookRoutes(services: Services): RouteDef[] {
  const policy = services.webhooks?.policy ?? new AddressPolicy(services.config.webhookAllowPrivate);
  const resolver = services.webhooks?.resolver ?? systemResolver;
  const graceMs = services.webhooks?.secretGraceMs ?? services.config.webhooks.secretGraceMs;
  const common = { surface: 'v1' as const, auth: 'apiKey' as const, scope: 'webhooks:write' as const, tier: 'storage' as const, tags: ['Webhooks'] };

  const ownEndpoint = (partnerId: string, id: string): EndpointRecord => {
    const endpoint = getEndpoint(services.db, partnerId, id);
    if (!endpoint) throw new ApiError('not_found', 'Webhook not found');
    return endpoint;
  };

  return [
    defineRoute({
      ...common,
      method: 'post',
      path: '/api/v1/partner/webhooks',
      operationId: 'createWebhook',
      summary: 'Register a webhook endpoint; the answer carries its signing secret, once',
      description: RETRY_NOTE,
      body: CreateWebhook,
      responses: {
        201: { description: 'Registered; the secret is not shown again', schema: WebhookRegistration },
        409: { description: `The partner already has ${MAX_ENDPOINTS_PER_PARTNER} endpoints` },
      },
      handler: async (ctx, { body }) => {
        const principal = principalOf(ctx);
        let url: URL;
        try {
          url = await checkTargetUrl(body.url, policy, resolver);
        } catch (err) {
          if (err instanceof TargetRefusedError) throw new ApiError('webhook_target_refused', err.message);
          throw err;
        }
        if (countEndpoints(services.db, principal.partnerId) >= MAX_ENDPOINTS_PER_PARTNER) {
          throw new ApiError('webhook_limit_reached', `At most ${MAX_ENDPOINTS_PER_PARTNER} webhook endpoints per partner; delete one first`);
        }
        const secret = newWebhookSecret();
        const endpoint = createEndpoint(services.db, { partnerId: principal.partnerId, url: url.href, events: body.events, secret });
        ctx.status = 201;
        ctx.set('Location', `/api/v1/partner/webhooks/${endpoint.id}`);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { id: endpoint.id, secret, url: endpoint.url, events: endpoint.events } satisfies z.input<typeof WebhookRegistration>;
      },
    }),
    defineRoute({
      ...common,
      method: 'get',
      path: '/api/v1/partner/webhooks',
      operationId: 'listWebhooks',
      summary: 'The partner’s webhook endpoints (never with secrets)',
      extension: true,
      responses: { 200: { description: 'Endpoints, oldest first', schema: z.object({ webhooks: z.array(WebhookEndpoint) }) } },
      handler: (ctx) => {
        ctx.body = { webhooks: listEndpoints(services.db, principalOf(ctx).partnerId).map(present) };
      },
    }),
    defineRoute({
      ...common,
      method: 'delete',
      path: '/api/v1/partner/webhooks/{id}',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook endpoint with its pending deliveries and delivery log',
      extension: true,
      params: IdParams,
      responses: { 204: { description: 'Deleted' } },
      handler: (ctx, { params }) => {
        if (!deleteEndpoint(services.db, principalOf(ctx).partnerId, params.id)) throw new ApiError('not_found', 'Webhook not found');
        ctx.status = 204;
      },
    }),
    defineRoute({
      ...common,
      method: 'get',
      path: '/api/v1/partner/webhooks/{id}/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: 'Delivery log of an endpoint: attempts, status codes, next retry',
      extension: true,
      params: IdParams,
      query: DeliveriesQuery,
      responses: { 200: { description: 'Deliveries, most recent first', schema: z.object({ deliveries: z.array(Delivery) }) } },
      handler: (ctx, { params, query }) => {
        const endpoint = ownEndpoint(principalOf(ctx).partnerId, params.id);
        ctx.body = {
          deliveries: listDeliveries(services.db, endpoint.id, { limit: query.limit, ...(query.status ? { status: query.status } : {}) }),
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'post',
      path: '/api/v1/partner/webhooks/{id}/rotate-secret',
      operationId: 'rotateWebhookSecret',
      summary: 'Replace the signing secret; the old one keeps signing alongside it for a grace period',
      description:
        'Answers the new secret, once. Until previousSecretExpiresAt (24 h by default) every delivery carries two ' +
        'signatures in webhook-signature, space-separated (new first), so a receiver verifying with either secret ' +
        'accepts it. Rotating again during the grace period retires the oldest secret at once.',
      extension: true,
      params: IdParams,
      responses: {
        200: {
          description: 'The new secret (not shown again)',
          schema: z.object({ id: z.uuid(), secret: Secret, previousSecretExpiresAt: IsoDateTime }),
        },
      },
      handler: (ctx, { params }) => {
        const partnerId = principalOf(ctx).partnerId;
        ownEndpoint(partnerId, params.id);
        const secret = newWebhookSecret();
        const until = Date.now() + graceMs;
        if (!rotateEndpointSecret(services.db, partnerId, params.id, secret, until)) throw new ApiError('not_found', 'Webhook not found');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { id: params.id, secret, previousSecretExpiresAt: new Date(until).toISOString() };
      },
    }),
  ];
}
