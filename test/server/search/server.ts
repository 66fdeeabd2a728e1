// The real service started in-process (with the real embedder from models/, as in production),
// plus request helpers for the search tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../../../data/repositories/api-keys.js';
import { createPartner, type Tier } from '../../../data/repositories/partners.js';
import { SCOPES, type Scope } from '../../../server/auth/policy.js';
import { loadConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/logger.js';
import { startServer, type RunningServer } from '../../../server/server.js';

export interface SearchTestServer extends RunningServer {
  dataDir: string;
  partner(opts?: { tier?: Tier; scopes?: readonly Scope[] }): { partnerId: string; tenantId: string; apiKey: string };
  get(path: string, key: string): Promise<Response>;
  post(path: string, key: string, body: unknown): Promise<Response>;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

export async function startSearchServer(dataDir = mkdtempSync(join(tmpdir(), 'docextract-search-http-'))): Promise<SearchTestServer> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BOOTSTRAP: 'false', LOG_LEVEL: 'silent', WORKERS: '1' });
  const running = await startServer(config, { logger: createLogger('silent'), announce: () => {} });
  const db = running.services.db;
  return {
    ...running,
    dataDir,
    partner(opts = {}) {
      const p = createPartner(db, { name: 'Search Partner', tier: opts.tier ?? 'storage' });
      const { apiKey } = createApiKey(db, { partnerId: p.id, scopes: opts.scopes ?? SCOPES });
      return { partnerId: p.id, tenantId: p.primaryTenantId, apiKey };
    },
    get: (path, key) => fetch(`${running.url}${path}`, { headers: { 'X-API-Key': key } }),
    post: (path, key, body) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    async stop(opts = {}) {
      await running.close();
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
