// The webhook delivery loop (DECISIONS "Webhooks"): durable, at-least-once, in order per endpoint
// where possible. All state is in SQLite, so a restart (even after SIGKILL) resumes where it was:
//
//   outbox (events) ──fan-out──▶ webhook_deliveries ──lanes──▶ HTTPS receivers
//
// - A pass fans new outbox rows out to subscribed endpoints (data/repositories/webhooks.ts), then
//   starts a lane for every endpoint with due work. Passes run on notify() (producers call it after
//   committing an event) and on a timer (events written by other processes, retries coming due).
// - A lane owns one endpoint: it sends that endpoint's due deliveries one at a time, oldest first,
//   so event N+1 never overtakes event N's first attempt. A delivery waiting for a retry does not
//   block the ones behind it (a dead receiver must not hold back 27 hours of events).
// - Outcomes are written per batch in one transaction: with synchronous=FULL a commit costs an
//   fsync, and one per delivery would cap throughput. A crash before the write only means the batch
//   is sent again (receivers dedupe by webhook-id).
import type { Db } from '../../data/db.js';
import {
  dueDeliveries,
  fanOutEvents,
  pendingEndpoints,
  recordOutcomes,
  signingState,
  type AttemptOutcome,
} from '../../data/repositories/webhooks.js';
import type { Logger } from '../logger.js';
import { nextStep, RETRY_SCHEDULE_MS } from './retry.js';
import type { WebhookSender } from './sender.js';

export interface DispatcherOptions {
  db: Db;
  sender: WebhookSender;
  log: Logger;
  /** Fallback poll for work this process was not notified of. */
  pollMs: number;
  /** Most HTTP requests in flight at once, over all endpoints. */
  concurrency: number;
  retryScheduleMs?: readonly number[];
  /** Deliveries a lane takes per batch (and records per transaction). */
  batchSize?: number;
  now?: () => number;
}

const MAX_FAN_OUT_BATCHES_PER_PASS = 4;

export class WebhookDispatcher {
  readonly #o: Required<Omit<DispatcherOptions, 'retryScheduleMs' | 'now'>> & {
    retryScheduleMs: readonly number[];
    now: () => number;
  };
  /** Endpoints with a running lane. Added before a lane starts, removed synchronously when it ends. */
  readonly #lanes = new Set<string>();
  readonly #laneRuns = new Set<Promise<void>>();
  #passQueued = false;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  #running = false;
  /** Set once stop() has given up on requests still in flight: their outcomes are not recorded. */
  #closed = false;
  #inFlight = 0;
  readonly #slotWaiters: (() => void)[] = [];

  constructor(options: DispatcherOptions) {
    this.#o = {
      batchSize: 25,
      retryScheduleMs: RETRY_SCHEDULE_MS,
      now: Date.now,
      ...options,
    };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#closed = false;
    this.#pass(true);
  }

  /** Producers call this after committing an outbox event; cheap and coalesced. */
  notify(): void {
    if (!this.#running || this.#passQueued) return;
    this.#passQueued = true;
    setImmediate(() => {
      this.#passQueued = false;
      this.#pass(false);
    });
  }

  /**
   * Stops taking work and waits for requests in flight (up to graceMs) so their outcomes are
   * recorded; anything unrecorded is simply sent again after the next start.
   */
  async stop(graceMs = 5_000): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const wake of this.#slotWaiters.splice(0)) wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.#laneRuns]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
    this.#closed = true;
    this.#o.sender.close();
  }

  /** One scheduling pass. `scanAll` also looks for retries that came due (timer passes). */
  #pass(scanAll: boolean): void {
    if (!this.#running) return;
    const { db, log } = this.#o;
    try {
      const now = this.#o.now();
      // A long backlog (first start after downtime) is fanned out a few batches per pass, so the
      // event loop keeps serving requests in between.
      for (let batch = 0; ; batch++) {
        const fanned = fanOutEvents(db, now);
        for (const endpointId of fanned.endpointIds) this.#startLane(endpointId);
        if (!fanned.more) break;
        if (batch === MAX_FAN_OUT_BATCHES_PER_PASS - 1) {
          this.notify();
          break;
        }
      }
      if (scanAll) {
        let nextDue = Infinity;
        for (const { endpointId, dueAt } of pendingEndpoints(db)) {
          if (dueAt <= now) this.#startLane(endpointId);
          else nextDue = Math.min(nextDue, dueAt);
        }
        this.#armTimer(Math.min(nextDue, now + this.#o.pollMs), true);
      }
    } catch (err) {
      log.error({ err }, 'webhook dispatch pass failed');
      if (scanAll) this.#armTimer(this.#o.now() + this.#o.pollMs, true);
    }
  }

  /** Keeps one timer at the earliest moment something is due; `force` re-arms after a timer pass. */
  #armTimer(at: number, force = false): void {
    if (!this.#running || (!force && at >= this.#timerAt)) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(
      () => {
        this.#timerAt = Infinity;
        this.#pass(true);
      },
      Math.max(0, at - this.#o.now()),
    );
    this.#timer.unref?.();
  }

  #startLane(endpointId: string): void {
    if (this.#lanes.has(endpointId) || !this.#running) return;
    this.#lanes.add(endpointId);
    const run = this.#runLane(endpointId).catch((err: unknown) => {
      this.#o.log.error({ err, endpointId }, 'webhook lane failed');
    });
    this.#laneRuns.add(run);
    void run.finally(() => this.#laneRuns.delete(run));
  }

  async #runLane(endpointId: string): Promise<void> {
    const { db, sender, log } = this.#o;
    try {
      for (;;) {
        if (!this.#running) return;
        const now = this.#o.now();
        const endpoint = signingState(db, endpointId, now);
        if (!endpoint || endpoint.status !== 'enabled') return;
        const batch = dueDeliveries(db, endpointId, now, this.#o.batchSize);
        // Returning here removes the lane in the same tick (finally below), so a fan-out that
        // happens next always finds no lane and starts one: no delivery is stranded until the poll.
        if (batch.length === 0) return;
        const outcomes: AttemptOutcome[] = [];
        let disabled = false;
        for (const delivery of batch) {
          if (!(await this.#acquireSlot())) break;
          let result;
          try {
            result = await sender.send({ url: endpoint.url, msgId: delivery.eventId, body: delivery.body, secrets: endpoint.secrets });
          } finally {
            this.#releaseSlot();
          }
          const attempt = delivery.attemptCount + 1;
          const step = nextStep(attempt, result, result.startedAt + result.durationMs, this.#o.retryScheduleMs);
          outcomes.push({
            deliveryId: delivery.id,
            endpointId,
            attempt,
            startedAt: result.startedAt,
            durationMs: result.durationMs,
            statusCode: result.statusCode,
            error: result.error,
            result: step,
          });
          if (step.kind === 'retry') this.#armTimer(step.nextAttemptAt);
          if (step.kind !== 'succeeded') {
            log.warn({ endpointId, eventId: delivery.eventId, attempt, statusCode: result.statusCode, error: result.error, next: step.kind }, 'webhook attempt failed');
          }
          if (step.kind === 'disable') {
            disabled = true;
            break;
          }
        }
        if (this.#closed) return;
        recordOutcomes(db, outcomes);
        if (disabled) return;
      }
    } finally {
      this.#lanes.delete(endpointId);
    }
  }

  /** Global cap on requests in flight. Resolves false when the dispatcher is stopping. */
  #acquireSlot(): Promise<boolean> | boolean {
    if (!this.#running) return false;
    if (this.#inFlight < this.#o.concurrency) {
      this.#inFlight++;
      return true;
    }
    return new Promise<boolean>((resolve) => {
      this.#slotWaiters.push(() => {
        if (!this.#running) return resolve(false);
        this.#inFlight++;
        resolve(true);
      });
    });
  }

  #releaseSlot(): void {
    this.#inFlight--;
    this.#slotWaiters.shift()?.();
  }
}
