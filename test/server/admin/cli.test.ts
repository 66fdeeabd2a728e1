import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import t from 'tap';
import { startTestServer, tempDataDir } from '../../helpers/server.js';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

async function admin(dataDir: string, ...args: string[]) {
  return run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
}

t.test('partner create --json prints one JSON object with partnerId, apiKey, primaryTenantId', async (t) => {
  const dataDir = tempDataDir();
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const { stdout } = await admin(dataDir, 'partner', 'create', '--name', 'Acme', '--tier', 'embed', '--json');
  const lines = stdout.trim().split('\n');
  t.equal(lines.length, 1, 'exactly one line');
  const created = JSON.parse(lines[0]!) as Record<string, unknown>;
  t.match(created, { partnerId: /^[0-9a-f-]{36}$/, apiKey: /^dxk_/, primaryTenantId: /^[0-9a-f-]{36}$/, tier: 'embed' });
});

t.test('the CLI works on the data directory of a running server, and changes apply at once', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const created = JSON.parse(
    (await admin(server.dataDir, 'partner', 'create', '--name', 'Live', '--tier', 'extraction', '--json')).stdout,
  ) as { partnerId: string; apiKey: string; keyPrefix: string };
  const me = await server.api('/api/v1/partner/me', { key: created.apiKey });
  t.equal(me.status, 200);
  t.equal(((await me.json()) as { tier: string }).tier, 'extraction');

  await admin(server.dataDir, 'partner', 'set-tier', created.partnerId, 'storage');
  const after = (await (await server.api('/api/v1/partner/me', { key: created.apiKey })).json()) as { tier: string };
  t.equal(after.tier, 'storage', 'tier change seen by the running server');

  await admin(server.dataDir, 'partner', 'set-plan', created.partnerId, 'enterprise');
  const usage = (await (await server.api('/api/partner/usage', { bearer: created.apiKey })).json()) as { data: { plan: string } };
  t.equal(usage.data.plan, 'enterprise');

  const second = JSON.parse(
    (await admin(server.dataDir, 'key', 'create', '--partner', created.partnerId, '--scopes', 'read,invoices:read', '--json'))
      .stdout,
  ) as { apiKey: string; keyPrefix: string; scopes: string[] };
  t.same(second.scopes, ['invoices:read', 'read']);
  const scoped = (await (await server.api('/api/v1/partner/me', { key: second.apiKey })).json()) as { scopes: string[] };
  t.same(scoped.scopes, ['invoices:read', 'read']);

  const listed = JSON.parse((await admin(server.dataDir, 'key', 'list', '--prefix', second.keyPrefix, '--json')).stdout) as {
    keys: { prefix: string; revokedAt: string | null }[];
  };
  t.equal(listed.keys.length, 1);
  t.equal(listed.keys[0]!.prefix, second.keyPrefix);
  // The whole secret: it is base64url, so it may hold '_' itself (a fragment of it matched by chance).
  t.notMatch(JSON.stringify(listed), second.apiKey.split('_').slice(2).join('_'), 'listing never shows the secret');

  await admin(server.dataDir, 'key', 'revoke', second.keyPrefix);
  t.equal((await server.api('/api/v1/partner/me', { key: second.apiKey })).status, 401, 'revoked key refused');
  t.equal((await server.api('/api/v1/partner/me', { key: created.apiKey })).status, 200, 'other key unaffected');
});

t.test('bad CLI input exits 2 with a message and writes nothing', async (t) => {
  const dataDir = tempDataDir();
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const cases = [
    ['partner', 'create', '--name', 'X', '--tier', 'gold'],
    ['partner', 'create', '--tier', 'embed'],
    ['key', 'create', '--partner', '00000000-0000-4000-8000-000000000000'],
    ['partner', 'create', '--name', 'X', '--tier', 'embed', '--scopes', 'admin:all'],
    ['frobnicate'],
    ['partner', 'create', '--name', 'X', '--tier', 'embed', '--unknown-flag'],
  ];
  for (const args of cases) {
    const err = (await admin(dataDir, ...args).then(
      () => null,
      (e: unknown) => e,
    )) as { code: number; stderr: string } | null;
    t.ok(err, `${args.join(' ')} fails`);
    t.equal(err?.code, 2, `${args.join(' ')} exits 2`);
    t.ok((err?.stderr ?? '').length > 0, 'with a message');
  }
  const { stdout } = await admin(dataDir, 'partner', 'list', '--json');
  t.same(JSON.parse(stdout), { partners: [] });
});
