// Label rules applied to every generated row of the cost corpus, after the split is computed (so
// no base item moves across it) and after the row's text is drawn (so every random draw, and with
// it every later row's text, stays as it was). They fix a label the lexicons got wrong by
// DECISIONS' definitions wherever it occurs, train and test alike, never a single test item.
import type { CostCategory } from '../../engine/categorize/categories.js';
import { isNonAlcoholicDrink } from '../../engine/categorize/non-alcoholic.js';

export { isNonAlcoholicDrink };

/**
 * The label a base item's rows get: its lexicon category unless a rule corrects it. Non-alcoholic
 * beers, wines and spirits listed under alcohol_cost are beverage_cost (DECISIONS: beverage_cost
 * is the non-alcoholic drinks).
 */
export function correctedLabel(baseText: string, category: CostCategory): CostCategory {
  if (category === 'alcohol_cost' && isNonAlcoholicDrink(baseText)) return 'beverage_cost';
  return category;
}
