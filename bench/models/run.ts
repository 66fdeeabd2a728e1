// Model benchmark (held-out splits only):
//  - cost category: accuracy, macro-F1 and top confusions for the ONNX model next to the
//    rule-based categoriser;
//  - receipt tax category: accuracy, per receipt language, and on the hand-written receipts;
//  - search: nDCG@10 and recall@10 over the judged query set for the embedder, SQLite FTS5 BM25
//    (better-sqlite3, in memory) and a hybrid (reciprocal-rank fusion of both);
//  - latency: per line item (batched) and per document embedding.
// Run alone: node --import tsx bench/models/run.ts   (or through npm run bench)
import Database from 'better-sqlite3';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { confusionBaseItems, coverageBaseItems, generateCostCorpus, nativeBaseItems, tradeBaseItems } from '../../data/labels/cost-corpus.js';
import { generateRetrievalCorpus } from '../../data/labels/retrieval-corpus.js';
import { QUERIES, relevance } from '../../data/labels/retrieval-queries.js';
import { generateTaxCorpus } from '../../data/labels/tax-corpus.js';
import { categorizeByRules, COST_CATEGORIES, createCategorizer, TAX_CATEGORIES } from '../../engine/categorize/index.js';
import { createEmbedder, documentText } from '../../engine/embed/index.js';
import { layoutRoleSection } from './layout-roles.js';
import { WRITTEN_LINES } from './written-items.js';
import { WRITTEN_RECEIPTS } from './written-receipts.js';
import { WRITTEN_RECEIPTS_MORE } from './written-receipts-more.js';
import { classificationReport, ndcgAtK, recallAtK, reciprocalRankFusion, type ClassificationReport } from './metrics.js';

export interface ModelBenchResult {
  cost: { model: ClassificationReport; rules: ClassificationReport; rows: number };
  /** Hand-written invoice lines per language: right answers of the model and of the rules. */
  written: Record<string, { rows: number; model: number; rules: number }>;
  tax: { accuracy: number; rows: number; byLanguage: Record<string, { rows: number; right: number }>; written: Record<string, { rows: number; model: number }> };
  search: Record<'embedding' | 'bm25' | 'hybrid', { ndcg10: number; recall10: number }> & { queries: number; documents: number };
  latency: { msPerLineItem: number; msPerDocumentEmbedding: number; msPerQueryEmbedding: number };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

function printReport(name: string, r: ClassificationReport, log: (s: string) => void): void {
  log(`  ${name.padEnd(8)} accuracy ${pct(r.accuracy)}  macro-F1 ${r.macroF1.toFixed(3)}`);
  log(`           top confusions: ${r.topConfusions.map((c) => `${c.truth}→${c.predicted} ×${c.count}`).join(', ')}`);
}

function ftsQuery(text: string): string {
  const tokens = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return tokens.map((t) => `"${t}"`).join(' OR ');
}

export async function runModelBench(options: { modelsDir: string; log?: (line: string) => void }): Promise<ModelBenchResult> {
  const log = options.log ?? ((s: string) => process.stdout.write(s + '\n'));
  const categorizer = await createCategorizer({ modelsDir: options.modelsDir });
  const embedder = await createEmbedder({ modelsDir: options.modelsDir });

  // Cost categories on the held-out base items.
  const costTest = generateCostCorpus().test;
  const texts = costTest.map((r) => r.text);
  const truth = costTest.map((r) => r.label);
  await categorizer.costCategories(texts.slice(0, 64)); // warm-up
  let t0 = performance.now();
  const predicted = await categorizer.costCategories(texts);
  const msPerLineItem = (performance.now() - t0) / texts.length;
  const model = classificationReport(truth, predicted.map((p) => p.label), COST_CATEGORIES);
  const rules = classificationReport(truth, texts.map((t) => categorizeByRules(t).label), COST_CATEGORIES);
  log(`cost category (held-out base items, ${texts.length} rows)`);
  printReport('model', model, log);
  // The original lexicon's held-out rows come first and are unchanged by the supplementary
  // lexicon: the figure comparable with models built before it.
  const originalRows = generateCostCorpus(1, 12, { supplement: false }).test.length;
  const original = classificationReport(truth.slice(0, originalRows), predicted.slice(0, originalRows).map((p) => p.label), COST_CATEGORIES);
  log(`  original held-out rows only (${originalRows}): accuracy ${pct(original.accuracy)}  macro-F1 ${original.macroF1.toFixed(3)}`);
  // The held-out rows of each appended list (the trade-name lexicon, then the confusion list,
  // then the coverage list) come after all earlier rows: the rows before a list are the test set
  // of models built before it, so those figures compare with theirs.
  const lists = [
    { name: 'trade lexicon', bases: tradeBaseItems() },
    { name: 'confusion list', bases: confusionBaseItems() },
    { name: 'coverage list', bases: coverageBaseItems() },
    { name: 'native-language list', bases: nativeBaseItems() },
  ].map(({ name, bases }) => {
    const listed = new Set(bases.map((i) => i.text));
    return { name, first: costTest.findIndex((r) => listed.has(r.base)) };
  }).filter((l) => l.first > 0);
  const slice = (from: number, to: number) => classificationReport(truth.slice(from, to), predicted.slice(from, to).map((p) => p.label), COST_CATEGORIES);
  const rulesSlice = (from: number, to: number) => classificationReport(truth.slice(from, to), texts.slice(from, to).map((t) => categorizeByRules(t).label), COST_CATEGORIES);
  lists.forEach(({ name, first }, i) => {
    const end = lists[i + 1]?.first ?? texts.length;
    const before = slice(0, first);
    const rows = slice(first, end);
    const rulesBefore = rulesSlice(0, first);
    log(`  before the ${name} (${first}): accuracy ${pct(before.accuracy)}  macro-F1 ${before.macroF1.toFixed(3)} ` +
      `(rules ${pct(rulesBefore.accuracy)} / ${rulesBefore.macroF1.toFixed(3)}); ` +
      `${name} rows (${end - first}): accuracy ${pct(rows.accuracy)}  macro-F1 ${rows.macroF1.toFixed(3)}`);
  });
  printReport('rules', rules, log);
  const written: ModelBenchResult['written'] = {};
  for (const [language, lines] of Object.entries(WRITTEN_LINES)) {
    const got = await categorizer.costCategories(lines.map(([text]) => text));
    written[language] = {
      rows: lines.length,
      model: lines.filter(([, label], i) => got[i]!.label === label).length,
      rules: lines.filter(([text, label]) => categorizeByRules(text).label === label).length,
    };
  }
  log(`  hand-written lines (bench/models/written-items.ts), model / rules right: ${Object.entries(written)
    .map(([language, w]) => `${language} ${w.model}/${w.rows} (${w.rules})`).join(', ')}`);

  // Tax categories on held-out merchants.
  const taxTest = generateTaxCorpus().test;
  let taxCorrect = 0;
  // Per receipt language: "en" is the English lexicon, the figure comparable with models built before the foreign one.
  const taxByLanguage = new Map<string, { rows: number; right: number }>();
  for (const row of taxTest) {
    const [merchant, ...items] = row.text.split(' ; ');
    const p = await categorizer.taxCategory(merchant!, items);
    const tally = taxByLanguage.get(row.group) ?? { rows: 0, right: 0 };
    tally.rows++;
    if (p.label === row.label) {
      taxCorrect++;
      tally.right++;
    }
    taxByLanguage.set(row.group, tally);
  }
  const taxAccuracy = taxCorrect / taxTest.length;
  log(`tax category (held-out merchants, ${taxTest.length} receipts): accuracy ${pct(taxAccuracy)}`);
  log(`  per language: ${[...taxByLanguage].map(([language, t]) => `${language} ${pct(t.right / t.rows)} (${t.rows})`).join(', ')}`);
  const taxWritten: ModelBenchResult['tax']['written'] = {};
  for (const [language, receipts] of Object.entries({ ...WRITTEN_RECEIPTS, ...WRITTEN_RECEIPTS_MORE })) {
    let right = 0;
    for (const r of receipts) if ((await categorizer.taxCategory(r.merchant, r.items)).label === r.label) right++;
    taxWritten[language] = { rows: receipts.length, model: right };
  }
  log(`  hand-written receipts (bench/models/written-receipts*.ts), right: ${Object.entries(taxWritten)
    .map(([language, w]) => `${language} ${w.model}/${w.rows}`).join(', ')}`);
  void TAX_CATEGORIES;

  // Search.
  const docs = generateRetrievalCorpus();
  const docTexts = docs.map((d) => documentText(d.doc));
  await embedder.embed(docTexts.slice(0, 8));
  t0 = performance.now();
  const docVectors = await embedder.embed(docTexts);
  const msPerDocumentEmbedding = (performance.now() - t0) / docTexts.length;
  t0 = performance.now();
  const queryVectors = await embedder.embed(QUERIES.map((q) => q.query));
  const msPerQueryEmbedding = (performance.now() - t0) / QUERIES.length;

  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE docs USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2')`);
  const insert = db.prepare('INSERT INTO docs(rowid, body) VALUES (?, ?)');
  docTexts.forEach((t, i) => insert.run(i + 1, t));
  const search = db.prepare('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 100');

  const sums = { embedding: { ndcg10: 0, recall10: 0 }, bm25: { ndcg10: 0, recall10: 0 }, hybrid: { ndcg10: 0, recall10: 0 } };
  let judged = 0;
  QUERIES.forEach((q, qi) => {
    const gains = new Map<number, number>();
    docs.forEach((d, i) => {
      const g = relevance(q, d);
      if (g > 0) gains.set(i, g);
    });
    if (gains.size === 0) return;
    judged++;
    const qv = queryVectors[qi]!;
    const scored = docVectors.map((dv, i) => {
      let s = 0;
      for (let k = 0; k < dv.length; k++) s += dv[k]! * qv[k]!;
      return [i, s] as const;
    });
    const vectorRanking = scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 100).map(([i]) => i);
    const match = ftsQuery(q.query);
    const bm25Ranking = match ? (search.all(match) as { rowid: number }[]).map((r) => r.rowid - 1) : [];
    const hybridRanking = reciprocalRankFusion([vectorRanking, bm25Ranking]);
    for (const [name, ranking] of [['embedding', vectorRanking], ['bm25', bm25Ranking], ['hybrid', hybridRanking]] as const) {
      sums[name].ndcg10 += ndcgAtK(ranking, gains, 10);
      sums[name].recall10 += recallAtK(ranking, gains, 10);
    }
    if (process.env.MODELS_BENCH_VERBOSE) {
      const e = ndcgAtK(vectorRanking, gains, 10);
      const b = ndcgAtK(bm25Ranking, gains, 10);
      log(`    ${q.query.padEnd(28)} embedding ${e.toFixed(2)}  bm25 ${b.toFixed(2)}  relevant ${gains.size}`);
    }
  });
  db.close();
  const searchResult = {
    embedding: { ndcg10: sums.embedding.ndcg10 / judged, recall10: sums.embedding.recall10 / judged },
    bm25: { ndcg10: sums.bm25.ndcg10 / judged, recall10: sums.bm25.recall10 / judged },
    hybrid: { ndcg10: sums.hybrid.ndcg10 / judged, recall10: sums.hybrid.recall10 / judged },
    queries: judged,
    documents: docs.length,
  };
  log(`search (${judged} judged queries over ${docs.length} documents)`);
  for (const name of ['embedding', 'bm25', 'hybrid'] as const) {
    log(`  ${name.padEnd(9)} nDCG@10 ${searchResult[name].ndcg10.toFixed(3)}  recall@10 ${searchResult[name].recall10.toFixed(3)}`);
  }
  log(`latency (1 intra-op thread): ${msPerLineItem.toFixed(4)} ms per line item (batch of ${texts.length}), ` +
    `${msPerDocumentEmbedding.toFixed(3)} ms per document embedding, ${msPerQueryEmbedding.toFixed(3)} ms per query embedding`);
  return {
    cost: { model, rules, rows: texts.length },
    written,
    tax: { accuracy: taxAccuracy, rows: taxTest.length, byLanguage: Object.fromEntries(taxByLanguage), written: taxWritten },
    search: searchResult,
    latency: { msPerLineItem, msPerDocumentEmbedding, msPerQueryEmbedding },
  };
}

/** Entry for `npm run bench` (bench/run.ts). */
export async function main(): Promise<void> {
  const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
  await runModelBench({ modelsDir: join(root, 'models') });
  // Layout roles per role on held-out generated pages; what the model is worth to extraction
  // (with it and without it on the same OCR'd pages) is section 6 of `npm run bench -- extraction`.
  console.log('layout roles (held-out generated pages)');
  for (const line of await layoutRoleSection({ modelsDir: join(root, 'models') })) console.log(`  ${line}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
