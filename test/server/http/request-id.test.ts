// Request ids (server/http/request-id.ts) are random version-4 UUIDs like crypto.randomUUID's,
// made in batches: every id must have the UUID shape, version and variant, and no id may repeat,
// across batch boundaries included.
import t from 'tap';
import { newRequestId } from '../../../server/http/request-id.js';
import { startTestServer } from '../../helpers/server.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

t.test('ids are version-4 UUIDs and never repeat, over many batches', async (t) => {
  const seen = new Set<string>();
  const count = 5000;
  let malformed = 0;
  for (let i = 0; i < count; i++) {
    const id = newRequestId();
    if (!UUID_V4.test(id)) malformed += 1;
    seen.add(id);
  }
  t.equal(malformed, 0, 'every id has the v4 shape, version digit and variant');
  t.equal(seen.size, count, 'no id repeats');
});

t.test('the hex digits are uniformly used (not a fixed or sparse pattern)', async (t) => {
  const counts = new Map<string, number>();
  const ids = 4000;
  for (let i = 0; i < ids; i++) {
    // The 30 random hex digits (the version digit and the variant digit are fixed or constrained).
    const hex = newRequestId().replace(/-/g, '');
    for (const [at, digit] of [...hex].entries()) if (at !== 12 && at !== 16) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  }
  t.equal(counts.size, 16, 'all sixteen digits occur');
  const expected = (ids * 30) / 16;
  for (const [digit, n] of counts) t.ok(Math.abs(n - expected) < expected * 0.1, `digit ${digit}: ${n} ≈ ${expected}`);
});

t.test('a response carries a fresh id unless the client sent a safe one', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const a = (await server.api('/healthz')).headers.get('x-request-id') ?? '';
  const b = (await server.api('/healthz')).headers.get('x-request-id') ?? '';
  t.match(a, UUID_V4);
  t.match(b, UUID_V4);
  t.not(a, b);
  t.equal((await server.api('/healthz', { headers: { 'X-Request-Id': 'trace-abcdefgh' } })).headers.get('x-request-id'), 'trace-abcdefgh');
});
