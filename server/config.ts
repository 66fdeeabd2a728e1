// The one place that reads the environment. Every limit is named here with its default and
// validated at start-up, so a bad setting fails loudly before the server accepts traffic.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

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
  SHUTDOWN_GRACE_MS: 15_000,
  /** How often in-memory rate-limit counters are persisted (a restart keeps the window). */
  RATE_FLUSH_MS: 1_000,
  /** Webhook targets on private networks, as CIDRs (comma separated); empty refuses them all. */
  WEBHOOK_ALLOW_PRIVATE: '',
  PUBLIC_BASE_URL: '',
} as const;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

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
  WEBHOOK_ALLOW_PRIVATE: z.string().default(DEFAULTS.WEBHOOK_ALLOW_PRIVATE),
  PUBLIC_BASE_URL: z.string().default(DEFAULTS.PUBLIC_BASE_URL),
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
  };
}
