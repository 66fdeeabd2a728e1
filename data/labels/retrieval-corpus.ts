// Search benchmark corpus: synthetic invoices (vendors of 24 kinds selling items from the cost
// lexicon, rendered with the same invoice-style noise), receipts (tax lexicon) and vendor records.
// Every document remembers the base items, groups and categories it was built from; the query set
// (retrieval-queries.ts) is judged against those, never against the rendered text, so a query
// like "poultry" is relevant to "CHKN BRST BNLS 4/10#" without sharing a word with it.
import type { CostCategory, TaxCategory } from '../../engine/categorize/categories.js';
import type { EmbeddableDocument } from '../../engine/embed/document-text.js';
import { costBaseItems, variant, type BaseItem } from './cost-corpus.js';
import { SeededRandom } from './random.js';
import { TAX_LEXICON } from './tax-corpus.js';

export interface JudgedDocument {
  id: string;
  doc: EmbeddableDocument;
  kind: 'invoice' | 'receipt' | 'vendor';
  vendorType: string;
  /** Underlying English base items, groups and cost categories of the line items. */
  bases: string[];
  groups: string[];
  categories: CostCategory[];
  /** Per line item, aligned with bases (invoices only). */
  lineGroups?: string[];
  lineCategories?: CostCategory[];
  taxCategory: TaxCategory | null;
  skus: string[];
}

interface VendorType {
  type: string;
  names: string[];
  groups: string[];
}

const VENDOR_TYPES: VendorType[] = [
  { type: 'meat', names: ['Prime Meats Co', 'Heritage Butcher Supply', 'Midwest Poultry Farms', 'Lone Star Beef Purveyors'], groups: ['poultry', 'beef', 'pork'] },
  { type: 'seafood', names: ['Pacific Catch Seafood', 'Atlantic Fish Market', 'Harbor Seafood Distributors'], groups: ['seafood'] },
  { type: 'produce', names: ['Green Valley Produce', 'Fresh Point Farms', 'Sunrise Fruit and Vegetable'], groups: ['produce'] },
  { type: 'dairy', names: ['Clover Dairy Supply', 'Meadow Creamery', 'Alpine Cheese Importers'], groups: ['dairy'] },
  { type: 'bakery', names: ['Golden Crust Bakery', 'Artisan Bread Co', 'La Boulangerie Wholesale'], groups: ['bakery'] },
  { type: 'broadline', names: ['Sysco', 'US Foods', 'Performance Foodservice', 'Gordon Food Service', 'Shamrock Foods'], groups: ['poultry', 'beef', 'produce', 'dairy', 'dry_goods', 'cups', 'to_go', 'chemicals'] },
  { type: 'grocery', names: ['Metro Cash and Carry', 'Restaurant Depot', 'Chef Warehouse'], groups: ['dry_goods', 'dairy', 'produce', 'bakery'] },
  { type: 'beverage', names: ['Coca-Cola Bottling', 'Pepsi Beverages Company', 'Metro Beverage Distributors'], groups: ['soda', 'juice_water', 'mixers'] },
  { type: 'coffee', names: ['Roast Masters Coffee', 'Blue Mountain Coffee Supply', 'Tea Leaf Traders'], groups: ['coffee_tea'] },
  { type: 'beer', names: ['Southern Glazers Beer', 'Hop Valley Distributing', 'Keg Express'], groups: ['beer'] },
  { type: 'wine_spirits', names: ['Republic National Distributing', 'Vineyard Wine Merchants', 'Premier Spirits Wholesale'], groups: ['wine', 'spirits'] },
  { type: 'packaging', names: ['Packaging Solutions Inc', 'EcoPak Disposables', 'Central Paper Supply'], groups: ['cups', 'napkins', 'to_go'] },
  { type: 'supplies', names: ['Hospitality Supply Warehouse', 'Back of House Supply', 'Kitchen Basics Distributors'], groups: ['kitchen_supplies'] },
  { type: 'janitorial', names: ['Ecolab', 'CleanPro Chemical Supply', 'Janitorial Depot'], groups: ['chemicals', 'janitorial'] },
  { type: 'smallwares', names: ['Chefs Toys', 'Kitchen Essentials Supply', 'Tabletop Direct'], groups: ['cookware', 'utensils', 'tabletop'] },
  { type: 'equipment', names: ['Atlas Restaurant Equipment', 'Hotline Equipment Sales', 'CoolTech Refrigeration Sales'], groups: ['kitchen_equipment'] },
  { type: 'repairs', names: ['Arctic Air HVAC', 'Rapid Rooter Plumbing', 'Shield Pest Control', 'Hood Pros Exhaust Cleaning', 'Ace Appliance Repair'], groups: ['repairs'] },
  { type: 'utilities', names: ['City Power and Light', 'Metro Gas Company', 'Waste Connections', 'Comcast Business', 'Verizon Wireless'], groups: ['utilities'] },
  { type: 'landlord', names: ['Main Street Properties LLC', 'Oak Plaza Realty', 'Harbor Point Leasing'], groups: ['rent'] },
  { type: 'linen', names: ['Cintas', 'Aramark Uniform Services', 'Crown Linen Service'], groups: ['linen'] },
  { type: 'marketing', names: ['Bright Ideas Marketing', 'PrintWorks', 'Local Media Group'], groups: ['marketing'] },
  { type: 'technology', names: ['Toast Inc', 'Square', 'TechFix IT Solutions'], groups: ['technology'] },
  { type: 'professional', names: ['Baker and Lee CPAs', 'Harper Law Group', 'Summit Restaurant Consulting'], groups: ['professional'] },
  { type: 'insurance', names: ['Hartford Insurance', 'Hospitality Insurance Group', 'Travelers'], groups: ['insurance'] },
  { type: 'staffing', names: ['Instawork', 'ProStaff Hospitality', 'Kitchen Temps Agency'], groups: ['labor'] },
];

const FREIGHT_GROUP = 'freight';

/** Specialist vendors mostly bill items of their trade. */
const VENDOR_FOCUS: Record<string, string[]> = {
  'Hood Pros Exhaust Cleaning': ['hood', 'exhaust', 'duct'],
  'Shield Pest Control': ['pest', 'rodent', 'fly', 'bug', 'exterminator'],
  'Rapid Rooter Plumbing': ['plumbing', 'drain', 'sewer', 'faucet', 'toilet', 'pipe', 'jetting', 'leak', 'backflow', 'grease'],
  'Arctic Air HVAC': ['hvac', 'furnace', 'boiler', 'thermostat', 'compressor', 'condenser', 'refrigerant', 'evaporator', 'ac'],
  'Ace Appliance Repair': ['oven', 'fryer', 'dishwasher', 'mixer', 'griddle', 'ice', 'freezer', 'cooler', 'slicer', 'coffee'],
};

function isoDate(rng: SeededRandom): string {
  const month = 1 + rng.int(12);
  const day = 1 + rng.int(28);
  return `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function generateRetrievalCorpus(seed = 3, invoices = 800, receipts = 150): JudgedDocument[] {
  const rng = new SeededRandom(seed);
  const byGroup = new Map<string, BaseItem[]>();
  for (const item of costBaseItems()) {
    if (item.native) continue;
    const list = byGroup.get(item.group) ?? [];
    list.push(item);
    byGroup.set(item.group, list);
  }
  const docs: JudgedDocument[] = [];
  for (let n = 0; n < invoices; n++) {
    const vendor = VENDOR_TYPES[n % VENDOR_TYPES.length]!;
    // Round-robin over each kind's vendors, so every vendor has invoices.
    const name = vendor.names[Math.floor(n / VENDOR_TYPES.length) % vendor.names.length]!;
    const itemCount = ['repairs', 'utilities', 'landlord', 'insurance', 'professional', 'staffing'].includes(vendor.type) ? 1 + rng.int(3) : 2 + rng.int(6);
    const lines: BaseItem[] = [];
    const focus = VENDOR_FOCUS[name];
    for (let i = 0; i < itemCount; i++) {
      const pool = byGroup.get(rng.pick(vendor.groups))!;
      const focused = focus ? pool.filter((item) => item.text.split(' ').some((w) => focus.includes(w))) : [];
      lines.push(rng.pick(focused.length > 0 && rng.chance(0.8) ? focused : pool));
    }
    if (rng.chance(0.3)) lines.push(rng.pick(byGroup.get(FREIGHT_GROUP)!));
    const lineItems = lines.map((item) => {
      const sku = String(100000 + rng.int(900000));
      const total = Math.round((5 + rng.next() * 400) * 100) / 100;
      return { description: variant(item, 1 + rng.int(5), rng), sku, quantity: 1 + rng.int(10), total };
    });
    const total = Math.round(lineItems.reduce((a, l) => a + l.total, 0) * 100) / 100;
    docs.push({
      id: `inv-${n}`,
      kind: 'invoice',
      vendorType: vendor.type,
      doc: { kind: 'invoice', name, invoiceNumber: String(10000 + rng.int(90000)), date: isoDate(rng), total, currency: 'USD', lineItems },
      bases: lines.map((l) => l.text),
      groups: [...new Set(lines.map((l) => l.group))],
      categories: [...new Set(lines.map((l) => l.category))],
      lineGroups: lines.map((l) => l.group),
      lineCategories: lines.map((l) => l.category),
      taxCategory: null,
      skus: lineItems.map((l) => l.sku),
    });
  }
  const taxCategories = Object.keys(TAX_LEXICON) as TaxCategory[];
  for (let n = 0; n < receipts; n++) {
    const category = taxCategories[n % taxCategories.length]!;
    const { merchants, items } = TAX_LEXICON[category];
    const name = rng.pick(merchants);
    const chosen = [...new Set(Array.from({ length: 1 + rng.int(4) }, () => rng.pick(items)))];
    const lineItems = chosen.map((description) => ({ description, total: Math.round((2 + rng.next() * 150) * 100) / 100 }));
    docs.push({
      id: `rcp-${n}`,
      kind: 'receipt',
      vendorType: `receipt:${category}`,
      doc: { kind: 'receipt', name, date: isoDate(rng), total: Math.round(lineItems.reduce((a, l) => a + l.total, 0) * 100) / 100, currency: 'USD', taxCategory: category, lineItems },
      bases: chosen,
      groups: [],
      categories: [],
      taxCategory: category,
      skus: [],
    });
  }
  for (const vendor of VENDOR_TYPES) {
    for (const name of vendor.names) {
      docs.push({
        id: `vnd-${docs.length}`,
        kind: 'vendor',
        vendorType: vendor.type,
        doc: { kind: 'vendor', name, normalizedName: name.toLowerCase().replace(/[^a-z0-9 ]/g, '') },
        bases: [],
        groups: vendor.groups,
        categories: [],
        taxCategory: null,
        skus: [],
      });
    }
  }
  return docs;
}
