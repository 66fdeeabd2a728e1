// Which queries take the exact scan: those made only of codes.
import t from 'tap';
import { isCodeLikeQuery } from '../../../server/search/query-kind.js';

t.test('codes only: invoice numbers, SKUs, references', async (t) => {
  for (const q of ['RJ-888667', 'INV-2024-0017 PO-7781', '888667', '  AY-915630 ', 'A1B2']) t.ok(isCodeLikeQuery(q), q);
});

t.test('any word without a digit makes it a word query', async (t) => {
  for (const q of ['chicken breast', 'invoice 888667', 'RJ 888667', 'Sysco', '', '   ']) t.notOk(isCodeLikeQuery(q), q);
});
