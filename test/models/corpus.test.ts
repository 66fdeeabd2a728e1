// The labelled corpora behind the models: fixed, reproducible, and split by base item so the
// held-out rows measure generalisation to items never trained on.
import t from 'tap';
import { generateCostCorpus } from '../../data/labels/cost-corpus.js';
import { generateRetrievalCorpus } from '../../data/labels/retrieval-corpus.js';
import { QUERIES, relevance } from '../../data/labels/retrieval-queries.js';
import { generateTaxCorpus } from '../../data/labels/tax-corpus.js';
import { COST_CATEGORIES, TAX_CATEGORIES } from '../../engine/categorize/categories.js';

t.test('cost corpus: thousands of rows, all 19 categories in both splits, no shared base item', async (t) => {
  const { train, test } = generateCostCorpus();
  t.ok(train.length > 5000 && test.length > 1000, `${train.length} / ${test.length}`);
  for (const c of COST_CATEGORIES) {
    t.ok(train.some((r) => r.label === c), `train has ${c}`);
    t.ok(test.some((r) => r.label === c), `test has ${c}`);
  }
  const trainBases = new Set(train.map((r) => r.base));
  t.equal(test.filter((r) => trainBases.has(r.base)).length, 0);
  t.same(generateCostCorpus().test.slice(0, 50), test.slice(0, 50), 'same seed, same rows');
});

t.test('tax corpus: 12 labels, split by merchant', async (t) => {
  const { train, test } = generateTaxCorpus();
  t.same(new Set(test.map((r) => r.label)), new Set(TAX_CATEGORIES));
  const trainMerchants = new Set(train.map((r) => r.base));
  t.equal(test.filter((r) => trainMerchants.has(r.base)).length, 0);
});

t.test('query set: at least 100 queries, each with judged relevant documents', async (t) => {
  const docs = generateRetrievalCorpus();
  t.ok(QUERIES.length >= 100);
  for (const q of QUERIES) t.ok(docs.some((d) => relevance(q, d) > 0), `"${q.query}" has relevant documents`);
});
