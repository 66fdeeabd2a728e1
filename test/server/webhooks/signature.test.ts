// Our signer against the independent standardwebhooks implementation, and the retry schedule.
import t from 'tap';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, sign, signatureHeader } from '../../../server/webhooks/signature.js';
import { nextStep, RETRY_SCHEDULE_MS } from '../../../server/webhooks/retry.js';

t.test('signatures match the standardwebhooks reference for the same input', async (t) => {
  const secret = newWebhookSecret();
  t.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
  t.not(newWebhookSecret(), secret, 'random');
  const body = JSON.stringify({ type: 'invoice.created', timestamp: '2026-01-01T00:00:00.000Z', data: { total: 1.5, name: 'Café' } });
  const ts = 1_767_225_600;
  t.equal(sign(secret, 'msg_1', ts, body), new Webhook(secret).sign('msg_1', new Date(ts * 1000), body));
  const old = newWebhookSecret();
  const header = signatureHeader([secret, old], 'msg_1', ts, body);
  t.equal(header, `${sign(secret, 'msg_1', ts, body)} ${sign(old, 'msg_1', ts, body)}`);
  t.throws(() => sign('plain', 'm', ts, body), /whsec_/);
});

t.test('retry schedule of DECISIONS: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then failed', async (t) => {
  t.same(RETRY_SCHEDULE_MS, [5e3, 3e5, 1.8e6, 7.2e6, 1.8e7, 3.6e7, 3.6e7]);
  const fail = { ok: false, statusCode: 500 };
  t.same(nextStep(1, fail, 1000), { kind: 'retry', nextAttemptAt: 6000 });
  t.same(nextStep(7, fail, 0), { kind: 'retry', nextAttemptAt: 3.6e7 });
  t.same(nextStep(8, fail, 0), { kind: 'failed' }, 'eight attempts in all');
  t.same(nextStep(1, { ok: true, statusCode: 204 }, 0), { kind: 'succeeded' });
  t.equal(nextStep(1, { ok: false, statusCode: 410 }, 0).kind, 'disable');
  t.equal(nextStep(1, { ok: false, statusCode: null }, 0).kind, 'retry', 'network errors are retried');
  t.equal(nextStep(1, { ok: false, statusCode: 301 }, 0).kind, 'retry', 'redirects are failures, retried');
});
