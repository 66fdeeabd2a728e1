// Engine entry for categorisation: cost category per invoice line item (19 labels) and tax
// category per receipt (12 labels), both from our own ONNX models (see models/build-all.ts).
// Models are loaded once per process (each worker) and shared by every categoriser created for
// the same directory.
import { COST_CATEGORIES, TAX_CATEGORIES, type CostCategory, type TaxCategory } from './categories.js';
import { TextClassifier } from './classifier.js';
import { receiptText } from './features.js';
import { isNonAlcoholicDrink } from './non-alcoholic.js';

export { COST_CATEGORIES, TAX_CATEGORIES, isCostCategory, isTaxCategory } from './categories.js';
export type { CostCategory, TaxCategory } from './categories.js';
export { categorizeByRules, type RuleMatch } from './rules.js';

export interface CategorizerOptions {
  modelsDir: string;
  intraOpNumThreads?: number;
}

export interface Prediction<L extends string> {
  label: L;
  /** Softmax probability of the chosen label, 0..1. */
  probability: number;
}

export interface Categorizer {
  costCategories(descriptions: readonly string[]): Promise<Prediction<CostCategory>[]>;
  taxCategory(merchant: string, items: readonly string[]): Promise<Prediction<TaxCategory>>;
}

export const COST_MODEL = 'cost-category';
export const TAX_MODEL = 'tax-category';

const loaded = new Map<string, Promise<TextClassifier>>();

function loadOnce(modelsDir: string, name: string, threads: number | undefined): Promise<TextClassifier> {
  const key = `${modelsDir}\0${name}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = TextClassifier.load(modelsDir, name, threads);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

function checkLabels(model: TextClassifier, expected: readonly string[]): void {
  const got = model.manifest.labels;
  if (got.length !== expected.length || got.some((l, i) => l !== expected[i])) {
    throw new Error(`model ${model.manifest.model} labels do not match the contract (rebuild with npm run models)`);
  }
}

function assertStrings(values: readonly unknown[], what: string): void {
  values.forEach((v, i) => {
    if (typeof v !== 'string') throw new TypeError(`${what}[${i}] must be a string, got ${typeof v}`);
  });
}

export async function createCategorizer(options: CategorizerOptions): Promise<Categorizer> {
  // Both load side by side; where both fail, the cost model's error is the one reported, whichever
  // failed first, so a missing models directory always reads the same.
  const [costLoad, taxLoad] = await Promise.allSettled([
    loadOnce(options.modelsDir, COST_MODEL, options.intraOpNumThreads),
    loadOnce(options.modelsDir, TAX_MODEL, options.intraOpNumThreads),
  ]);
  if (costLoad.status === 'rejected') throw costLoad.reason;
  if (taxLoad.status === 'rejected') throw taxLoad.reason;
  const [cost, tax] = [costLoad.value, taxLoad.value];
  checkLabels(cost, COST_CATEGORIES);
  checkLabels(tax, TAX_CATEGORIES);
  return {
    async costCategories(descriptions) {
      assertStrings(descriptions, 'descriptions');
      // A blank description carries nothing to classify: it is 'other' by definition.
      const nonBlank = descriptions.map((d, i) => ({ d, i })).filter(({ d }) => d.trim().length > 0);
      const scores = await cost.classify(nonBlank.map(({ d }) => d));
      const out: Prediction<CostCategory>[] = descriptions.map(() => ({ label: 'other', probability: 1 }));
      nonBlank.forEach(({ i, d }, k) => {
        const label = scores[k]!.label as CostCategory;
        // A drink the model calls alcohol but whose name says alcohol-free ("HEINEKEN 0.0") is a
        // beverage by definition: a rule decision, like the blank rule above.
        if (label === 'alcohol_cost' && isNonAlcoholicDrink(d)) out[i] = { label: 'beverage_cost', probability: 1 };
        else out[i] = { label, probability: scores[k]!.probability };
      });
      return out;
    },
    async taxCategory(merchant, items) {
      assertStrings([merchant], 'merchant');
      assertStrings(items, 'items');
      const text = receiptText(merchant, items);
      if (text.replace(/[;\s]/g, '').length === 0) return { label: 'Other', probability: 1 };
      const [score] = await tax.classify([text]);
      return { label: score!.label as TaxCategory, probability: score!.probability };
    },
  };
}
