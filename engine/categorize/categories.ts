// Label sets fixed by /work/shared/DECISIONS.md ("The 19 cost categories", "Receipts").
// The order is part of the model contract: class index i in every ONNX output means entry i here.

export const COST_CATEGORIES = [
  'food_cost',
  'beverage_cost',
  'alcohol_cost',
  'paper_cost',
  'supply_cost',
  'cleaning_cost',
  'smallwares',
  'equipment',
  'repairs_maintenance',
  'utilities',
  'rent',
  'linen_uniform',
  'marketing',
  'technology',
  'professional_services',
  'insurance',
  'freight_delivery',
  'labor',
  'other',
] as const;

export type CostCategory = (typeof COST_CATEGORIES)[number];

export const TAX_CATEGORIES = [
  'Meals',
  'Supplies',
  'Travel',
  'Vehicle',
  'Office',
  'Utilities',
  'Advertising',
  'Professional Services',
  'Repairs',
  'Rent',
  'Insurance',
  'Other',
] as const;

export type TaxCategory = (typeof TAX_CATEGORIES)[number];

export function isCostCategory(value: string): value is CostCategory {
  return (COST_CATEGORIES as readonly string[]).includes(value);
}

export function isTaxCategory(value: string): value is TaxCategory {
  return (TAX_CATEGORIES as readonly string[]).includes(value);
}
