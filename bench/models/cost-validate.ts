// Model-selection harness for the cost-category classifier: trains on TRAIN minus a validation
// fifth of its base items (same split rule as the held-out test, a different residue) and reports
// validation accuracy / macro-F1. The held-out test split is never read here, so choices made with
// this script do not leak into the figures bench/models/run.ts reports.
// Run: node --import tsx bench/models/cost-validate.ts [json overrides of COST_MODEL_CONFIG.config]
import { writeFileSync } from 'node:fs';
import {
  confusionBaseItems, costBaseItems, coverageBaseItems, generateCostCorpus, nativeBaseItems, nearDuplicatesOf, supplementBaseItems, tradeBaseItems, type LabelledRow,
} from '../../data/labels/cost-corpus.js';
import { COST_CATEGORIES } from '../../engine/categorize/categories.js';
import { classifierFeatures, type ClassifierManifest } from '../../engine/categorize/features.js';
import { fnv1a, tokenize, Vocabulary } from '../../engine/onnx/text-features.js';
import { COST_MODEL_CONFIG, COST_TOP_FREQUENT_WORDS, COST_WORD_TABLE_INT8 } from '../../models/config.js';
import { domainWords } from '../../models/lib/domain-words.js';
import { loadGlove, pruneGlove } from '../../models/lib/glove.js';
import { conceptPrototypes, neighbourItems } from '../../models/lib/prototypes.js';
import { wordKnowledge } from '../../models/lib/wordnet.js';
import { predictEnsemble, trainEnsemble } from '../../models/lib/text-classifier.js';
import { classificationReport } from './metrics.js';

const overrides = JSON.parse(process.argv[2] ?? '{}') as Partial<typeof COST_MODEL_CONFIG.config> & { expand?: boolean; topWords?: number; int8?: boolean; gloss?: boolean; native?: boolean };
const expand = overrides.expand ?? true;
const config = { ...COST_MODEL_CONFIG.config, ...overrides };
const { train: all } = generateCostCorpus(1, 12, { native: overrides.native ?? true });
// Validation = base items whose hash falls in one fifth (independent of the test split rule).
const inValidationFifth = (base: string) => fnv1a(`validation:${base}`) % 5 === 0;
// As in the test split, an item of the confusion or coverage list that restates a validation item
// of an earlier list ("pan lids stainless" for "pan lids") is validation too, so training never
// sees a near-copy of a validation item.
const confusionItems = confusionBaseItems();
const confusionBases = new Set(confusionItems.map((i) => i.text));
const coverageItems = coverageBaseItems();
const coverageBases = new Set(coverageItems.map((i) => i.text));
const earlierItems = [...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems()];
const restating = new Set(nearDuplicatesOf(new Set(earlierItems.map((i) => i.text).filter(inValidationFifth)), earlierItems, confusionItems));
const beforeCoverage = [...earlierItems, ...confusionItems];
const validationBefore = new Set(beforeCoverage.map((i) => i.text).filter((text) => inValidationFifth(text) || restating.has(text)));
for (const text of nearDuplicatesOf(validationBefore, beforeCoverage, coverageItems)) restating.add(text);
const isValidation = (row: LabelledRow) => inValidationFifth(row.base) || restating.has(row.base);
const train = all.filter((r) => !isValidation(r));
const validation = all.filter(isValidation);
const extra = new Set<string>();
for (const row of train) for (const w of tokenize(row.text).words) extra.add(w);
const table = pruneGlove(loadGlove(), overrides.topWords ?? COST_TOP_FREQUENT_WORDS, extra, overrides.int8 ?? COST_WORD_TABLE_INT8);
const vocab = new Vocabulary(table.words);
const manifest: ClassifierManifest = {
  model: '', vocab: '', labels: [...COST_CATEGORIES], buckets: config.buckets, ...COST_MODEL_CONFIG.features,
  ...(expand ? { domainWords: domainWords(train, vocab) } : {}),
  ...(overrides.gloss === undefined ? {} : { gloss: overrides.gloss }),
};
const t0 = Date.now();
const neighbours = config.neighbours ? neighbourItems(train, COST_CATEGORIES, table, vocab) : null;
const members = trainEnsemble(
  train.map((r) => ({
    ...classifierFeatures(r.text, vocab, manifest), label: COST_CATEGORIES.indexOf(r.label as never), item: neighbours?.index.get(`${r.label}\0${r.base}`),
  })),
  COST_CATEGORIES, table, config, () => {}, config.conceptPrototypes ? conceptPrototypes(train, table, vocab) : null, neighbours,
  config.knowledge ? wordKnowledge(table.words) : null,
);
const predicted = validation.map((r) => {
  const p = predictEnsemble(members, table, classifierFeatures(r.text, vocab, manifest));
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  return COST_CATEGORIES[best]!;
});
if (process.env.COST_VALIDATE_MISSES) {
  const misses = validation.map((r, i) => [r, predicted[i]!] as const).filter(([r, p]) => r.label !== p);
  for (const [r, p] of misses.filter((_, i) => i % 7 === 0).slice(0, Number(process.env.COST_VALIDATE_MISSES))) {
    process.stdout.write(`  miss: ${r.text} [${r.label} → ${p}] (${r.base})\n`);
  }
}
if (process.env.COST_VALIDATE_DUMP) {
  // Every validation row with its prediction, for error analysis (label, predicted, base, text).
  const lines = validation.map((r, i) => [r.label, predicted[i]!, r.base, r.text].join('\t'));
  writeFileSync(process.env.COST_VALIDATE_DUMP, lines.join('\n') + '\n');
}
const report = classificationReport(validation.map((r) => r.label), predicted, COST_CATEGORIES);
// The same figure on the validation items of the earlier lexicons only (before the trade list, and
// before the confusion list), so runs with and without a list compare on the same rows.
const tradeBases = new Set(tradeBaseItems().map((i) => i.text));
const subsetReport = (keep: (r: LabelledRow) => boolean) => {
  const rows = validation.map((r, i) => [r, predicted[i]!] as const).filter(([r]) => keep(r));
  return { rows: rows.length, ...classificationReport(rows.map(([r]) => r.label), rows.map(([, p]) => p), COST_CATEGORIES) };
};
const nativeBases = new Set(nativeBaseItems().map((i) => i.text));
const beforeNative = subsetReport((r) => !nativeBases.has(r.base));
const nativeRows = subsetReport((r) => nativeBases.has(r.base));
const earlier = subsetReport((r) => !tradeBases.has(r.base) && !confusionBases.has(r.base) && !coverageBases.has(r.base) && !nativeBases.has(r.base));
const beforeConfusions = subsetReport((r) => !confusionBases.has(r.base) && !coverageBases.has(r.base) && !nativeBases.has(r.base));
const beforeCoverageRows = subsetReport((r) => !coverageBases.has(r.base) && !nativeBases.has(r.base));
process.stdout.write(`${JSON.stringify(overrides)} train ${train.length} val ${validation.length} ` +
  `acc ${(report.accuracy * 100).toFixed(2)}% macroF1 ${report.macroF1.toFixed(3)} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n` +
  `  before the native-language list: val ${beforeNative.rows} acc ${(beforeNative.accuracy * 100).toFixed(2)}% macroF1 ${beforeNative.macroF1.toFixed(3)}; ` +
  `native-language rows: val ${nativeRows.rows} acc ${(nativeRows.accuracy * 100).toFixed(2)}%\n` +
  `  before the coverage list: val ${beforeCoverageRows.rows} acc ${(beforeCoverageRows.accuracy * 100).toFixed(2)}% macroF1 ${beforeCoverageRows.macroF1.toFixed(3)}\n` +
  `  before the confusion list: val ${beforeConfusions.rows} acc ${(beforeConfusions.accuracy * 100).toFixed(2)}% macroF1 ${beforeConfusions.macroF1.toFixed(3)}\n` +
  `  earlier lexicons only: val ${earlier.rows} acc ${(earlier.accuracy * 100).toFixed(2)}% macroF1 ${earlier.macroF1.toFixed(3)}\n` +
  `  ${report.topConfusions.slice(0, 6).map((c) => `${c.truth}→${c.predicted} ×${c.count}`).join(', ')}\n`);
