// Wires the webhook parts from the configuration: the address policy (also used by registration),
// the HTTPS sender and the delivery loop. server.ts creates it before the app and starts it after
// listen; producers call `notify()` after committing an outbox event.
import type { Db } from '../../data/db.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { AddressPolicy } from './address-policy.js';
import { readCaBundle } from './ca-file.js';
import { WebhookDispatcher } from './dispatcher.js';
import { WebhookSender } from './sender.js';
import { systemResolver, type Resolver } from './target.js';

/** Test and bench seams; production uses the defaults. */
export interface WebhookOverrides {
  retryScheduleMs?: readonly number[];
  resolver?: Resolver;
  now?: () => number;
}

export interface WebhookService {
  policy: AddressPolicy;
  resolver: Resolver;
  secretGraceMs: number;
  /** Wake the delivery loop: a new outbox event was committed. */
  notify(): void;
  start(): void;
  stop(graceMs?: number): Promise<void>;
}

const USER_AGENT = 'docextract-webhooks/1 (+https://www.standardwebhooks.com)';

export function createWebhookService(config: Config, db: Db, log: Logger, overrides: WebhookOverrides = {}): WebhookService {
  const policy = new AddressPolicy(config.webhookAllowPrivate);
  const resolver = overrides.resolver ?? systemResolver;
  const sender = new WebhookSender({
    policy,
    resolver,
    timeoutMs: config.webhooks.timeoutMs,
    ...(config.webhooks.caFile ? { extraCaPem: readCaBundle(config.webhooks.caFile) } : {}),
    userAgent: USER_AGENT,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const dispatcher = new WebhookDispatcher({
    db,
    sender,
    log: log.child({ component: 'webhooks' }),
    pollMs: config.webhooks.pollMs,
    concurrency: config.webhooks.concurrency,
    ...(overrides.retryScheduleMs ? { retryScheduleMs: overrides.retryScheduleMs } : {}),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  return {
    policy,
    resolver,
    secretGraceMs: config.webhooks.secretGraceMs,
    notify: () => dispatcher.notify(),
    start: () => dispatcher.start(),
    stop: (graceMs) => dispatcher.stop(graceMs),
  };
}
