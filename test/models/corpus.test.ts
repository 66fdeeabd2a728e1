// The labelled corpora behind the models: fixed, reproducible, and split by base item so the
// held-out rows measure generalisation to items never trained on.
import t from 'tap';
import {
  confusionBaseItems, costBaseItems, coverageBaseItems, generateCostCorpus, nativeBaseItems, supplementBaseItems, tradeBaseItems,
} from '../../data/labels/cost-corpus.js';
import { correctedLabel, isNonAlcoholicDrink } from '../../data/labels/cost-label-rules.js';
import { COST_LEXICON_NATIVE } from '../../data/labels/cost-lexicon-native.js';
import { generateRetrievalCorpus } from '../../data/labels/retrieval-corpus.js';
import { QUERIES, relevance } from '../../data/labels/retrieval-queries.js';
import { generateTaxCorpus } from '../../data/labels/tax-corpus.js';
import { COST_CATEGORIES, TAX_CATEGORIES } from '../../engine/categorize/categories.js';

// Generated once and shared: each corpus takes seconds to build.
const fullCorpus = generateCostCorpus();
const withoutConfusions = generateCostCorpus(1, 12, { confusions: false });
const withoutCoverage = generateCostCorpus(1, 12, { coverage: false });
const withoutNative = generateCostCorpus(1, 12, { native: false });

/**
 * Base items a list appended to the corpus trains on (rows from firstTrain on) that restate an
 * earlier held-out item (rows before firstTest): all of one's words inside the other's.
 */
function nearCopyLeaks(corpus: { train: readonly { base: string }[]; test: readonly { base: string }[] }, firstTrain: number, firstTest: number): string[] {
  const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((w) => (w.length > 3 ? w.replace(/e?s$/, '') : w)));
  const inside = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  const heldEarlier = [...new Set(corpus.test.slice(0, firstTest).map((r) => r.base))].map(words);
  const trained = [...new Set(corpus.train.slice(firstTrain).map((r) => r.base))];
  return trained.filter((b) => heldEarlier.some((h) => (h.size > 1 && inside(h, words(b))) || inside(words(b), h)));
}

t.test('cost corpus: thousands of rows, all 19 categories in both splits, no shared base item', async (t) => {
  const { train, test } = fullCorpus;
  t.ok(train.length > 5000 && test.length > 1000, `${train.length} / ${test.length}`);
  for (const c of COST_CATEGORIES) {
    t.ok(train.some((r) => r.label === c), `train has ${c}`);
    t.ok(test.some((r) => r.label === c), `test has ${c}`);
  }
  const trainBases = new Set(train.map((r) => r.base));
  t.equal(test.filter((r) => trainBases.has(r.base)).length, 0);
  t.same(generateCostCorpus().test.slice(0, 50), test.slice(0, 50), 'same seed, same rows');
});

t.test('cost corpus: the supplementary lexicon leaves the original split and rows untouched', async (t) => {
  const full = fullCorpus;
  const original = generateCostCorpus(1, 12, { supplement: false });
  t.same(full.train.slice(0, original.train.length), original.train, 'original training rows first, unchanged');
  t.same(full.test.slice(0, original.test.length), original.test, 'original held-out rows first, unchanged');
  const supplement = supplementBaseItems();
  t.ok(supplement.length > 500, `${supplement.length} supplementary base items`);
  const originalTexts = new Set(costBaseItems().map((i) => i.text));
  t.equal(supplement.filter((i) => originalTexts.has(i.text)).length, 0, 'no base item in both lexicons');
  const heldSupplement = new Set(full.test.slice(original.test.length).map((r) => r.base));
  t.ok(heldSupplement.size >= supplement.length / 5, `${heldSupplement.size} supplementary items held out`);
  // No supplementary training item restates a held-out original item (one word set inside the other).
  const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((w) => (w.length > 3 ? w.replace(/e?s$/, '') : w)));
  const inside = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  const heldOriginal = [...new Set(original.test.map((r) => r.base))].map(words);
  const trainSupplement = [...new Set(full.train.slice(original.train.length).map((r) => r.base))];
  const leaks = trainSupplement.filter((b) => heldOriginal.some((h) => (h.size > 1 && inside(h, words(b))) || inside(words(b), h)));
  t.same(leaks, [], 'no near-copy of a held-out item is trained on');
});

t.test('cost corpus: the trade lexicon comes last, shares no text with earlier lists, and trains on no near-copy of a held-out item', async (t) => {
  // The corpus as it was before the confusion list, whose rows come after the trade rows.
  const full = withoutConfusions;
  const trade = new Set(tradeBaseItems().map((i) => i.text));
  t.ok(trade.size > 1000, `${trade.size} trade base items`);
  const earlier = new Set([...costBaseItems(), ...supplementBaseItems()].map((i) => i.text));
  t.equal([...trade].filter((text) => earlier.has(text)).length, 0, 'no base item in two lists');
  const firstTradeTrain = full.train.findIndex((r) => trade.has(r.base));
  t.ok(firstTradeTrain > 0 && full.train.slice(firstTradeTrain).every((r) => trade.has(r.base)), 'trade training rows come last');
  const firstTradeTest = full.test.findIndex((r) => trade.has(r.base));
  t.ok(firstTradeTest > 0 && full.test.slice(firstTradeTest).every((r) => trade.has(r.base)), 'trade held-out rows come last');
  const heldTrade = new Set(full.test.slice(firstTradeTest).map((r) => r.base));
  t.ok(heldTrade.size >= trade.size / 5, `${heldTrade.size} trade items held out`);
  t.same(nearCopyLeaks(full, firstTradeTrain, firstTradeTest), [], 'no near-copy of a held-out item is trained on');
});

t.test('cost corpus: the confusion list comes after the trade lexicon, leaves every earlier row in place, and trains on no near-copy of a held-out item', async (t) => {
  const full = fullCorpus;
  const confusions = new Set(confusionBaseItems().map((i) => i.text));
  t.ok(confusions.size > 500, `${confusions.size} confusion-list base items`);
  const earlier = new Set([...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems()].map((i) => i.text));
  t.equal([...confusions].filter((text) => earlier.has(text)).length, 0, 'no base item in two lists');
  const firstTrain = full.train.findIndex((r) => confusions.has(r.base));
  const firstTest = full.test.findIndex((r) => confusions.has(r.base));
  const later = new Set([...coverageBaseItems(), ...nativeBaseItems()].map((i) => i.text));
  const ofConfusionsOrLater = (r: { base: string }) => confusions.has(r.base) || later.has(r.base);
  t.ok(firstTrain > 0 && full.train.slice(firstTrain).every(ofConfusionsOrLater), 'confusion training rows come after the trade rows');
  t.ok(firstTest > 0 && full.test.slice(firstTest).every(ofConfusionsOrLater), 'confusion held-out rows come after the trade rows');
  // The rows before the list are exactly the rows the corpus had without it: same split, same draws.
  const without = withoutConfusions;
  t.equal(firstTrain, without.train.length);
  t.equal(firstTest, without.test.length);
  t.same(full.train.slice(0, firstTrain), without.train, 'earlier training rows unchanged');
  t.same(full.test.slice(0, firstTest), without.test, 'earlier held-out rows unchanged');
  const held = new Set(full.test.slice(firstTest).filter((r) => confusions.has(r.base)).map((r) => r.base));
  t.ok(held.size >= confusions.size / 5, `${held.size} confusion-list items held out`);
  t.same(nearCopyLeaks(full, firstTrain, firstTest), [], 'no near-copy of a held-out item is trained on');
});

t.test('cost corpus: the coverage list comes after the confusion rows, leaves every earlier row in place, and trains on no near-copy of a held-out item', async (t) => {
  const full = fullCorpus;
  const coverage = new Set(coverageBaseItems().map((i) => i.text));
  t.ok(coverage.size > 500, `${coverage.size} coverage-list base items`);
  const earlier = new Set([...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems(), ...confusionBaseItems()].map((i) => i.text));
  t.equal([...coverage].filter((text) => earlier.has(text)).length, 0, 'no base item in two lists');
  const native = new Set(nativeBaseItems().map((i) => i.text));
  const ofCoverageOrLater = (r: { base: string }) => coverage.has(r.base) || native.has(r.base);
  const firstTrain = full.train.findIndex((r) => coverage.has(r.base));
  const firstTest = full.test.findIndex((r) => coverage.has(r.base));
  t.ok(firstTrain > 0 && full.train.slice(firstTrain).every(ofCoverageOrLater), 'coverage training rows come after the confusion rows');
  t.ok(firstTest > 0 && full.test.slice(firstTest).every(ofCoverageOrLater), 'coverage held-out rows come after the confusion rows');
  t.same(full.train.slice(0, firstTrain), withoutCoverage.train, 'earlier training rows unchanged');
  t.same(full.test.slice(0, firstTest), withoutCoverage.test, 'earlier held-out rows unchanged');
  const held = new Set(full.test.slice(firstTest).filter((r) => coverage.has(r.base)).map((r) => r.base));
  t.ok(held.size >= coverage.size / 5, `${held.size} coverage-list items held out`);
  t.same(nearCopyLeaks(full, firstTrain, firstTest), [], 'no near-copy of a held-out item is trained on');
});

t.test('cost corpus: the native-language list comes last, covers six languages in every category, and leaves every earlier row in place', async (t) => {
  const full = fullCorpus;
  const items = nativeBaseItems();
  const native = new Set(items.map((i) => i.text));
  t.ok(native.size > 1500, `${native.size} native-language base items`);
  const earlier = new Set([...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems(), ...confusionBaseItems(), ...coverageBaseItems()].map((i) => i.text));
  t.equal([...native].filter((text) => earlier.has(text)).length, 0, 'no base item in two lists');
  for (const category of COST_CATEGORIES) {
    const languages = new Set(Object.keys(COST_LEXICON_NATIVE[category]).map((group) => group.slice(-2)));
    t.same([...languages].sort(), ['de', 'es', 'fr', 'it', 'nl', 'pt'], `${category}: every language`);
  }
  const firstTrain = full.train.findIndex((r) => native.has(r.base));
  const firstTest = full.test.findIndex((r) => native.has(r.base));
  t.ok(firstTrain > 0 && full.train.slice(firstTrain).every((r) => native.has(r.base)), 'native training rows come last');
  t.ok(firstTest > 0 && full.test.slice(firstTest).every((r) => native.has(r.base)), 'native held-out rows come last');
  t.same(full.train.slice(0, firstTrain), withoutNative.train, 'earlier training rows unchanged');
  t.same(full.test.slice(0, firstTest), withoutNative.test, 'earlier held-out rows unchanged');
  const held = new Set(full.test.slice(firstTest).map((r) => r.base));
  t.ok(held.size >= native.size / 5, `${held.size} native-language items held out`);
  t.same(nearCopyLeaks(full, firstTrain, firstTest), [], 'no near-copy of a held-out item is trained on');
});

t.test('cost corpus: non-alcoholic beers, wines and spirits are beverage_cost wherever a lexicon lists them', async (t) => {
  for (const text of ['heineken 0.0', 'athletic brewing', 'coors edge', 'non alcoholic beer', 'Erdinger Alkoholfrei', 'vin sans alcool', 'cerveza sin alcohol', 'zero proof gin']) {
    t.ok(isNonAlcoholicDrink(text), text);
    t.equal(correctedLabel(text, 'alcohol_cost'), 'beverage_cost', text);
  }
  for (const text of ['heineken', 'coors light', 'athletic club soda', 'bourbon 750ml', 'modelo 24/12oz', 'smirnoff ice', 'ipa 1/6 bbl']) {
    t.notOk(isNonAlcoholicDrink(text), text);
    t.equal(correctedLabel(text, 'alcohol_cost'), 'alcohol_cost', text);
  }
  // The rule only lifts drinks out of alcohol_cost; a food listed as "alcohol free" keeps its label.
  t.equal(correctedLabel('alcohol free vanilla extract', 'food_cost'), 'food_cost');
  const rows = [...fullCorpus.train, ...fullCorpus.test];
  const relabelled = rows.filter((r) => r.base === 'heineken 0.0' || r.base === 'athletic brewing' || r.base === 'coors edge');
  t.ok(relabelled.length > 20, `${relabelled.length} rows of the three trade items`);
  t.ok(relabelled.every((r) => r.label === 'beverage_cost'), 'their rows are beverage_cost');
  t.equal(rows.filter((r) => r.label === 'alcohol_cost' && isNonAlcoholicDrink(r.base)).length, 0, 'no alcohol_cost row is a non-alcoholic drink');
});

t.test('tax corpus: 12 labels, split by merchant', async (t) => {
  const { train, test } = generateTaxCorpus();
  t.same(new Set(test.map((r) => r.label)), new Set(TAX_CATEGORIES));
  const trainMerchants = new Set(train.map((r) => r.base));
  t.equal(test.filter((r) => trainMerchants.has(r.base)).length, 0);
});

t.test('tax corpus: foreign receipts in six languages come after the English rows and leave them in place', async (t) => {
  const full = generateTaxCorpus();
  const english = generateTaxCorpus(2, 14, { foreign: false });
  t.same(full.train.slice(0, english.train.length), english.train, 'English training rows unchanged');
  t.same(full.test.slice(0, english.test.length), english.test, 'English held-out rows unchanged');
  const foreignTest = full.test.slice(english.test.length);
  const foreignTrain = full.train.slice(english.train.length);
  t.same([...new Set(foreignTest.map((r) => r.group))].sort(), ['de', 'es', 'fr', 'it', 'nl', 'pt'], 'every language is held out in part');
  t.same(new Set(foreignTest.map((r) => r.label)), new Set(TAX_CATEGORIES), 'every label is held out in part');
  const trainMerchants = new Set(foreignTrain.map((r) => r.base));
  t.equal(foreignTest.filter((r) => trainMerchants.has(r.base)).length, 0, 'no held-out merchant is trained on');
});

t.test('query set: at least 100 queries, each with judged relevant documents', async (t) => {
  const docs = generateRetrievalCorpus();
  t.ok(QUERIES.length >= 100);
  for (const q of QUERIES) t.ok(docs.some((d) => relevance(q, d) > 0), `"${q.query}" has relevant documents`);
});
