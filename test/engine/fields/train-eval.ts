// Error analysis on the TRAIN split (never the test split): runs generated text PDFs through
// the text layer and extractDocuments, prints every wrong key field, line-item P/R/F1, split
// accuracy and how often documents at each confidence level are fully right.
//   node --import tsx test/engine/fields/train-eval.ts [variant=text-pdf] [count=60] [first=0] [kind]
// ITEMS=1 also lists line-item misses.
import { caseDescriptors, generateCase, type Variant } from '../../../data/corpus/index.js';
import type { DocumentKind } from '../../../engine/types.js';
import { KEY_FIELDS, extractFromPages, lineItemCounts, scoreFields, textLayerPages } from './corpus-helpers.js';

const variant = (process.argv[2] ?? 'text-pdf') as Variant;
const count = Number(process.argv[3] ?? 60);
const first = Number(process.argv[4] ?? 0);
const kind = process.argv[5] as DocumentKind | undefined;
const right: Record<string, number> = {};
const byConfidence: [number, boolean][] = [];
let docs = 0;
let files = 0;
let splitRight = 0;
let tp = 0;
let predicted = 0;
let expected = 0;
for (const d of caseDescriptors('train', first + count, { variant, ...(kind ? { kind } : {}) }).slice(first)) {
  const c = await generateCase(d.seed, d.options);
  const docKind = c.truth.documents[0]!.kind;
  const got = extractFromPages(await textLayerPages(c.bytes), docKind);
  files += 1;
  if (JSON.stringify(got.map((g) => g.pages)) === JSON.stringify(c.truth.documents.map((t) => t.pages))) splitRight += 1;
  else console.log(`split ${d.id}: got ${JSON.stringify(got.map((g) => g.pages))}`);
  c.truth.documents.forEach((truth, i) => {
    const g = got.find((x) => x.pages[0] === truth.pages[0]) ?? got[i];
    const score = scoreFields(g, truth, docKind);
    docs += 1;
    let all = true;
    for (const f of KEY_FIELDS) {
      if (score[f]) right[f] = (right[f] ?? 0) + 1;
      else {
        all = false;
        console.log(`  ${f} ${d.id} ${truth.locale}: got ${JSON.stringify(g?.fields[f])} want ${JSON.stringify(truth.fields[f])}`);
      }
    }
    byConfidence.push([g?.fields.confidence ?? 0, all]);
    const [a, b, e] = lineItemCounts(g?.fields.lineItems ?? [], truth.fields.lineItems);
    tp += a;
    predicted += b;
    expected += e;
    if (process.env.ITEMS && a < Math.max(b, e)) console.log(`  items ${d.id}: matched ${a} of got ${b} / want ${e}`);
  });
}
console.log(`files ${files}, documents ${docs}, split exact ${((splitRight / files) * 100).toFixed(1)} %`);
for (const f of KEY_FIELDS) console.log(`${f} ${(((right[f] ?? 0) / docs) * 100).toFixed(1)} %`);
const p = tp / Math.max(1, predicted);
const r = tp / Math.max(1, expected);
console.log(`line items P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${((2 * p * r) / Math.max(1e-9, p + r)).toFixed(3)}`);
const bins = [0, 50, 70, 80, 90, 95, 101];
for (let i = 0; i < bins.length - 1; i++) {
  const inBin = byConfidence.filter(([c]) => c >= bins[i]! && c < bins[i + 1]!);
  console.log(`confidence ${bins[i]}-${bins[i + 1]! - 1}: ${inBin.filter(([, ok]) => ok).length}/${inBin.length} fully right`);
}
