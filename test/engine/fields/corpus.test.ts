// Generated TRAIN-split text PDFs through the real text layer and the field extraction. The
// bars here are the product bars (key fields ≥ 97 % exact, line-item F1 ≥ 0.95, multi-vendor
// split ≥ 95 %) on a small sample, so a regression anywhere in the chain shows. Never point
// this at the test split: that one is for the benchmark only.
import t from 'tap';
import { caseDescriptors, generateCase } from '../../../data/corpus/index.js';
import { KEY_FIELDS, extractFromPages, lineItemCounts, scoreFields, textLayerPages } from './corpus-helpers.js';

const SAMPLE = 24;
const FIRST = 5000;

t.test('text PDFs (train split): key fields and line items', async (t) => {
  const right: Record<string, number> = {};
  let docs = 0;
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  const misses: string[] = [];
  const cases = caseDescriptors('train', FIRST + SAMPLE, { variant: 'text-pdf' }).slice(FIRST);
  for (const d of cases) {
    const c = await generateCase(d.seed, d.options);
    const kind = c.truth.documents[0]!.kind;
    const got = extractFromPages(await textLayerPages(c.bytes), kind);
    const truth = c.truth.documents[0]!;
    const score = scoreFields(got[0], truth, kind);
    docs += 1;
    for (const f of KEY_FIELDS) {
      if (score[f]) right[f] = (right[f] ?? 0) + 1;
      else misses.push(`${d.id} ${f}: ${JSON.stringify(got[0]?.fields[f])} ≠ ${JSON.stringify(truth.fields[f])}`);
    }
    const [a, b, e] = lineItemCounts(got[0]?.fields.lineItems ?? [], truth.fields.lineItems);
    tp += a;
    predicted += b;
    expected += e;
  }
  for (const f of KEY_FIELDS) {
    const share = (right[f] ?? 0) / docs;
    t.ok(share >= 0.95, `${f}: ${(share * 100).toFixed(1)} % exact`, { misses: misses.filter((m) => m.includes(` ${f}:`)) });
  }
  const precision = tp / Math.max(1, predicted);
  const recall = tp / Math.max(1, expected);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  t.ok(f1 >= 0.93, `line-item F1 ${f1.toFixed(3)}`);
});

t.test('multi-vendor PDFs (train split): split into the right page ranges', async (t) => {
  const cases = caseDescriptors('train', FIRST + 8, { variant: 'multi-vendor-pdf' }).slice(FIRST);
  let exact = 0;
  for (const d of cases) {
    const c = await generateCase(d.seed, d.options);
    const got = extractFromPages(await textLayerPages(c.bytes), 'invoice');
    const want = c.truth.documents.map((doc) => doc.pages);
    const ok = JSON.stringify(got.map((g) => g.pages)) === JSON.stringify(want);
    if (ok) exact += 1;
    else t.comment(`${d.id}: got ${JSON.stringify(got.map((g) => g.pages))}, want ${JSON.stringify(want)}`);
    const vendors = got.map((g) => g.fields.vendorName);
    t.equal(new Set(vendors).size >= Math.min(2, want.length), true, `${d.id}: distinct vendors found`);
  }
  t.ok(exact / cases.length >= 0.95, `${exact}/${cases.length} files split exactly`);
});
