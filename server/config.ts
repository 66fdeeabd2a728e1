// The one place that reads the environment. Every limit is named here with its default and
// validated at start-up, so a bad setting fails loudly before the server accepts traffic.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { cidrListProblem } from './webhooks/address-policy.js';
import { caFileProblem } from './webhooks/ca-file.js';

const MB = 1024 * 1024;

/** Named defaults; README "Configuration" lists the same names. */
export const DEFAULTS = {
  PORT: 8080,
  HOST: '0.0.0.0',
  DATA_DIR: './var',
  BOOTSTRAP: true,
  LOG_LEVEL: 'info',
  /** Spec "Limits": uploads up to 25 MB. */
  MAX_UPLOAD_BYTES: 25 * MB,
  MAX_JSON_BYTES: 1 * MB,
  /** DECISIONS: an upload waits for its result up to this, then answers `processing`. */
  SYNC_BUDGET_MS: 55_000,
  /** Time one document may spend inside a worker before it is stopped and marked failed. */
  DOCUMENT_BUDGET_MS: 50_000,
  /** Extraction workers; each runs ONNX with OCR_THREADS intra-op threads (workers × threads ≤ cores). */
  WORKERS: Math.max(1, Math.min(2, availableParallelism())),
  OCR_THREADS: 1,
  /** Uploads waiting for a worker beyond this answer 503 with retryAfter. */
  QUEUE_MAX: 64,
  MAX_PAGES: 200,
  /** Pixel-flood guard: images whose header claims more pixels than this are refused. */
  MAX_IMAGE_PIXELS: 60_000_000,
  RASTER_DPI: 200,
  /** Longer than SYNC_BUDGET_MS, so an upload in flight at SIGTERM still gets its answer. */
  SHUTDOWN_GRACE_MS: 60_000,
  /** How often in-memory rate-limit counters are persisted (a restart keeps the window). */
  RATE_FLUSH_MS: 1_000,
  /** Webhook targets on private networks, as CIDRs (comma separated); empty refuses them all. */
  WEBHOOK_ALLOW_PRIVATE: '',
  /** PEM bundle of extra CAs trusted for webhook receivers with private certificates (path; empty = none). */
  WEBHOOK_CA_FILE: '',
  /** DECISIONS "Webhooks": a 2xx within 15 s is a successful delivery. */
  WEBHOOK_TIMEOUT_MS: 15_000,
  /** After a secret rotation the old secret keeps signing (alongside the new one) this long. */
  WEBHOOK_SECRET_GRACE_MS: 24 * 60 * 60 * 1000,
  /** Fallback poll of the outbox for events written by other processes, and for due retries. */
  WEBHOOK_POLL_MS: 1_000,
  /** Webhook requests in flight at once, over all endpoints (each endpoint has at most one). */
  WEBHOOK_CONCURRENCY: 64,
  PUBLIC_BASE_URL: '',
  /** Search (server/search): HNSW graph degree, build and query candidate lists (recall vs speed, bench/search). */
  SEARCH_HNSW_M: 32,
  SEARCH_HNSW_EF_CONSTRUCTION: 200,
  SEARCH_HNSW_EF_SEARCH: 256,
  /** A changed search index is written to its file this long after the first unsaved change (0 = only at shutdown). */
  SEARCH_INDEX_SAVE_MS: 10_000,
} as const;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** WEBHOOK_ALLOW_PRIVATE must be a list of valid CIDRs: a typo must not silently allow nothing. */
function checkAllowlist(value: string, ctx: z.RefinementCtx): void {
  const problem = cidrListProblem(value.split(',').map((s) => s.trim()).filter(Boolean));
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

function checkCaFile(value: string, ctx: z.RefinementCtx): void {
  const problem = value ? caFileProblem(value) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

const EnvSchema = z.object({
  PORT: int(0, 65535).default(DEFAULTS.PORT),
  HOST: z.string().min(1).default(DEFAULTS.HOST),
  DATA_DIR: z.string().min(1).default(DEFAULTS.DATA_DIR),
  BOOTSTRAP: bool.default(DEFAULTS.BOOTSTRAP),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(DEFAULTS.LOG_LEVEL),
  MAX_UPLOAD_BYTES: int(1024, 1024 * MB).default(DEFAULTS.MAX_UPLOAD_BYTES),
  MAX_JSON_BYTES: int(1024, 64 * MB).default(DEFAULTS.MAX_JSON_BYTES),
  SYNC_BUDGET_MS: int(0, 600_000).default(DEFAULTS.SYNC_BUDGET_MS),
  DOCUMENT_BUDGET_MS: int(100, 3_600_000).default(DEFAULTS.DOCUMENT_BUDGET_MS),
  WORKERS: int(1, 64).default(DEFAULTS.WORKERS),
  OCR_THREADS: int(1, 64).default(DEFAULTS.OCR_THREADS),
  QUEUE_MAX: int(0, 100_000).default(DEFAULTS.QUEUE_MAX),
  MAX_PAGES: int(1, 10_000).default(DEFAULTS.MAX_PAGES),
  MAX_IMAGE_PIXELS: int(1_000_000, 1_000_000_000).default(DEFAULTS.MAX_IMAGE_PIXELS),
  RASTER_DPI: int(50, 600).default(DEFAULTS.RASTER_DPI),
  SHUTDOWN_GRACE_MS: int(0, 600_000).default(DEFAULTS.SHUTDOWN_GRACE_MS),
  RATE_FLUSH_MS: int(50, 60_000).default(DEFAULTS.RATE_FLUSH_MS),
  WEBHOOK_ALLOW_PRIVATE: z.string().default(DEFAULTS.WEBHOOK_ALLOW_PRIVATE).superRefine(checkAllowlist),
  WEBHOOK_CA_FILE: z.string().default(DEFAULTS.WEBHOOK_CA_FILE).superRefine(checkCaFile),
  WEBHOOK_TIMEOUT_MS: int(100, 120_000).default(DEFAULTS.WEBHOOK_TIMEOUT_MS),
  WEBHOOK_SECRET_GRACE_MS: int(0, 30 * 24 * 60 * 60 * 1000).default(DEFAULTS.WEBHOOK_SECRET_GRACE_MS),
  WEBHOOK_POLL_MS: int(10, 60_000).default(DEFAULTS.WEBHOOK_POLL_MS),
  WEBHOOK_CONCURRENCY: int(1, 1_000).default(DEFAULTS.WEBHOOK_CONCURRENCY),
  PUBLIC_BASE_URL: z.string().default(DEFAULTS.PUBLIC_BASE_URL),
  SEARCH_HNSW_M: int(4, 64).default(DEFAULTS.SEARCH_HNSW_M),
  SEARCH_HNSW_EF_CONSTRUCTION: int(10, 2000).default(DEFAULTS.SEARCH_HNSW_EF_CONSTRUCTION),
  SEARCH_HNSW_EF_SEARCH: int(10, 2000).default(DEFAULTS.SEARCH_HNSW_EF_SEARCH),
  SEARCH_INDEX_SAVE_MS: int(0, 3_600_000).default(DEFAULTS.SEARCH_INDEX_SAVE_MS),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  bootstrap: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicBaseUrl: string;
  limits: {
    maxUploadBytes: number;
    maxJsonBytes: number;
    syncBudgetMs: number;
    documentBudgetMs: number;
    queueMax: number;
    maxPages: number;
    maxImagePixels: number;
    rasterDpi: number;
  };
  pool: { workers: number; ocrThreads: number };
  shutdownGraceMs: number;
  rateFlushMs: number;
  webhookAllowPrivate: string[];
  webhooks: { caFile: string | null; timeoutMs: number; secretGraceMs: number; pollMs: number; concurrency: number };
  search: { hnsw: { m: number; efConstruction: number; efSearch: number }; saveDelayMs: number };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once. Tests pass their own object instead of env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    bootstrap: e.BOOTSTRAP,
    logLevel: e.LOG_LEVEL,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    limits: {
      maxUploadBytes: e.MAX_UPLOAD_BYTES,
      maxJsonBytes: e.MAX_JSON_BYTES,
      syncBudgetMs: e.SYNC_BUDGET_MS,
      documentBudgetMs: e.DOCUMENT_BUDGET_MS,
      queueMax: e.QUEUE_MAX,
      maxPages: e.MAX_PAGES,
      maxImagePixels: e.MAX_IMAGE_PIXELS,
      rasterDpi: e.RASTER_DPI,
    },
    pool: { workers: e.WORKERS, ocrThreads: e.OCR_THREADS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    rateFlushMs: e.RATE_FLUSH_MS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webhooks: {
      caFile: e.WEBHOOK_CA_FILE ? resolve(e.WEBHOOK_CA_FILE) : null,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      secretGraceMs: e.WEBHOOK_SECRET_GRACE_MS,
      pollMs: e.WEBHOOK_POLL_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
    search: {
      hnsw: { m: e.SEARCH_HNSW_M, efConstruction: e.SEARCH_HNSW_EF_CONSTRUCTION, efSearch: e.SEARCH_HNSW_EF_SEARCH },
      saveDelayMs: e.SEARCH_INDEX_SAVE_MS,
    },
  };
}
