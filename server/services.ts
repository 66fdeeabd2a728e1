// What route handlers may use. Built once at start (server/app.ts) and passed down explicitly;
// nothing reaches for globals.
import type { Db } from '../data/db.js';
import type { ApiKeyVerifier } from '../data/repositories/api-keys.js';
import type { Config } from './config.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './logger.js';

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
}
