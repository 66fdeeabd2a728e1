// DECISIONS "Webhooks": retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; then the message is
// marked failed. So a delivery gets at most 1 + 7 = 8 attempts over about 27.6 hours.
import type { AttemptOutcome } from '../../data/repositories/webhooks.js';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

export const RETRY_SCHEDULE_MS: readonly number[] = [5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H];

/** What follows attempt number `attempt` (1-based) given its HTTP result. */
export function nextStep(
  attempt: number,
  result: { ok: boolean; statusCode: number | null },
  finishedAt: number,
  schedule: readonly number[] = RETRY_SCHEDULE_MS,
): AttemptOutcome['result'] {
  if (result.ok) return { kind: 'succeeded' };
  // 410 Gone: the receiver says this endpoint is retired (Standard Webhooks recommendation).
  if (result.statusCode === 410) return { kind: 'disable', reason: 'the receiver answered 410 Gone' };
  const delay = schedule[attempt - 1];
  return delay === undefined ? { kind: 'failed' } : { kind: 'retry', nextAttemptAt: finishedAt + delay };
}
