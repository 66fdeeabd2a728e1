import t from 'tap';
import { flexibleCer, levenshtein, normalizeLines, readingOrderCer } from '../../../bench/extraction/cer.js';

t.test('levenshtein counts inserts, deletes and substitutions over code points', async (t) => {
  t.equal(levenshtein('', ''), 0);
  t.equal(levenshtein('abc', ''), 3);
  t.equal(levenshtein('', 'ab'), 2);
  t.equal(levenshtein('kitten', 'sitting'), 3);
  t.equal(levenshtein('Straße', 'StraBe'), 1);
  t.equal(levenshtein('€12', '12'), 1, 'the euro sign is one character');
  t.equal(levenshtein('😀a', 'a'), 1, 'astral characters count once');
});

t.test('normalisation folds width forms and whitespace, keeps case and punctuation', async (t) => {
  t.same(normalizeLines(['  Total：  12,50 ', '', '\t', 'ﬁle  No.']), ['Total: 12,50', 'file No.']);
});

t.test('identical text has zero error in both rates', async (t) => {
  const lines = ['ACME GmbH', 'Rechnung 2024-001', 'Summe 1.234,56 €'];
  t.equal(flexibleCer(lines, lines).cer, 0);
  t.equal(readingOrderCer(lines, lines).cer, 0);
});

t.test('a different line order costs nothing in flexible CER but a lot in reading order', async (t) => {
  const truth = ['Invoice No: 4711', 'Date: 2024-01-31', 'Vendor: Acme Foods Inc'];
  const shuffled = [truth[2]!, truth[0]!, truth[1]!];
  t.equal(flexibleCer(truth, shuffled).cer, 0);
  t.ok(readingOrderCer(truth, shuffled).cer > 0.3);
});

t.test('two truth runs merged on one predicted line still align', async (t) => {
  const r = flexibleCer(['Date:', '17-Sep-2022'], ['Date: 17-Sep-2022']);
  t.equal(r.errors, 0);
  t.equal(r.truthChars, 16);
});

t.test('misreads, missing lines and invented text all cost', async (t) => {
  const truth = ['Total 100.00', 'Thank you'];
  t.equal(flexibleCer(truth, ['Tota1 100.00', 'Thank you']).errors, 1, 'one substitution');
  t.equal(flexibleCer(truth, ['Total 100.00']).errors, 9, 'a missing line costs its length');
  t.equal(flexibleCer(truth, ['Total 100.00', 'Thank you', 'xyz']).errors, 3, 'unclaimed predicted characters are insertions');
  const r = flexibleCer(truth, []);
  t.equal(r.cer, 1, 'nothing recognised: every truth character is an error');
});

t.test('a stretch is used once: a repeated truth line needs repeated text', async (t) => {
  t.equal(flexibleCer(['Qty', 'Qty'], ['Qty']).errors, 3);
  t.equal(flexibleCer(['Qty', 'Qty'], ['Qty Qty']).errors, 0);
});

t.test('empty truth', async (t) => {
  t.equal(flexibleCer([], []).cer, 0);
  t.equal(flexibleCer([], ['noise']).cer, 1);
});
