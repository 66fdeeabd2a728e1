// Generates the labelled line-item corpus for the cost-category model from the lexicon.
// Each base item becomes several invoice-style variants: distributor abbreviations (a curated
// table plus generic vowel-dropping and truncation), pack sizes, brands, SKUs, upper/title/lower
// case, word order, and German/French/Spanish versions. The split is by base item (every 5th
// base item per category, in a fixed hashed order), so no test row shares its base with training.
import { COST_CATEGORIES, type CostCategory } from '../../engine/categorize/categories.js';
import { ABBREVIATIONS, fnv1a } from '../../engine/onnx/text-features.js';
import { BRANDS, COST_LEXICON, type CostLexicon } from './cost-lexicon.js';
import { COST_LEXICON_CONFUSIONS } from './cost-lexicon-confusions.js';
import { COST_LEXICON_COVERAGE } from './cost-lexicon-coverage.js';
import { COST_LEXICON_EXTRA } from './cost-lexicon-extra.js';
import { COST_LEXICON_MORE } from './cost-lexicon-more.js';
import { COST_LEXICON_NATIVE } from './cost-lexicon-native.js';
import { COST_LEXICON_TRADE } from './cost-lexicon-trade.js';
import { COST_LEXICON_WORLD } from './cost-lexicon-world.js';
import { correctedLabel } from './cost-label-rules.js';
import { SeededRandom } from './random.js';
import { LANGUAGES, PHRASE_ITEMS, WORD_TRANSLATIONS } from './translations.js';

export interface LabelledRow {
  text: string;
  label: string;
  /** The lexicon entry the row was generated from; the split key. */
  base: string;
  /** Concept group within the category (poultry, chemicals, ...). */
  group: string;
}

export interface BaseItem {
  text: string;
  category: CostCategory;
  group: string;
  /** Native-language phrase: skip English-only rules such as translation. */
  native: boolean;
}

const PACK_SIZES: Record<string, string[]> = {
  food_cost: ['4/10#', '2/5 LB', '40 LB', '6/#10', '12/32 OZ', '1/50#', '10 LB AVG', '4/5LB', '24 CT', '15 DZ', '2/10 LB', '6/5 LB', '1/25 LB', '4/1 GAL', '200 CT'],
  beverage_cost: ['24/12OZ', '6/2 LTR', '5 GAL BIB', '12/1 LB', '24/16.9OZ', '4/1 GAL', '6/64 OZ', '100 CT', '12/1 L'],
  alcohol_cost: ['1/2 BBL', '1/6 BBL', '24/12OZ', '12/750ML', '6/1.75L', '750ML', '1L', '4/6/12OZ', '15.5 GAL'],
  paper_cost: ['1000CT', '12OZ 1000/CS', '500/CS', '20/50', '8X8', '9X9 3 COMP', '16 OZ 50/20', '24/CS', '2000/CS', '6/500 FT', '250/CS'],
  supply_cost: ['100/BX', '10/100', 'LG 1000/CS', '50/CS', '12/PK', 'EA', '24/CS'],
  cleaning_cost: ['4/1 GAL', '6/32 OZ', '2/2.5 GAL', '1 GAL', '12/CS', '5 GAL', '10/CS', '24 EA'],
  smallwares: ['12 IN', '1/2 SIZE', '8 QT', 'DZ', 'EA', '10 IN', '24/CS', '6/CS', '16 OZ'],
  equipment: ['EA', 'MODEL T-49', '2 DOOR', '115V', 'UNIT', '48 IN', '208V', '1 EA'],
};

/** Pack notations every distributor prints whatever the product. */
const COMMON_PACKS = ['CS', 'EA', '1 CS', '12/CS', '6/CS', '24 CT', 'BX', 'PK', '1/EA', '2 EA', '4/1 GAL', '12 OZ', '5 LB', '10 LB', 'DZ'];

const SERVICE_SUFFIXES = [
  'NOV 2025', '11/01/25-11/30/25', 'STORE 12', '(2 HRS)', 'QTY 1', 'MONTHLY', 'Q4 2025', 'JOB #4471', 'WEEK OF 3/4',
  'for period 01/2026', 'Location 3', 'per agreement', 'March', 'Acct 88120', 'inv 5512', '- Main St',
];

/** Inverse of the curated abbreviation table: word → abbreviations a distributor might print. */
const ABBREVIATE: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [abbr, word] of Object.entries(ABBREVIATIONS)) {
    if (!word || word.includes(' ')) continue;
    const list = map.get(word) ?? [];
    list.push(abbr);
    map.set(word, list);
  }
  return map;
})();

/** Generic abbreviation rules for words without a curated form: drop vowels, or truncate. */
function genericAbbreviation(word: string, rng: SeededRandom): string {
  if (word.length <= 4) return word;
  if (rng.chance(0.5)) {
    const consonants = word[0] + word.slice(1).replace(/[aeiou]/g, '');
    return consonants.replace(/(.)\1+/g, '$1').slice(0, 6);
  }
  return word.slice(0, 4 + rng.int(3));
}

function abbreviate(words: string[], rng: SeededRandom, p: number): string[] {
  return words.map((w) => {
    if (!rng.chance(p)) return w;
    const curated = ABBREVIATE.get(w);
    if (curated && rng.chance(0.7)) return rng.pick(curated);
    return genericAbbreviation(w, rng);
  });
}

function applyCase(text: string, rng: SeededRandom): string {
  const r = rng.next();
  if (r < 0.5) return text.toUpperCase();
  if (r < 0.75) return text.replace(/\b([a-zà-ÿ])/g, (m) => m.toUpperCase());
  return text;
}

function translate(words: string[], language: 'de' | 'fr' | 'es', rng: SeededRandom): string[] | null {
  const out: string[] = [];
  let translated = 0;
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? WORD_TRANSLATIONS.get(`${words[i]} ${words[i + 1]}`) : undefined;
    if (pair) {
      out.push(pair[language]);
      translated += 2;
      i++;
      continue;
    }
    const single = WORD_TRANSLATIONS.get(words[i]!);
    if (single) {
      out.push(single[language]);
      translated++;
    } else out.push(words[i]!);
  }
  if (translated === 0) return null;
  // German writes food compounds as one word ("Hähnchenbrust"); French/Spanish put the head noun first.
  if (language === 'de' && out.length === 2 && translated === 2 && rng.chance(0.5)) return [out[0]! + out[1]!.toLowerCase()];
  if (language !== 'de' && out.length >= 2 && rng.chance(0.5)) return [out[out.length - 1]!, 'de', ...out.slice(0, -1)];
  return out;
}

function sku(rng: SeededRandom): string {
  return String(100000 + rng.int(900000));
}

/** One invoice-style rendering of a base item. */
export function variant(item: BaseItem, index: number, rng: SeededRandom): string {
  const words = item.text.split(' ');
  const packs = PACK_SIZES[item.category];
  const brands = BRANDS[item.category];
  const parts: string[] = [];
  if (item.native) {
    parts.push(item.text);
    if (rng.chance(0.5)) parts.push(rng.pick(SERVICE_SUFFIXES));
    return applyCase(parts.join(' '), rng);
  }
  let body = words;
  if (index % 6 === 5) {
    const translated = translate(words, rng.pick(LANGUAGES), rng);
    if (translated) body = translated;
  } else if (index > 2) {
    body = abbreviate(words, rng, index % 3 === 0 ? 0.65 : 0.3);
    if (body.length > 2 && rng.chance(0.2)) body = [...body.slice(1), body[0]!];
  }
  // Variants 1-2 stay close to the plain name (case changes only), so the model must learn what
  // the words mean rather than lean on the pack sizes and brands typical of a category.
  const decorated = index > 2;
  if (decorated && rng.chance(0.15)) parts.push(sku(rng));
  if (brands && decorated && rng.chance(0.3)) parts.push(rng.pick(brands));
  parts.push(body.join(' '));
  if (packs && decorated && rng.chance(0.7)) parts.push(rng.chance(0.5) ? rng.pick(packs) : rng.pick(COMMON_PACKS));
  if (!packs && decorated && rng.chance(0.45)) parts.push(rng.pick(SERVICE_SUFFIXES));
  if (packs && !decorated && index > 0 && rng.chance(0.3)) parts.push(rng.pick(COMMON_PACKS));
  if (brands && decorated && parts.length < 4 && rng.chance(0.1)) parts.push(rng.pick(brands));
  return index === 0 ? parts.join(' ') : applyCase(parts.join(' '), rng);
}

function baseItemsFrom(lexicons: readonly CostLexicon[], withPhrases: boolean, skip: ReadonlySet<string> = new Set()): BaseItem[] {
  const items: BaseItem[] = [];
  for (const category of COST_CATEGORIES) {
    const seen = new Set<string>();
    for (const lexicon of lexicons) {
      for (const [group, list] of Object.entries(lexicon[category])) {
        for (const text of list) {
          if (seen.has(text) || skip.has(text)) continue;
          seen.add(text);
          items.push({ text, category, group, native: false });
        }
      }
    }
    if (withPhrases) for (const text of PHRASE_ITEMS[category] ?? []) items.push({ text, category, group: `${category}_native`, native: true });
  }
  return items;
}

/** The original lexicon (also the source of the retrieval corpus, which must not move). */
export function costBaseItems(): BaseItem[] {
  return baseItemsFrom([COST_LEXICON, COST_LEXICON_MORE, COST_LEXICON_EXTRA], true);
}

/**
 * The supplementary lexicon (cost-lexicon-world.ts), minus any text the original lexicon already
 * has in any category: a base item never lands on both sides of the split or under two labels.
 */
export function supplementBaseItems(): BaseItem[] {
  return supplementFrom(COST_LEXICON_WORLD, costBaseItems());
}

/**
 * The trade-name lexicon (cost-lexicon-trade.ts), minus any text an earlier lexicon (original or
 * supplementary) already has in any category.
 */
export function tradeBaseItems(): BaseItem[] {
  return supplementFrom(COST_LEXICON_TRADE, [...costBaseItems(), ...supplementBaseItems()]);
}

/**
 * The confusion lexicon (cost-lexicon-confusions.ts, items for the pairs the model mixed up most),
 * minus any text an earlier list already has in any category.
 */
export function confusionBaseItems(): BaseItem[] {
  return supplementFrom(COST_LEXICON_CONFUSIONS, [...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems()]);
}

/**
 * The coverage list (cost-lexicon-coverage.ts, head-noun pairs and the kinds of items that still
 * failed on validation after the confusion list), minus any text an earlier list already has.
 */
export function coverageBaseItems(): BaseItem[] {
  return supplementFrom(COST_LEXICON_COVERAGE, [...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems(), ...confusionBaseItems()]);
}

/**
 * The native-language list (cost-lexicon-native.ts: item lines as German, French, Spanish, Italian,
 * Dutch and Portuguese suppliers print them), minus any text an earlier list already has.
 */
export function nativeBaseItems(): BaseItem[] {
  const items = supplementFrom(COST_LEXICON_NATIVE, [...costBaseItems(), ...supplementBaseItems(), ...tradeBaseItems(), ...confusionBaseItems(), ...coverageBaseItems()]);
  // Its groups are per language ("meat_de", "meat_fr"); a concept group ("meat") is one concept
  // prototype of the model (models/lib/prototypes.ts) whatever the language, and shares it with
  // an English group of the same name.
  return items.map((i) => ({ ...i, group: i.group.replace(/_(?:de|fr|es|it|nl|pt)$/, '') }));
}

function supplementFrom(lexicon: CostLexicon, earlier: readonly BaseItem[]): BaseItem[] {
  const known = new Set(earlier.map((i) => i.text));
  const items = baseItemsFrom([lexicon], false, known);
  // A text listed under two categories of the same list is ambiguous: keep neither.
  const categoriesOf = new Map<string, Set<string>>();
  for (const i of items) categoriesOf.set(i.text, (categoriesOf.get(i.text) ?? new Set()).add(i.category));
  return items.filter((i) => categoriesOf.get(i.text)!.size === 1);
}

/** True for the held-out fifth of base items: every 5th per category in FNV-hash order. */
export function heldOutBases(items: BaseItem[]): Set<string> {
  const held = new Set<string>();
  for (const category of COST_CATEGORIES) {
    const ordered = items
      .filter((i) => i.category === category)
      .map((i) => i.text)
      .sort((a, b) => fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1));
    ordered.forEach((text, i) => {
      if (i % 5 === 2) held.add(text);
    });
  }
  return held;
}

export interface Corpus {
  train: LabelledRow[];
  test: LabelledRow[];
}

function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((w) => (w.length > 3 ? w.replace(/e?s$/, '') : w)));
}

/**
 * Supplement items that restate a held-out original item ("russet potatoes idaho" for a held-out
 * "russet potatoes": one word set contains the other) are held out too, so training never sees a
 * near-copy of a test item.
 */
export function nearDuplicatesOf(held: ReadonlySet<string>, original: readonly BaseItem[], extra: readonly BaseItem[]): string[] {
  const heldSets = original.filter((i) => held.has(i.text)).map((i) => wordSet(i.text));
  const subset = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  return extra
    .filter((i) => !held.has(i.text))
    .filter((i) => {
      const words = wordSet(i.text);
      // A one-word held-out item ("cups") only claims its own restatements ("cup"), not every
      // line that mentions the word, as in the original split.
      return heldSets.some((h) => (h.size > 1 ? subset(h, words) || subset(words, h) : subset(words, h)));
    })
    .map((i) => i.text);
}

export interface CostCorpusOptions {
  /** Include the supplementary lexicon (default true). Its rows come after every original row. */
  supplement?: boolean;
  /** Include the confusion list (default true; implied false without the supplement). Its rows come after the trade rows. */
  confusions?: boolean;
  /** Include the coverage list (default true; implied false without the confusion list). Its rows come after the confusion rows. */
  coverage?: boolean;
  /** Include the native-language list (default true; implied false without the coverage list). Its rows come last. */
  native?: boolean;
}

export function generateCostCorpus(seed = 1, variantsPerItem = 12, options: CostCorpusOptions = {}): Corpus {
  const rng = new SeededRandom(seed);
  const original = costBaseItems();
  const extra = options.supplement === false ? [] : supplementBaseItems();
  const trade = options.supplement === false ? [] : tradeBaseItems();
  const confusions = options.supplement === false || options.confusions === false ? [] : confusionBaseItems();
  const coverage = confusions.length === 0 || options.coverage === false ? [] : coverageBaseItems();
  const native = coverage.length === 0 || options.native === false ? [] : nativeBaseItems();
  // Each lexicon is split on its own with the same rule, so adding items never moves an earlier
  // base item across the split; each later list's rows are generated after the earlier ones, so
  // those keep their random draws and stay byte-identical.
  const items = [...original, ...extra, ...trade, ...confusions, ...coverage, ...native];
  const held = new Set([
    ...heldOutBases(original), ...heldOutBases(extra), ...heldOutBases(trade), ...heldOutBases(confusions), ...heldOutBases(coverage), ...heldOutBases(native),
  ]);
  for (const text of nearDuplicatesOf(held, original, extra)) held.add(text);
  for (const text of nearDuplicatesOf(held, [...original, ...extra], trade)) held.add(text);
  for (const text of nearDuplicatesOf(held, [...original, ...extra, ...trade], confusions)) held.add(text);
  for (const text of nearDuplicatesOf(held, [...original, ...extra, ...trade, ...confusions], coverage)) held.add(text);
  for (const text of nearDuplicatesOf(held, [...original, ...extra, ...trade, ...confusions, ...coverage], native)) held.add(text);
  const corpus: Corpus = { train: [], test: [] };
  for (const item of items) {
    // Label rules (cost-label-rules.ts) act on the row's label only, after the split and the draws.
    const label = correctedLabel(item.text, item.category);
    const seen = new Set<string>();
    for (let i = 0; i < variantsPerItem; i++) {
      const text = variant(item, i, rng).replace(/\s+/g, ' ').trim();
      if (seen.has(text)) continue;
      seen.add(text);
      const row = { text, label, base: item.text, group: item.group };
      (held.has(item.text) ? corpus.test : corpus.train).push(row);
    }
  }
  return corpus;
}
