// Starts the real service in-process on a random port over a fresh temporary data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../../data/repositories/api-keys.js';
import { createPartner, type LegacyPlan, type Tier } from '../../data/repositories/partners.js';
import { SCOPES, type Scope } from '../../server/auth/policy.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { startServer, type RunningServer } from '../../server/server.js';

export interface TestPartner {
  partnerId: string;
  primaryTenantId: string;
  apiKey: string;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
  partner(opts?: { tier?: Tier; plan?: LegacyPlan; scopes?: readonly Scope[]; name?: string }): TestPartner;
  /** fetch relative to the server with an optional X-API-Key. */
  api(path: string, init?: RequestInit & { key?: string; bearer?: string }): Promise<Response>;
  /** Stops the server; removes the data directory unless keepData. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'docextract-test-'));
}

export async function startTestServer(
  env: Record<string, string> = {},
  dataDir = tempDataDir(),
  clock?: () => number,
): Promise<TestServer> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BOOTSTRAP: 'false', LOG_LEVEL: 'silent', ...env });
  const running = await startServer(config, { logger: createLogger('silent'), announce: () => {}, clock });
  const db = running.services.db;
  return {
    ...running,
    dataDir,
    config,
    partner(opts = {}) {
      const p = createPartner(db, { name: opts.name ?? 'Test Partner', tier: opts.tier ?? 'embed', legacyPlan: opts.plan ?? 'core' });
      const { apiKey } = createApiKey(db, { partnerId: p.id, scopes: opts.scopes ?? SCOPES });
      return { partnerId: p.id, primaryTenantId: p.primaryTenantId, apiKey };
    },
    api(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.key) headers.set('X-API-Key', init.key);
      if (init.bearer) headers.set('Authorization', `Bearer ${init.bearer}`);
      return fetch(`${running.url}${path}`, { ...init, headers });
    },
    async stop(opts = {}) {
      await running.close();
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
