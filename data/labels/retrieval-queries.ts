// Search queries with relevance rules, judged against what each generated document was built
// from (retrieval-corpus.ts), not against its rendered text. Written by hand as a partner would
// type them: concepts ("poultry"), categories ("cleaning supplies"), vendor names, typos, other
// languages. Gains: 2 = mostly about the query, 1 = partly.
import type { CostCategory, TaxCategory } from '../../engine/categorize/categories.js';
import type { JudgedDocument } from './retrieval-corpus.js';

export interface JudgedQuery {
  query: string;
  groups?: string[];
  categories?: CostCategory[];
  /** Whole words that, found in an underlying base item, make the item match. */
  baseWords?: string[];
  vendors?: string[];
  tax?: TaxCategory[];
}

export const QUERIES: JudgedQuery[] = [
  // Concepts over groups of items.
  { query: 'poultry', groups: ['poultry'] },
  { query: 'chicken', baseWords: ['chicken'] },
  { query: 'chiken', baseWords: ['chicken'] },
  { query: 'turkey', baseWords: ['turkey'] },
  { query: 'beef', groups: ['beef'] },
  { query: 'steak', baseWords: ['steak', 'ribeye', 'sirloin', 'filet', 'porterhouse'] },
  { query: 'pork', groups: ['pork'] },
  { query: 'meat', groups: ['poultry', 'beef', 'pork'] },
  { query: 'sausage', baseWords: ['sausage', 'chorizo', 'kielbasa', 'bratwurst', 'andouille'] },
  { query: 'seafood', groups: ['seafood'] },
  { query: 'fish', groups: ['seafood'] },
  { query: 'shellfish', baseWords: ['shrimp', 'crab', 'lobster', 'scallops', 'mussels', 'clams', 'oysters', 'crawfish', 'langoustine'] },
  { query: 'salmon', baseWords: ['salmon'] },
  { query: 'shrimp', baseWords: ['shrimp'] },
  { query: 'vegetables', groups: ['produce'] },
  { query: 'fresh produce', groups: ['produce'] },
  { query: 'fruit', baseWords: ['strawberries', 'blueberries', 'bananas', 'apples', 'oranges', 'pineapple', 'watermelon', 'lemons', 'limes', 'grapes', 'peaches', 'pears', 'plums', 'mango', 'papaya', 'kiwi', 'cantaloupe', 'honeydew', 'raspberries', 'blackberries', 'cherries'] },
  { query: 'herbs', baseWords: ['cilantro', 'parsley', 'basil', 'thyme', 'rosemary', 'mint', 'dill', 'chives'] },
  { query: 'potatoes', baseWords: ['potatoes'] },
  { query: 'tomatoes', baseWords: ['tomatoes'] },
  { query: 'dairy', groups: ['dairy'] },
  { query: 'cheese', baseWords: ['cheese', 'mozzarella', 'parmesan', 'brie', 'gouda', 'feta', 'ricotta', 'provolone', 'cheddar', 'burrata', 'gruyere', 'manchego', 'mascarpone'] },
  { query: 'milk and cream', baseWords: ['milk', 'cream'] },
  { query: 'eggs', baseWords: ['eggs', 'egg'] },
  { query: 'bread', groups: ['bakery'] },
  { query: 'baked goods', groups: ['bakery'] },
  { query: 'pastries', baseWords: ['croissants', 'danish', 'donuts', 'muffins', 'scones', 'cinnamon', 'pastry', 'brownies', 'cupcakes'] },
  { query: 'dry goods', groups: ['dry_goods'] },
  { query: 'spices', baseWords: ['pepper', 'cinnamon', 'paprika', 'oregano', 'cumin', 'chili', 'nutmeg', 'cloves', 'turmeric', 'curry', 'saffron', 'cardamom', 'cayenne', 'seasoning'] },
  { query: 'cooking oil', baseWords: ['oil'] },
  { query: 'sauces and condiments', baseWords: ['sauce', 'ketchup', 'mayonnaise', 'mustard', 'dressing', 'relish', 'salsa'] },
  { query: 'pasta and rice', baseWords: ['pasta', 'rice', 'spaghetti', 'penne', 'fettuccine', 'macaroni', 'lasagna', 'orzo', 'noodles'] },
  { query: 'frozen food', baseWords: ['frozen'] },
  { query: 'food purchases', categories: ['food_cost'] },
  { query: 'groceries', categories: ['food_cost'] },
  // Beverages and alcohol.
  { query: 'soft drinks', groups: ['soda'] },
  { query: 'soda', groups: ['soda'] },
  { query: 'coffee', baseWords: ['coffee', 'espresso', 'decaf'] },
  { query: 'tea', baseWords: ['tea', 'chai', 'matcha'] },
  { query: 'juice', baseWords: ['juice', 'nectar', 'lemonade'] },
  { query: 'bottled water', baseWords: ['water'] },
  { query: 'non alcoholic beverages', categories: ['beverage_cost'] },
  { query: 'drinks', categories: ['beverage_cost', 'alcohol_cost'] },
  { query: 'alcohol', categories: ['alcohol_cost'] },
  { query: 'liquor', groups: ['spirits'] },
  { query: 'spirits', groups: ['spirits'] },
  { query: 'beer', groups: ['beer'] },
  { query: 'kegs', baseWords: ['keg'] },
  { query: 'wine', groups: ['wine'] },
  { query: 'whiskey', baseWords: ['whiskey', 'whisky', 'bourbon', 'scotch'] },
  { query: 'tequila', baseWords: ['tequila', 'mezcal'] },
  { query: 'bar mixers', groups: ['mixers'] },
  // Disposables and supplies.
  { query: 'paper goods', categories: ['paper_cost'] },
  { query: 'disposables', categories: ['paper_cost'] },
  { query: 'cups and lids', groups: ['cups'] },
  { query: 'coffee cups', groups: ['cups'] },
  { query: 'napkins', baseWords: ['napkins'] },
  { query: 'napkns', baseWords: ['napkins'] },
  { query: 'paper towels', baseWords: ['towels'] },
  { query: 'takeout containers', groups: ['to_go'] },
  { query: 'to go packaging', groups: ['to_go'] },
  { query: 'pizza boxes', baseWords: ['pizza'] },
  { query: 'plastic cutlery', baseWords: ['forks', 'spoons', 'cutlery'] },
  { query: 'aluminum foil', baseWords: ['foil'] },
  { query: 'gloves', baseWords: ['gloves', 'glove'] },
  { query: 'trash bags', baseWords: ['trash', 'liners'] },
  { query: 'operating supplies', categories: ['supply_cost'] },
  // Cleaning.
  { query: 'cleaning supplies', categories: ['cleaning_cost'] },
  { query: 'janitorial', groups: ['janitorial'] },
  { query: 'cleaning chemicals', groups: ['chemicals'] },
  { query: 'degreaser', baseWords: ['degreaser'] },
  { query: 'degreeser', baseWords: ['degreaser'] },
  { query: 'sanitizer', baseWords: ['sanitizer', 'sanitizing'] },
  { query: 'sanitiser', baseWords: ['sanitizer', 'sanitizing'] },
  { query: 'disinfectant', baseWords: ['disinfectant', 'disinfecting', 'sanitizer', 'bleach'] },
  { query: 'dish detergent', baseWords: ['detergent', 'dish'] },
  { query: 'mops and brooms', baseWords: ['mop', 'broom', 'brooms', 'mops'] },
  { query: 'soap', baseWords: ['soap'] },
  // Smallwares and equipment.
  { query: 'smallwares', categories: ['smallwares'] },
  { query: 'pots and pans', groups: ['cookware'] },
  { query: 'kitchen utensils', groups: ['utensils'] },
  { query: 'knives', baseWords: ['knife', 'knives', 'cleaver'] },
  { query: 'glassware', baseWords: ['glasses', 'glassware', 'flutes', 'goblets', 'snifters', 'tumblers'] },
  { query: 'dinnerware plates', baseWords: ['plates', 'bowls', 'china', 'platters', 'saucers'] },
  { query: 'kitchen equipment', categories: ['equipment'] },
  { query: 'refrigeration', baseWords: ['refrigerator', 'freezer', 'cooler', 'refrigerated', 'chiller'] },
  { query: 'ovens', baseWords: ['oven', 'ovens'] },
  { query: 'furniture', baseWords: ['chairs', 'tables', 'stools', 'furniture', 'booth', 'table'] },
  // Services.
  { query: 'repairs', categories: ['repairs_maintenance'] },
  { query: 'maintenance', categories: ['repairs_maintenance'] },
  { query: 'hvac', baseWords: ['hvac', 'furnace', 'boiler', 'thermostat', 'compressor', 'condenser', 'refrigerant'] },
  { query: 'plumbing', baseWords: ['plumbing', 'pipe', 'drain', 'sewer', 'faucet', 'toilet', 'jetting'] },
  { query: 'pest control', baseWords: ['pest', 'exterminator', 'rodent', 'fly', 'bug'] },
  { query: 'exterminator', baseWords: ['pest', 'exterminator', 'rodent', 'fly', 'bug'] },
  { query: 'hood cleaning', baseWords: ['hood', 'exhaust'] },
  { query: 'grease trap', baseWords: ['grease'] },
  { query: 'utilities', categories: ['utilities'] },
  { query: 'electricity', baseWords: ['electricity', 'electric', 'power', 'kwh', 'energy'] },
  { query: 'gas bill', baseWords: ['gas', 'therms'] },
  { query: 'water bill', baseWords: ['water', 'sewer'] },
  { query: 'internet and phone', baseWords: ['internet', 'phone', 'telephone', 'wireless', 'broadband', 'voip', 'fiber', 'cell'] },
  { query: 'trash removal', baseWords: ['trash', 'waste', 'garbage', 'refuse', 'dumpster', 'recycling'] },
  { query: 'rent', categories: ['rent'] },
  { query: 'lease payment', categories: ['rent'] },
  { query: 'landlord charges', categories: ['rent'] },
  { query: 'linen service', categories: ['linen_uniform'] },
  { query: 'uniforms', baseWords: ['uniform', 'uniforms', 'chef', 'shirts', 'pants', 'aprons'] },
  { query: 'aprons', baseWords: ['aprons', 'apron'] },
  { query: 'advertising', categories: ['marketing'] },
  { query: 'marketing', categories: ['marketing'] },
  { query: 'printing', baseWords: ['printing', 'printed', 'flyers', 'cards', 'postcards'] },
  { query: 'social media ads', baseWords: ['facebook', 'instagram', 'tiktok', 'social'] },
  { query: 'technology', categories: ['technology'] },
  { query: 'point of sale', baseWords: ['pos', 'point'] },
  { query: 'software subscription', baseWords: ['software', 'subscription', 'saas', 'license'] },
  { query: 'computer hardware', baseWords: ['laptop', 'computer', 'pc', 'monitor', 'keyboard', 'tablet', 'printer', 'router'] },
  { query: 'accountant', baseWords: ['accounting', 'bookkeeping', 'cpa', 'tax', 'audit'] },
  { query: 'legal fees', baseWords: ['legal', 'attorney', 'lawyer', 'litigation', 'paralegal'] },
  { query: 'consulting', baseWords: ['consulting', 'consultant'] },
  { query: 'professional services', categories: ['professional_services'] },
  { query: 'insurance', categories: ['insurance'] },
  { query: 'liability insurance', baseWords: ['liability'] },
  { query: 'workers compensation', baseWords: ['workers', 'comp', 'compensation'] },
  { query: 'temp staffing', categories: ['labor'] },
  { query: 'contract labor', categories: ['labor'] },
  { query: 'bartenders', baseWords: ['bartender', 'bartenders', 'bartending'] },
  { query: 'delivery charges', categories: ['freight_delivery'] },
  { query: 'shipping', categories: ['freight_delivery'] },
  { query: 'fuel surcharge', baseWords: ['fuel', 'surcharge'] },
  // Vendors by name.
  { query: 'Sysco', vendors: ['Sysco'] },
  { query: 'US Foods', vendors: ['US Foods'] },
  { query: 'Cintas', vendors: ['Cintas'] },
  { query: 'Ecolab', vendors: ['Ecolab'] },
  { query: 'Restaurant Depot', vendors: ['Restaurant Depot'] },
  { query: 'Green Valley', vendors: ['Green Valley Produce'] },
  { query: 'pacific catch', vendors: ['Pacific Catch Seafood'] },
  { query: 'arctic air', vendors: ['Arctic Air HVAC'] },
  { query: 'Main Street Properties', vendors: ['Main Street Properties LLC'] },
  { query: 'Instawork', vendors: ['Instawork'] },
  { query: 'Toast', vendors: ['Toast Inc'] },
  { query: 'Hartford', vendors: ['Hartford Insurance'] },
  { query: 'Performance Food', vendors: ['Performance Foodservice'] },
  { query: 'coca cola', vendors: ['Coca-Cola Bottling'] },
  // Receipts.
  { query: 'business meals', tax: ['Meals'] },
  { query: 'restaurant receipts', tax: ['Meals'] },
  { query: 'hotel stay', tax: ['Travel'] },
  { query: 'airfare', tax: ['Travel'] },
  { query: 'gas station fuel', tax: ['Vehicle'] },
  { query: 'car repairs and oil change', tax: ['Vehicle'] },
  { query: 'office supplies', tax: ['Office'] },
  { query: 'hardware store', tax: ['Repairs'] },
  // Other languages.
  { query: 'Hähnchen', baseWords: ['chicken'] },
  { query: 'pollo', baseWords: ['chicken'] },
  { query: 'nettoyage', categories: ['cleaning_cost'] },
  { query: 'Bier', groups: ['beer'] },
];

/** Graded relevance of a document for a query: 2 mostly about it, 1 partly, 0 not. */
export function relevance(query: JudgedQuery, doc: JudgedDocument): number {
  if (query.vendors) return query.vendors.includes(doc.doc.name ?? '') ? 2 : 0;
  if (query.tax) return doc.taxCategory && query.tax.includes(doc.taxCategory) ? 2 : 0;
  if (doc.kind === 'vendor') {
    if (!query.groups) return 0;
    return doc.groups.length > 0 && doc.groups.every((g) => query.groups!.includes(g)) ? 1 : 0;
  }
  const words = query.baseWords ? new Set(query.baseWords) : null;
  const matches = (base: string, index: number): boolean => {
    if (words && base.split(/[^a-z]+/).some((w) => words.has(w))) return true;
    if (doc.kind !== 'invoice') return false;
    const group = groupOf(doc, index);
    if (query.groups && group && query.groups.includes(group)) return true;
    const category = categoryOf(doc, index);
    return Boolean(query.categories && category && query.categories.includes(category));
  };
  if (doc.bases.length === 0) return 0;
  const hits = doc.bases.filter(matches).length;
  if (hits === 0) return 0;
  return hits * 2 >= doc.bases.length ? 2 : 1;
}

function groupOf(doc: JudgedDocument, index: number): string | undefined {
  return doc.lineGroups?.[index];
}

function categoryOf(doc: JudgedDocument, index: number): CostCategory | undefined {
  return doc.lineCategories?.[index];
}
