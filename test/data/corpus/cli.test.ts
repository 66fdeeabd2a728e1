// The corpus CLI writes one file and one truth JSON per case, plus an index.

import t from 'tap';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../data/corpus/cli.js';

t.test('writes files, truth and index for a split', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-cli-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const r = await runCli(['--split', 'test', '--count', '3', '--out', dir, '--variant', 'text-pdf']);
  t.equal(r.written.length, 3);
  const files = readdirSync(dir).sort();
  t.same(files, ['index.json', 'test-1000000.pdf', 'test-1000000.truth.json', 'test-1000001.pdf', 'test-1000001.truth.json', 'test-1000002.pdf', 'test-1000002.truth.json']);
  const truth = JSON.parse(readFileSync(join(dir, 'test-1000001.truth.json'), 'utf8'));
  t.equal(truth.file, 'test-1000001.pdf');
  t.equal(truth.seed, 1000001);
  t.ok(truth.documents[0].fields.total > 0);
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  t.equal(index.cases.length, 3);
});

t.test('rejects bad arguments with a clear message', async (t) => {
  await t.rejects(runCli(['--count', '2']), /--out DIR is required/);
  await t.rejects(runCli(['--out', '/tmp/x', '--variant', 'fax']), /--variant must be one of/);
  await t.rejects(runCli(['--out', '/tmp/x', '--count', '0']), /--count must be a positive integer/);
});
