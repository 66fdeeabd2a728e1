// Liveness and readiness for orchestrators and the README's first command.
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import type { Services } from '../../services.js';

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({ status: z.literal('ready') });

export function healthRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'ops',
      method: 'get',
      path: '/healthz',
      operationId: 'healthz',
      summary: 'Liveness: the process is up and serving HTTP',
      tags: ['Operations'],
      auth: 'none',
      extension: true,
      responses: { 200: { description: 'Alive', schema: Health } },
      handler: (ctx) => {
        ctx.body = { status: 'ok' };
      },
    }),
    defineRoute({
      surface: 'ops',
      method: 'get',
      path: '/readyz',
      operationId: 'readyz',
      summary: 'Readiness: database reachable, workers started, not shutting down',
      tags: ['Operations'],
      auth: 'none',
      extension: true,
      responses: { 200: { description: 'Ready', schema: Ready }, 503: { description: 'Not ready' } },
      handler: (ctx) => {
        services.db.prepare('SELECT 1').get();
        const reason = services.readiness.notReadyReason();
        if (reason) throw new ApiError('not_ready', `Not ready: ${reason}`, { retryAfter: 1 });
        ctx.body = { status: 'ready' };
      },
    }),
  ];
}
