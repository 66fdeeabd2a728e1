// What route handlers may use. Built once at start (server/app.ts) and passed down explicitly;
// nothing reaches for globals.
import type { Db } from '../data/db.js';
import type { ApiKeyVerifier } from '../data/repositories/api-keys.js';
import type { Config } from './config.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { ExtractionService } from './extraction/service.js';
import type { ExtractionPool } from './extraction/pool.js';
import type { Logger } from './logger.js';
import type { SearchService } from './search/service.js';
import type { WebhookService } from './webhooks/service.js';

export interface Readiness {
  /** Null when ready; otherwise why not (shown by /readyz). */
  notReadyReason(): string | null;
}

export interface Services {
  config: Config;
  db: Db;
  log: Logger;
  verifier: ApiKeyVerifier;
  limiter: RateLimiter;
  readiness: Readiness;
  /** Webhook delivery; producers call `webhooks?.notify()` after committing an outbox event. */
  webhooks?: WebhookService;
  /**
   * Semantic search; absent when no text embedder is available (search routes answer 503).
   * Call `indexInvoice` / `indexReceipt` after the settling transaction commits.
   */
  search?: SearchService;
  pool: ExtractionPool;
  extraction: ExtractionService;
}
