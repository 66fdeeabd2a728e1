// Which queries take the exact scan: those made only of codes.
import t from 'tap';
import { lexicalOnly } from '../../../engine/embed/lexical-only.js';
import { isCodeLikeQuery, queryVector } from '../../../server/search/query-kind.js';

t.test('codes only: invoice numbers, SKUs, references', async (t) => {
  for (const q of ['RJ-888667', 'INV-2024-0017 PO-7781', '888667', '  AY-915630 ', 'A1B2']) t.ok(isCodeLikeQuery(q), q);
});

t.test('any word without a digit makes it a word query', async (t) => {
  for (const q of ['chicken breast', 'invoice 888667', 'RJ 888667', 'Sysco', '', '   ']) t.notOk(isCodeLikeQuery(q), q);
});

t.test('code-like queries are searched with their n-gram block alone', async (t) => {
  const embedded = Float32Array.from([0.6, 0, 0.8, 0]);
  t.same([...queryVector('INV-2024-0017', embedded, 2)], [...lexicalOnly(embedded, 2)]);
  t.same([...queryVector('INV-2024-0017', embedded, 2)], [0, 0, 1, 0]);
  t.equal(queryVector('chicken breast', embedded, 2), embedded, 'word queries as embedded');
  t.equal(queryVector('INV-2024-0017', embedded, undefined), embedded, 'an embedder without the split: as embedded');
});
