// Every route that declares a scope or a tier is checked here, so a route added later is covered
// without writing a new test: missing scope → 403, tier below → 403, another partner's tenant → 404.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { SCOPES, TIERS, type Tier } from '../../../server/auth/policy.js';
import { apiRoutes } from '../../../server/app.js';
import type { RouteDef } from '../../../server/http/route.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { uploadForm } from '../../helpers/upload.js';

function call(server: TestServer, def: RouteDef, key: string, params: Record<string, string> = {}): Promise<Response> {
  const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? randomUUID());
  const auth = def.auth === 'bearer' ? { bearer: key } : { key };
  const init: RequestInit & { key?: string; bearer?: string } = { method: def.method.toUpperCase(), ...auth };
  if (def.multipart) init.body = uploadForm(new Uint8Array(8));
  else if (def.body) {
    init.body = '{}';
    init.headers = { 'Content-Type': 'application/json' };
  }
  return server.api(path, init);
}

const tierBelow = (tier: Tier): Tier => TIERS[TIERS.indexOf(tier) - 1]!;

t.test('scope and tier gates answer 403 naming what is missing', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const routes = apiRoutes(server.services).filter((r) => r.auth !== 'none');
  t.ok(routes.length >= 5, 'routes found');
  for (const def of routes) {
    const name = `${def.method.toUpperCase()} ${def.path}`;
    if (def.scope) {
      const lacking = server.partner({ tier: 'embed', scopes: SCOPES.filter((s) => s !== def.scope) });
      const res = await call(server, def, lacking.apiKey);
      t.equal(res.status, 403, `${name} without ${def.scope}`);
      const body = (await res.json()) as { error: string; code: string };
      t.equal(body.code, 'insufficient_scope', name);
      t.match(body.error, def.scope, `${name}: the message names the scope`);
    }
    if (def.tier && def.tier !== 'extraction') {
      const low = server.partner({ tier: tierBelow(def.tier) });
      const res = await call(server, def, low.apiKey);
      t.equal(res.status, 403, `${name} on tier ${tierBelow(def.tier)}`);
      t.equal(((await res.json()) as { code: string }).code, 'tier_required', name);
    }
  }
});

t.test("a tenant of another partner answers 404, never 403", async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const me = server.partner({ tier: 'embed' });
  const other = server.partner({ tier: 'embed' });
  const tenantRoutes = apiRoutes(server.services).filter((r) => r.path.includes('{tenantId}'));
  for (const def of tenantRoutes) {
    const res = await call(server, def, me.apiKey, { tenantId: other.primaryTenantId });
    t.equal(res.status, 404, `${def.method.toUpperCase()} ${def.path}`);
  }
  t.pass(`${tenantRoutes.length} tenant-scoped routes checked`);
});
