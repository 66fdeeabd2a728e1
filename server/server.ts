// Starts and stops the whole service: database, workers, HTTP. Used by main.ts and by tests, so
// tests exercise the same start-up and shutdown path as production.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../data/db.js';
import { ApiKeyVerifier } from '../data/repositories/api-keys.js';
import { loadWindows, saveWindows } from '../data/repositories/rate-counters.js';
import { createApp } from './app.js';
import { bootstrapBanner, bootstrapDemoPartner, type BootstrapResult } from './bootstrap.js';
import type { Config } from './config.js';
import { createCategorizer } from './extraction/categorizer.js';
import { ExtractionPool } from './extraction/pool.js';
import { ExtractionService, type RecordHooks } from './extraction/service.js';
import { recordInvoiceVendor } from '../data/repositories/vendors.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { createLogger, type Logger } from './logger.js';
import { loadSearchEmbedder } from './search/embedder.js';
import { SearchService, type TextEmbedder } from './search/service.js';
import type { Services } from './services.js';
import { createWebhookService, type WebhookOverrides } from './webhooks/service.js';

export interface RunningServer {
  url: string;
  services: Services;
  bootstrap: BootstrapResult | null;
  /** Stops accepting, finishes in-flight requests, then closes workers and the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Where the bootstrap banner goes (stdout by default). */
  announce?: (text: string) => void;
  /** Time source for rate-limit windows (tests move it; production uses Date.now). */
  clock?: () => number;
  /** Webhook test seams (retry schedule, resolver). */
  webhooks?: WebhookOverrides;
  /** Text embedder for search (default: engine/embed from models/; none loadable → search answers 503). */
  embedder?: TextEmbedder;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? createLogger(config.logLevel);
  const db = openDatabase(config.dataDir);
  const limiter = new RateLimiter({ load: () => loadWindows(db), save: (w) => saveWindows(db, w) }, options.clock);
  limiter.start(config.rateFlushMs, (err) => log.error({ err }, 'rate counter flush failed'));
  let shuttingDown = false;
  const pool = new ExtractionPool({
    workers: config.pool.workers,
    ocrThreads: config.pool.ocrThreads,
    queueMax: config.limits.queueMax,
  });
  const categorizer = await createCategorizer(log);
  const hooks: RecordHooks = {
    // Vendor counts and vendor.created belong to the same transaction as the invoice.
    invoiceSettledInTransaction: (txDb, { invoice }) => {
      recordInvoiceVendor(txDb, { invoiceId: invoice.id });
    },
    afterCommit: async ({ invoices, receipts }) => {
      services.webhooks?.notify();
      const items = [
        ...invoices.filter((i) => i.status === 'processed').map((i) => ({ kind: 'invoice' as const, id: i.id })),
        ...receipts.filter((r) => r.status === 'processed').map((r) => ({ kind: 'receipt' as const, id: r.id })),
      ];
      if (items.length > 0) await services.search?.indexMany(items);
    },
  };
  const extraction = new ExtractionService({ db, pool, config, log, categorizer, hooks });
  const services: Services = {
    config,
    db,
    log,
    verifier: new ApiKeyVerifier(db),
    limiter,
    readiness: { notReadyReason: () => (shuttingDown ? 'shutting down' : null) },
    webhooks: createWebhookService(config, db, log, options.webhooks),
    pool,
    extraction,
  };
  const embedder = options.embedder ?? (await loadSearchEmbedder(log));
  if (embedder) {
    services.search = new SearchService({
      db,
      dataDir: config.dataDir,
      embedder,
      log,
      hnsw: config.search.hnsw,
      saveDelayMs: config.search.saveDelayMs,
    });
    // After a model update the stored vectors are the old model's: embed them again, beside the
    // serving (searches keep answering meanwhile).
    services.search.refreshEmbeddings().then(
      (records) => {
        if (records > 0) log.info({ records }, 'search records embedded again with the current text model');
      },
      (err: unknown) => log.warn({ err }, 'embedding search records again failed; they keep their old vectors until the next start'),
    );
  }
  const bootstrap = config.bootstrap ? bootstrapDemoPartner(db) : null;

  const app = createApp(services);
  const server: Server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  log.info({ url, dataDir: config.dataDir }, 'listening');
  services.webhooks?.start();
  if (bootstrap) (options.announce ?? ((t) => process.stdout.write(`${t}\n`)))(bootstrapBanner(bootstrap, url));

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      shuttingDown = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
      await drained;
      clearTimeout(timer);
      await extraction.drain();
      await pool.close();
      await services.webhooks?.stop();
      await services.search?.close();
      limiter.stop();
      db.close();
      log.info('stopped');
    })());

  return { url, services, bootstrap, close };
}
