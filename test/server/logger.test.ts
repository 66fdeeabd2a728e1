import { Writable } from 'node:stream';
import t from 'tap';
import { createLogger } from '../../server/logger.js';

t.test('keys, bearer tokens and secrets are redacted from logs', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const log = createLogger('info', sink);
  log.info({ req: { headers: { 'x-api-key': 'dxk_secret1', authorization: 'Bearer dxk_secret2' } } }, 'request');
  log.info({ webhook: { secret: 'whsec_secret3' }, partner: { apiKey: 'dxk_secret4' } }, 'created');
  log.info({ apiKey: 'dxk_secret5' }, 'top-level');
  const text = lines.join('');
  t.notMatch(text, /secret\d/);
  t.match(text, /\[redacted\]/);
  t.equal(lines.length, 3);
});
