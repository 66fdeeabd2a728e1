// Golden behaviour of the shipped categorisation models (models/*.onnx, rebuilt by npm run models).
import t from 'tap';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COST_CATEGORIES, createCategorizer, TAX_CATEGORIES } from '../../../engine/categorize/index.js';

const modelsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'models');

t.test('label sets match DECISIONS.md', async (t) => {
  t.equal(COST_CATEGORIES.length, 19);
  t.equal(new Set(COST_CATEGORIES).size, 19);
  t.equal(TAX_CATEGORIES.length, 12);
  t.ok(COST_CATEGORIES.includes('food_cost') && COST_CATEGORIES.includes('other'));
  t.ok(TAX_CATEGORIES.includes('Professional Services'));
});

t.test('cost categories for typical invoice lines', async (t) => {
  const categorizer = await createCategorizer({ modelsDir });
  const golden: [string, string][] = [
    ['CHKN BRST BNLS 4/10#', 'food_cost'],
    ['CUP HOT 12OZ 1000CT', 'paper_cost'],
    ['hood cleaning', 'repairs_maintenance'],
    ['monthly base rent', 'rent'],
    ['BEEF BRISKET CHOICE 2/15#', 'food_cost'],
    ['ahi tuna saku', 'food_cost'],
    ['ECOLAB DEGREASER 4/1 GAL', 'cleaning_cost'],
    ['Hähnchenbrust', 'food_cost'],
    ['Bud Light 1/2 BBL', 'alcohol_cost'],
    ['fuel surcharge', 'freight_delivery'],
    ['general liability premium', 'insurance'],
    ['Cintas uniform rental', 'linen_uniform'],
    ['electric service kwh', 'utilities'],
  ];
  const out = await categorizer.costCategories(golden.map(([d]) => d));
  out.forEach((p, i) => {
    t.equal(p.label, golden[i]![1], golden[i]![0]);
    t.ok(p.probability > 0.5 && p.probability <= 1, `${golden[i]![0]} probability ${p.probability}`);
  });
});

t.test('non-alcoholic beers and wines are beverage_cost even where the model reads them as alcohol', async (t) => {
  const categorizer = await createCategorizer({ modelsDir });
  const lines = ['HEINEKEN 0.0 24/12OZ', 'Erdinger Alkoholfrei 20/0.5L', 'vin sans alcool 6/750ML', 'cerveza sin alcohol 24/12OZ', 'Coors Edge 24/12OZ',
    'Heineken alcoholvrij 24x0,3L', 'Birra analcolica 24x33cl', 'Vino senza alcol 75cl', 'Cerveja sem álcool 24x33cl'];
  for (const [i, p] of (await categorizer.costCategories(lines)).entries()) t.equal(p.label, 'beverage_cost', lines[i]);
  // The rule only lifts drinks out of alcohol: the same brands with alcohol stay alcohol.
  const [beer] = await categorizer.costCategories(['Bud Light 1/2 BBL']);
  t.equal(beer!.label, 'alcohol_cost');
});

t.test('outputs are stable and do not depend on the batch (padding regression)', async (t) => {
  const categorizer = await createCategorizer({ modelsDir });
  const items = ['monthly base rent', 'CHKN BRST BNLS SKNLS FRZ 4/10# TYSON 1234567', 'x'];
  const batch = await categorizer.costCategories(items);
  const again = await categorizer.costCategories(items);
  t.same(again, batch);
  for (let i = 0; i < items.length; i++) {
    const [alone] = await categorizer.costCategories([items[i]!]);
    t.equal(alone!.label, batch[i]!.label);
    t.ok(Math.abs(alone!.probability - batch[i]!.probability) < 1e-5, items[i]!);
  }
});

t.test('blank descriptions are other; non-strings are refused', async (t) => {
  const categorizer = await createCategorizer({ modelsDir });
  t.same(await categorizer.costCategories(['  ', '']), [{ label: 'other', probability: 1 }, { label: 'other', probability: 1 }]);
  t.same(await categorizer.costCategories([]), []);
  await t.rejects(categorizer.costCategories([42 as unknown as string]), /descriptions\[0\] must be a string/);
});

t.test('tax category from merchant and items', async (t) => {
  const categorizer = await createCategorizer({ modelsDir });
  const golden: [string, string[], string][] = [
    ['SHELL #4471', ['unleaded gasoline'], 'Vehicle'],
    ['Starbucks', ['latte', 'muffin'], 'Meals'],
    ['Marriott', ['room night'], 'Travel'],
    ['Staples', ['toner', 'printer paper'], 'Office'],
    ['State Farm', [], 'Insurance'],
  ];
  for (const [merchant, items, label] of golden) {
    const p = await categorizer.taxCategory(merchant, items);
    t.equal(p.label, label, merchant);
    t.ok(p.probability > 0.5);
  }
  t.same(await categorizer.taxCategory('', []), { label: 'Other', probability: 1 });
});

t.test('a missing models directory gives a clear error', async (t) => {
  await t.rejects(createCategorizer({ modelsDir: '/nonexistent/models' }), /cost-category\.json missing or unreadable.*npm run models/);
});
