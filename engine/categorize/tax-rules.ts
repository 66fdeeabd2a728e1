// Transparent rule-based receipt tax category: each line's rule-based cost category maps to the
// tax class it is usually deducted under, and the receipt takes the class with the most lines.
// The server uses it only when the trained tax model is unavailable.
import type { CostCategory, TaxCategory } from './categories.js';
import { categorizeByRules } from './rules.js';

const TAX_OF_COST: Record<CostCategory, TaxCategory> = {
  food_cost: 'Meals',
  beverage_cost: 'Meals',
  alcohol_cost: 'Meals',
  paper_cost: 'Supplies',
  supply_cost: 'Supplies',
  cleaning_cost: 'Supplies',
  smallwares: 'Supplies',
  equipment: 'Supplies',
  repairs_maintenance: 'Repairs',
  utilities: 'Utilities',
  rent: 'Rent',
  linen_uniform: 'Supplies',
  marketing: 'Advertising',
  technology: 'Office',
  professional_services: 'Professional Services',
  insurance: 'Insurance',
  freight_delivery: 'Other',
  labor: 'Professional Services',
  other: 'Other',
};

const MERCHANT_HINTS: [RegExp, TaxCategory][] = [
  [/\b(hotel|inn|airlines?|air|taxi|uber|lyft|rail|train|parking|motel|airbnb)\b/i, 'Travel'],
  [/\b(shell|chevron|exxon|bp|texaco|fuel|gas station|auto|tire|car wash)\b/i, 'Vehicle'],
  [/\b(restaurant|cafe|café|coffee|bistro|grill|pizza|bar|diner|kitchen|bakery|starbucks)\b/i, 'Meals'],
  [/\b(staples|office depot|officemax)\b/i, 'Office'],
];

export function taxCategoryByRules(merchant: string, items: readonly string[]): TaxCategory {
  for (const [pattern, category] of MERCHANT_HINTS) if (pattern.test(merchant)) return category;
  const votes = new Map<TaxCategory, number>();
  for (const item of items) {
    const category = TAX_OF_COST[categorizeByRules(item).label];
    votes.set(category, (votes.get(category) ?? 0) + 1);
  }
  let best: TaxCategory = 'Other';
  let bestVotes = 0;
  for (const [category, n] of votes) {
    if (category !== 'Other' && n > bestVotes) {
      best = category;
      bestVotes = n;
    }
  }
  return best;
}
