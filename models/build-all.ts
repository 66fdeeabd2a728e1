// `npm run models`: rebuilds every model in models/ from the corpora in data/labels/ and the
// pretrained word vectors in node_modules (offline). Deterministic: fixed seeds and a fixed order,
// so the same inputs give byte-identical files. Budget: well under 15 minutes on 2 cores.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCostCorpus, type LabelledRow } from '../data/labels/cost-corpus.js';
import { QUERIES } from '../data/labels/retrieval-queries.js';
import { generateTaxCorpus } from '../data/labels/tax-corpus.js';
import { COST_CATEGORIES, TAX_CATEGORIES } from '../engine/categorize/categories.js';
import { tokenize, Vocabulary } from '../engine/onnx/text-features.js';
import { buildClassifier } from './lib/classifier-build.js';
import { domainWords } from './lib/domain-words.js';
import { buildEmbedder } from './lib/embedder-build.js';
import { LAYOUT_ROLE_CONFIG, buildLayoutRoleModel } from './lib/layout-role-build.js';
import { loadGlove, pruneGlove } from './lib/glove.js';
import { COST_MODEL_CONFIG, COST_TOP_FREQUENT_WORDS, COST_VOCAB_FILE, COST_WORD_TABLE_INT8, TAX_MODEL_CONFIG, TOP_FREQUENT_WORDS } from './config.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const modelsDir = join(root, 'models');
const generatedDir = join(root, 'data', 'labels', 'generated');

// Seconds since the start on every line: the whole build must stay within 15 minutes on 2 cores.
function log(line: string): void {
  process.stdout.write(`[models ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
}

function writeTsv(path: string, rows: LabelledRow[]): void {
  const body = rows.map((r) => [r.label, r.group, r.base, r.text].map((v) => v.replace(/[\t\n]/g, ' ')).join('\t')).join('\n');
  writeFileSync(path, `label\tgroup\tbase\ttext\n${body}\n`);
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
}

// `--only=cost` rebuilds the word lists and the cost model alone (model selection, determinism
// checks); the other models are left as they are.
const onlyCost = process.argv.includes('--only=cost');
const started = Date.now();
mkdirSync(generatedDir, { recursive: true });
const cost = generateCostCorpus();
// The original lexicon's rows alone: the shared vocabulary and the embedder are built from these,
// so the supplementary cost lexicon (which only the cost model learns from) leaves the embedder's
// outputs exactly as they were.
const costOriginal = generateCostCorpus(1, 12, { supplement: false });
const tax = generateTaxCorpus();
writeTsv(join(generatedDir, 'cost-train.tsv'), cost.train);
writeTsv(join(generatedDir, 'cost-test.tsv'), cost.test);
writeTsv(join(generatedDir, 'tax-train.tsv'), tax.train);
writeTsv(join(generatedDir, 'tax-test.tsv'), tax.test);
log(`corpora: cost ${cost.train.length} train / ${cost.test.length} test rows, tax ${tax.train.length} / ${tax.test.length}`);

// Vocabulary: frequent words plus words of the training splits and the query set (never the
// held-out rows, so test items with rare words are as unseen as they would be in production).
const extra = new Set<string>();
for (const row of [...costOriginal.train, ...tax.train]) for (const w of tokenize(row.text).words) extra.add(w);
for (const q of QUERIES) for (const w of tokenize(q.query).words) extra.add(w);
log('loading pretrained word vectors ...');
const glove = loadGlove();
const table = pruneGlove(glove, TOP_FREQUENT_WORDS, extra);
const vocab = new Vocabulary(table.words);
writeFileSync(join(modelsDir, 'vocab.txt'), table.words.join('\n') + '\n');
log(`vocabulary: ${table.words.length} words`);
// The cost model has its own word list: the shared one plus the words of the supplementary
// lexicon's training rows (brands and dishes outside the most frequent words).
const costExtra = new Set(extra);
for (const row of cost.train) for (const w of tokenize(row.text).words) costExtra.add(w);
const costTable = pruneGlove(glove, COST_TOP_FREQUENT_WORDS, costExtra, COST_WORD_TABLE_INT8);
const costVocab = new Vocabulary(costTable.words);
writeFileSync(join(modelsDir, COST_VOCAB_FILE), costTable.words.join('\n') + '\n');
log(`cost vocabulary: ${costTable.words.length} words`);

const costResult = buildClassifier({
  name: 'cost-category', labels: COST_CATEGORIES, train: cost.train, test: cost.test, table: costTable, vocab: costVocab, vocabFile: COST_VOCAB_FILE,
  outDir: modelsDir, log, ...COST_MODEL_CONFIG,
  features: { ...COST_MODEL_CONFIG.features, domainWords: domainWords(cost.train, costVocab) },
});
const built = [join(modelsDir, 'vocab.txt'), join(modelsDir, COST_VOCAB_FILE), costResult.modelPath];
if (!onlyCost) {
  const taxResult = buildClassifier({
    name: 'tax-category', labels: TAX_CATEGORIES, train: tax.train, test: tax.test, table, vocab, outDir: modelsDir, log, ...TAX_MODEL_CONFIG,
  });
  const embedder = buildEmbedder({ table, vocab, background: [...costOriginal.train, ...tax.train].map((r) => r.text), outDir: modelsDir });
  // Layout roles of page segments (engine/roles): generated train-split documents, held-out
  // generated pages from seeds far from the training ones.
  const layoutRoles = await buildLayoutRoleModel({
    outDir: modelsDir, log, trainFiles: 600, heldOutFiles: 100, heldOutFirstSeed: 500_000, config: LAYOUT_ROLE_CONFIG,
  });
  built.push(taxResult.modelPath, embedder.modelPath, layoutRoles.modelPath);
}

for (const path of built) {
  log(`${path.slice(root.length + 1)} sha256:${sha256(path)}`);
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
