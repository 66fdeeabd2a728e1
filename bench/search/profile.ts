// `node --import tsx bench/search/profile.ts [--dir=PATH] [--docs=N] [--rounds=N] [--in-process] [--http]`
//
// Where the time of one search goes (issue 5). Builds (once; kept in --dir, default
// tmp/search-profile-<N>) a tenant of N synthetic documents the way bench/search/run.ts does,
// then answers the HTTP bench's queries through SearchService.search with every phase timed
// (SearchService.searchTraced), word and code-like queries apart, and with --http the same
// queries through a real server one at a time (HTTP, auth, validation and JSON on top).
// The service runs as the server runs it: vector side (embedding, graphs, exact scans) on the
// embedder's worker thread (receipts and vendors on the main thread: SplitVectorSide);
// --in-process keeps all of it on the main thread. Phases named `vector ...` are timed on the
// vector side (`vector main ...` on the main thread); `vectors` is the main thread's wait for the
// worker; "main busy" sums the main thread's own phases and "vector busy" the worker's (what
// bounds throughput at concurrency).
// Run it under `node --cpu-prof` for the function-level picture.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../data/db.js';
import { createApiKey } from '../../data/repositories/api-keys.js';
import { createPartner } from '../../data/repositories/partners.js';
import { createEmbedder } from '../../engine/embed/index.js';
import { DEFAULTS, loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { MODELS_DIR } from '../../server/models-dir.js';
import { isCodeLikeQuery } from '../../server/search/query-kind.js';
import { SearchService, type SearchTrace, type TextEmbedder } from '../../server/search/service.js';
import { invoiceSearchText, receiptSearchText } from '../../server/search/text.js';
import { startServer } from '../../server/server.js';
import { WorkerEmbedder } from '../../server/search/worker-embedder.js';
import { syntheticDocuments, type SyntheticDoc } from './documents.js';
import { storeDocuments, tenantQueries } from './run.js';
import { percentile } from './vectors.js';

const HNSW = { m: DEFAULTS.SEARCH_HNSW_M, efConstruction: DEFAULTS.SEARCH_HNSW_EF_CONSTRUCTION, efSearch: DEFAULTS.SEARCH_HNSW_EF_SEARCH };

function flag(args: string[], name: string): string | null {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : null;
}

interface Built {
  tenantId: string;
  apiKey: string;
}

async function build(dir: string, docs: number, embedder: TextEmbedder): Promise<Built> {
  const db = openDatabase(dir);
  const existing = db.prepare("SELECT t.id AS tenantId FROM tenants t JOIN partners p ON p.id = t.partner_id WHERE p.name = 'Profile'").get() as
    | { tenantId: string }
    | undefined;
  if (existing) {
    db.close();
    throw new Error(`${dir} holds a profile tenant but no key file; delete the folder`);
  }
  const partner = createPartner(db, { name: 'Profile', tier: 'embed' });
  const { apiKey } = createApiKey(db, { partnerId: partner.id, scopes: ['read', 'search:read'] });
  const service = new SearchService({ db, dataDir: dir, embedder, log: createLogger('silent'), hnsw: HNSW, saveDelayMs: 0 });
  let chunk: SyntheticDoc[] = [];
  const flush = async () => {
    storeDocuments(db, partner.id, chunk);
    const texts = chunk.map((d) => (d.invoice ? invoiceSearchText(d.invoice) : receiptSearchText(d.receipt!)));
    const vectors = await embedder.embed(texts);
    for (let i = 0; i < chunk.length; i += 200) {
      await service.indexMany(
        chunk.slice(i, i + 200).map((d, j) => ({ kind: d.invoice ? ('invoice' as const) : ('receipt' as const), id: (d.invoice ?? d.receipt!).id, embedding: vectors[i + j]! })),
      );
    }
    chunk = [];
  };
  let done = 0;
  for (const doc of syntheticDocuments(docs, partner.primaryTenantId, 42)) {
    chunk.push(doc);
    if (chunk.length === 2000) {
      await flush();
      done += 2000;
      if (done % 20_000 === 0) console.log(`  built ${done}/${docs}`);
    }
  }
  if (chunk.length > 0) await flush();
  await service.close();
  db.close();
  return { tenantId: partner.primaryTenantId, apiKey };
}

const ms = (x: number) => Math.round(x * 1000) / 1000;

function summarize(label: string, traces: SearchTrace[]): void {
  if (traces.length === 0) return;
  const phases = [...new Set(traces.flatMap((t) => Object.keys(t.phases)))];
  const row: Record<string, number> = {};
  for (const p of phases) {
    const xs = traces.map((t) => t.phases[p] ?? 0).sort((a, b) => a - b);
    row[`${p} mean`] = ms(xs.reduce((s, x) => s + x, 0) / xs.length);
  }
  // `vector main ...`: kinds the split vector side searches on the main thread (SplitVectorSide).
  const onWorker = (name: string) => name.startsWith('vector ') && !name.startsWith('vector main ');
  const sum = (t: SearchTrace, worker: boolean) =>
    Object.entries(t.phases).reduce((s, [name, x]) => s + (onWorker(name) === worker && name !== 'vectors' ? x : 0), 0);
  row['main busy mean'] = ms(traces.reduce((s, t) => s + sum(t, false), 0) / traces.length);
  row['vector busy mean'] = ms(traces.reduce((s, t) => s + sum(t, true), 0) / traces.length);
  const totals = traces.map((t) => t.totalMs).sort((a, b) => a - b);
  row['total p50'] = ms(percentile(totals, 50));
  row['total mean'] = ms(totals.reduce((s, x) => s + x, 0) / totals.length);
  const candidates = traces.map((t) => t.candidates).sort((a, b) => a - b);
  row['candidates p50'] = percentile(candidates, 50);
  console.log(`${label} (${traces.length} searches)`);
  console.table(row);
}

export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const docs = Number(flag(args, 'docs') ?? 100_000);
  const dir = flag(args, 'dir') ?? join('tmp', `search-profile-${docs}`);
  const rounds = Number(flag(args, 'rounds') ?? 3);
  const embedder = await createEmbedder({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  const keyFile = join(dir, 'profile-key.json');
  let built: Built;
  if (existsSync(keyFile)) {
    built = JSON.parse(readFileSync(keyFile, 'utf8')) as Built;
  } else {
    mkdirSync(dir, { recursive: true });
    const t = performance.now();
    built = await build(dir, docs, embedder);
    writeFileSync(keyFile, JSON.stringify(built));
    console.log(`built ${docs} documents in ${Math.round(performance.now() - t)} ms`);
  }

  const db = openDatabase(dir);
  const inProcess = args.includes('--in-process');
  const serviceEmbedder = inProcess ? embedder : await WorkerEmbedder.start({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  console.log(`vector side: ${inProcess ? 'main thread' : 'embedder worker thread'}`);
  const service = new SearchService({ db, dataDir: dir, embedder: serviceEmbedder, log: createLogger('silent'), hnsw: HNSW, saveDelayMs: 0 });
  let t = performance.now();
  await service.warm(built.tenantId);
  console.log(`warm: ${Math.round(performance.now() - t)} ms`);
  const queries = tenantQueries(db, 300, 11);
  // Wait for the exact-scan copies too (the first code-like query would).
  for (const q of queries) if (isCodeLikeQuery(q.text)) {
    await service.search({ tenantId: built.tenantId, query: q.text, limit: 10 });
    break;
  }
  const word: SearchTrace[] = [];
  const code: SearchTrace[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const trace = await service.searchTraced({ tenantId: built.tenantId, query: q.text, limit: 10 });
      if (round > 0) (isCodeLikeQuery(q.text) ? code : word).push(trace);
    }
  }
  summarize('word queries', word);
  summarize('code-like queries', code);
  await service.close();
  db.close();

  if (args.includes('--http')) {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, BOOTSTRAP: 'false', LOG_LEVEL: 'silent', WORKERS: '1' });
    const server = await startServer(config, { logger: createLogger('silent'), announce: () => {} });
    const paths = queries.map((q) => `/api/v1/partner/search?q=${encodeURIComponent(q.text)}&limit=10`);
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        t = performance.now();
        await (await fetch(`${server.url}${path}`, { headers: { 'X-API-Key': built.apiKey } })).arrayBuffer();
        if (round > 0) times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`HTTP one at a time: p50 ${ms(percentile(times, 50))} ms, mean ${ms(times.reduce((s, x) => s + x, 0) / times.length)} ms`);
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
