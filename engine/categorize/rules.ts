// Transparent rule-based cost categoriser: a hand-written keyword lexicon, independent of the
// training corpus. The server falls back to it when the ONNX model is unavailable, and the
// benchmark reports it next to the model. A line scores one point per keyword it contains
// (two for multi-word phrases, which are more specific); the best score wins, ties go to the
// category listed first below, no match gives 'other'.
import { tokenize } from '../onnx/text-features.js';
import type { CostCategory } from './categories.js';

const KEYWORDS: [CostCategory, string[]][] = [
  ['freight_delivery', ['freight', 'delivery charge', 'delivery fee', 'fuel surcharge', 'shipping', 'courier', 'postage', 'deposit', 'ups', 'fedex', 'pallet', 'liftgate']],
  ['insurance', ['insurance', 'premium', 'liability', 'policy', 'workers comp', 'coverage', 'bond', 'versicherung', 'assurance', 'seguro']],
  ['rent', ['rent', 'lease', 'cam', 'common area', 'landlord', 'miete', 'loyer', 'alquiler', 'renta', 'sublease', 'tenant']],
  ['labor', ['staffing', 'temp', 'temporary', 'contract labor', 'agency', 'staff', 'labor hours', 'personnel']],
  ['professional_services', ['accounting', 'bookkeeping', 'legal', 'attorney', 'lawyer', 'consulting', 'consultant', 'cpa', 'audit', 'tax preparation', 'notary', 'architect', 'engineering']],
  ['utilities', ['electric', 'electricity', 'gas service', 'natural gas', 'water', 'sewer', 'trash', 'waste', 'recycling', 'dumpster', 'internet', 'phone', 'telephone', 'cable', 'wireless', 'kwh', 'therms', 'utility']],
  ['repairs_maintenance', ['repair', 'maintenance', 'service call', 'pest', 'exterminator', 'hood cleaning', 'inspection', 'plumbing', 'hvac', 'replacement', 'handyman', 'jetting', 'pumping']],
  ['technology', ['software', 'pos', 'laptop', 'computer', 'tablet', 'ipad', 'printer', 'router', 'wifi', 'hosting', 'domain', 'subscription', 'license', 'camera', 'scanner', 'toner', 'monitor']],
  ['marketing', ['advertising', 'ads', 'ad', 'marketing', 'promotion', 'flyers', 'printing', 'banner', 'sponsorship', 'signage', 'billboard', 'mailer', 'seo', 'promotional']],
  ['linen_uniform', ['linen', 'uniform', 'apron', 'aprons', 'chef coat', 'tablecloth', 'tablecloths', 'laundry', 'mats', 'towel rental']],
  ['alcohol_cost', ['beer', 'wine', 'vodka', 'tequila', 'whiskey', 'whisky', 'bourbon', 'gin', 'rum', 'scotch', 'liqueur', 'keg', 'ipa', 'lager', 'ale', 'champagne', 'prosecco', 'cabernet', 'chardonnay', 'merlot', 'pinot', 'brandy', 'cognac', 'cider', 'seltzer']],
  ['beverage_cost', ['soda', 'cola', 'coke', 'pepsi', 'sprite', 'coffee', 'espresso', 'tea', 'juice', 'water bottled', 'bottled water', 'lemonade', 'syrup', 'energy drink']],
  ['cleaning_cost', ['degreaser', 'sanitizer', 'detergent', 'cleaner', 'bleach', 'soap', 'disinfectant', 'rinse aid', 'delimer', 'polish', 'mop', 'broom', 'sponge', 'sponges', 'scrub', 'chemical']],
  ['paper_cost', ['cup', 'cups', 'lid', 'lids', 'napkin', 'napkins', 'towel', 'towels', 'tissue', 'container', 'containers', 'clamshell', 'foil', 'bag', 'bags', 'box', 'boxes', 'straw', 'straws', 'wrap', 'film', 'plates paper', 'paper']],
  ['supply_cost', ['gloves', 'glove', 'hair nets', 'liners', 'trash bags', 'batteries', 'light bulbs', 'receipt paper', 'register tape', 'pens', 'labels', 'fuel']],
  ['smallwares', ['pan', 'pot', 'knife', 'tongs', 'spatula', 'ladle', 'whisk', 'board', 'bowl', 'bowls', 'plate', 'plates', 'glass', 'glasses', 'mug', 'flatware', 'fork', 'spoon', 'tray', 'pitcher', 'ramekin']],
  ['equipment', ['refrigerator', 'freezer', 'cooler', 'oven', 'fryer', 'griddle', 'range', 'dishwasher', 'mixer', 'slicer', 'machine', 'blender', 'microwave', 'table', 'chairs', 'furniture', 'shelving']],
  ['food_cost', ['chicken', 'beef', 'pork', 'fish', 'salmon', 'shrimp', 'cheese', 'milk', 'butter', 'eggs', 'bread', 'flour', 'sugar', 'rice', 'pasta', 'oil', 'sauce', 'tomato', 'tomatoes', 'onion', 'onions', 'potato', 'potatoes', 'lettuce', 'fruit', 'vegetables', 'meat', 'turkey', 'bacon', 'sausage', 'cream']],
  ['other', ['fee', 'misc', 'miscellaneous', 'donation', 'permit', 'penalty', 'late', 'bank']],
];

const PHRASE_WEIGHT = 2;

export interface RuleMatch {
  label: CostCategory;
  /** Keywords that matched, for explanations in logs and reviews. */
  matched: string[];
}

export function categorizeByRules(description: string): RuleMatch {
  const words = tokenize(description).words;
  const text = ` ${words.join(' ')} `;
  const wordSet = new Set(words);
  let best: RuleMatch = { label: 'other', matched: [] };
  let bestScore = 0;
  for (const [label, keywords] of KEYWORDS) {
    let score = 0;
    const matched: string[] = [];
    for (const keyword of keywords) {
      const hit = keyword.includes(' ') ? text.includes(` ${keyword} `) : wordSet.has(keyword);
      if (!hit) continue;
      score += keyword.includes(' ') ? PHRASE_WEIGHT : 1;
      matched.push(keyword);
    }
    if (score > bestScore) {
      best = { label, matched };
      bestScore = score;
    }
  }
  return best;
}
