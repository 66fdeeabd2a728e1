// Receipt tax-category corpus: merchant names and typical purchased items per category
// (DECISIONS "Receipts": 12 labels). A receipt = merchant + 0..4 items drawn from its category
// (sometimes one generic item). The split is by merchant: test merchants never appear in training.
// The foreign lexicon (tax-lexicon-world.ts: German, French, Spanish, Italian, Dutch and Portuguese
// merchants with items printed in their language) is split the same way within its own list, and
// its rows come after the English ones, so the English rows and their split stay as they were.
import { TAX_CATEGORIES, type TaxCategory } from '../../engine/categorize/categories.js';
import { fnv1a } from '../../engine/onnx/text-features.js';
import type { LabelledRow } from './cost-corpus.js';
import { SeededRandom } from './random.js';
import { TAX_LEXICON_WORLD, type ReceiptLanguage } from './tax-lexicon-world.js';

interface TaxLexiconEntry {
  merchants: string[];
  items: string[];
}

export const TAX_LEXICON: Record<TaxCategory, TaxLexiconEntry> = {
  Meals: {
    merchants: ['Starbucks', 'McDonalds', 'Chipotle Mexican Grill', 'Olive Garden', 'Panera Bread', 'Subway', 'Dunkin', 'Chick-fil-A', 'Taco Bell', 'Shake Shack', 'The Cheesecake Factory', 'Applebees', 'Joes Diner', 'Blue Moon Cafe', 'Sakura Sushi', 'Golden Dragon Chinese', 'Pizza Hut', 'Dominos Pizza', 'Five Guys', 'Wendys', 'Buffalo Wild Wings', 'Red Lobster', 'Texas Roadhouse', 'Panda Express', 'Corner Bistro', 'La Trattoria', 'Thai Orchid', 'Burger King', 'Cafe Luna', 'Ruths Chris Steak House', 'Denny’s', 'IHOP', 'Little Saigon Pho', 'Bella Napoli Pizzeria', 'Brasserie Lyon', 'Tacos El Gordo', 'Noodle House', 'Wingstop', 'Bagel Barn', 'Sweetgreen', 'Dos Toros Taqueria', 'The Local Pub', 'Harbor Seafood Grill'],
    items: ['latte', 'cappuccino', 'burger', 'cheeseburger', 'fries', 'chicken sandwich', 'burrito bowl', 'pizza large', 'salad', 'soup of the day', 'pasta carbonara', 'steak dinner', 'sushi roll', 'pad thai', 'pho', 'tacos', 'iced coffee', 'breakfast sandwich', 'pancakes', 'club sandwich', 'wings', 'appetizer', 'dessert', 'soda fountain', 'iced tea', 'beer draft', 'glass of wine', 'entree', 'kids meal', 'combo meal', 'muffin', 'bagel cream cheese', 'gratuity', 'dine in', 'take out order'],
  },
  Supplies: {
    merchants: ['Costco Wholesale', 'Sams Club', 'Walmart', 'Target', 'Restaurant Depot', 'WebstaurantStore', 'Uline', 'Dollar Tree', 'Grainger', 'Smart Foodservice', 'Gordon Food Service Store', 'Chef Store', 'Party City', 'Michaels', 'Jo-Ann Fabrics', 'Harbor Freight', 'Bed Bath and Beyond', 'Container Store', 'Kitchen Supply Outlet', 'Cash and Carry'],
    items: ['paper towels', 'trash bags', 'disposable gloves', 'cleaning spray', 'dish soap', 'to go containers', 'napkins', 'plastic cups', 'aluminum foil', 'batteries', 'light bulbs', 'storage bins', 'shipping boxes', 'packing tape', 'bubble wrap', 'zip ties', 'bleach', 'sponges', 'mop', 'broom', 'hand soap', 'labels', 'cutlery', 'paper plates', 'coffee filters', 'water case', 'party decorations', 'craft supplies'],
  },
  Travel: {
    merchants: ['Delta Air Lines', 'United Airlines', 'American Airlines', 'Southwest Airlines', 'JetBlue', 'Marriott', 'Hilton Hotels', 'Hyatt Regency', 'Holiday Inn Express', 'Best Western', 'Airbnb', 'Expedia', 'Booking.com', 'Amtrak', 'Greyhound', 'Uber', 'Lyft', 'Yellow Cab', 'Hertz', 'Enterprise Rent-A-Car', 'Avis', 'Budget Car Rental', 'Hampton Inn', 'Motel 6', 'La Quinta Inn', 'Alaska Airlines', 'Spirit Airlines', 'Sheraton', 'Westin', 'Kayak', 'Priceline', 'Airport Parking Lot'],
    items: ['airfare', 'flight ticket', 'seat selection', 'checked bag fee', 'hotel room night', 'room rate', 'resort fee', 'occupancy tax', 'lodging', 'ride fare', 'trip fare', 'airport transfer', 'train ticket', 'bus ticket', 'car rental daily rate', 'rental car insurance', 'airport parking', 'baggage fee', 'upgrade economy plus', 'boarding pass', 'mileage', 'booking fee', 'taxi fare', 'toll'],
  },
  Vehicle: {
    merchants: ['Shell', 'Chevron', 'Exxon', 'Mobil', 'BP', 'Texaco', 'Sunoco', 'Valero', 'Marathon', 'Circle K', 'Wawa', 'QuikTrip', 'Jiffy Lube', 'Valvoline Instant Oil Change', 'AutoZone', 'OReilly Auto Parts', 'Advance Auto Parts', 'NAPA Auto Parts', 'Pep Boys', 'Discount Tire', 'Firestone Complete Auto Care', 'Midas', 'Meineke', 'Goodyear', 'Mister Car Wash', 'Speedway', 'Pilot Flying J', 'Loves Travel Stop', 'DMV', 'EZ Pass', 'ParkWhiz', 'SpotHero'],
    items: ['unleaded gasoline', 'regular fuel', 'diesel', 'premium gas', 'gallons', 'pump 4', 'oil change', 'synthetic oil', 'tire rotation', 'new tires', 'brake pads', 'wiper blades', 'car wash', 'windshield fluid', 'battery replacement', 'engine diagnostic', 'transmission service', 'registration renewal', 'toll charge', 'parking meter', 'parking garage', 'motor oil', 'air filter', 'alignment', 'vehicle inspection', 'ev charging session'],
  },
  Office: {
    merchants: ['Staples', 'Office Depot', 'OfficeMax', 'Best Buy', 'Apple Store', 'FedEx Office', 'The UPS Store', 'USPS', 'Amazon Business', 'Micro Center', 'B&H Photo', 'Newegg', 'Dell', 'Paper Source', 'Quill', 'Post Office', 'Kinkos Print Center', 'Adobe', 'Microsoft Store', 'Dropbox', 'Zoom Video', 'Google Workspace', 'Slack Technologies', 'Intuit QuickBooks'],
    items: ['printer paper', 'ink cartridge', 'toner', 'pens', 'notebooks', 'binders', 'file folders', 'stapler', 'envelopes', 'postage stamps', 'shipping label', 'priority mail', 'laptop', 'monitor', 'keyboard', 'mouse', 'usb cable', 'desk chair', 'desk lamp', 'printing copies', 'software subscription', 'cloud storage plan', 'business cards', 'calculator', 'sticky notes', 'whiteboard', 'headset', 'webcam'],
  },
  Utilities: {
    merchants: ['PG&E', 'Con Edison', 'Duke Energy', 'Florida Power and Light', 'Southern California Edison', 'National Grid', 'Xcel Energy', 'Dominion Energy', 'Georgia Power', 'Comcast Xfinity', 'Spectrum', 'Verizon', 'AT&T', 'T-Mobile', 'Cox Communications', 'City Water Department', 'Waste Management', 'Republic Services', 'Atmos Energy', 'Southwest Gas', 'CenturyLink', 'Frontier Communications', 'Municipal Utilities', 'Sprint'],
    items: ['electric service', 'kwh usage', 'gas service', 'therms', 'water usage', 'sewer', 'trash pickup', 'internet service', 'wireless plan', 'phone bill', 'cable tv', 'data plan', 'equipment rental modem', 'late payment', 'monthly service', 'account balance', 'recycling', 'meter reading', 'device payment', 'fiber internet'],
  },
  Advertising: {
    merchants: ['Facebook Ads', 'Meta Platforms', 'Google Ads', 'Yelp Ads', 'Vistaprint', 'Moo Print', 'Canva', 'Mailchimp', 'Constant Contact', 'LinkedIn Ads', 'Twitter Ads', 'TikTok for Business', 'Nextdoor Ads', 'Groupon Merchant', 'Local Newspaper', 'Radio Station WKRP', 'Sign Shop', 'Fastsigns', 'Banner World', 'Promo Direct', '4imprint', 'Valpak', 'iHeartMedia', 'Clear Channel Outdoor'],
    items: ['ad campaign', 'sponsored post', 'boosted post', 'pay per click', 'cost per click', 'impressions', 'display ads', 'flyers', 'brochures', 'postcards', 'banner', 'yard signs', 'promotional pens', 'branded t-shirts', 'email campaign', 'newspaper ad', 'radio spot', 'billboard rental', 'sponsorship', 'coupon promotion', 'window decal', 'logo design', 'social media ads'],
  },
  'Professional Services': {
    merchants: ['LegalZoom', 'H&R Block', 'Jackson Hewitt', 'Smith and Associates CPA', 'Baker Law Group', 'Johnson Legal LLP', 'Deloitte', 'KPMG', 'Robert Half', 'Upwork', 'Fiverr', 'Rocket Lawyer', 'Notary Public', 'Miller Accounting', 'Green Tax Advisors', 'Summit Consulting', 'Bright HR Consulting', 'ADP', 'Paychex', 'Gusto', 'Davis Architecture', 'Premier Bookkeeping', 'Clark Engineering', 'Harper Law Offices'],
    items: ['consultation', 'legal services', 'retainer', 'hourly billing', 'tax preparation', 'bookkeeping', 'accounting services', 'audit', 'filing fee', 'notarization', 'contract review', 'llc formation', 'payroll processing', 'hr consulting', 'freelance design', 'project fee', 'professional fee', 'advisory services', 'drafting', 'court filing'],
  },
  Repairs: {
    merchants: ['Home Depot', 'Lowes', 'Ace Hardware', 'True Value', 'Menards', 'Mr Rooter Plumbing', 'Roto-Rooter', 'ABC Heating and Air', 'Bob’s Appliance Repair', 'Quick Fix Handyman', 'Precision Electric', 'Cool Air HVAC', 'Anytime Locksmith', 'Sherwin-Williams', 'Ferguson Plumbing Supply', 'City Glass Repair', 'Orkin Pest Control', 'Terminix', 'ServiceMaster', 'Mr Handyman', 'Acme Refrigeration Service', 'Pro Floor Repair'],
    items: ['repair service', 'service call', 'labor', 'replacement part', 'plumbing repair', 'faucet', 'pipe fitting', 'drywall', 'paint gallon', 'caulk', 'screws', 'hinges', 'door lock', 'hvac repair', 'filter', 'compressor', 'electrical repair', 'outlet', 'breaker', 'appliance repair', 'pest treatment', 'roof patch', 'glass replacement', 'lumber', 'hardware', 'tools'],
  },
  Rent: {
    merchants: ['Regus', 'WeWork', 'Public Storage', 'Extra Space Storage', 'CubeSmart', 'Life Storage', 'Main Street Properties', 'Greystar', 'Brookfield Properties', 'Simon Property Group', 'Oakwood Property Management', 'Riverside Commercial Realty', 'Industrious', 'Spaces Coworking', 'U-Haul Storage', 'Hillside Landlord LLC', 'Metro Leasing', 'Cityview Apartments', 'Pacific Realty Management', 'Crossroads Plaza Leasing'],
    items: ['monthly rent', 'office rent', 'storage unit', 'unit rental', 'lease payment', 'coworking membership', 'desk rental', 'hot desk', 'meeting room rental', 'common area charges', 'security deposit', 'late rent fee', 'parking space', 'prorated rent', 'property management fee', 'month to month'],
  },
  Insurance: {
    merchants: ['State Farm', 'Geico', 'Progressive', 'Allstate', 'Liberty Mutual', 'Nationwide', 'Farmers Insurance', 'Travelers', 'The Hartford', 'Hiscox', 'Next Insurance', 'Chubb', 'Blue Cross Blue Shield', 'Aetna', 'Cigna', 'UnitedHealthcare', 'Kaiser Permanente', 'MetLife', 'Prudential', 'USAA', 'Erie Insurance', 'American Family Insurance', 'Lemonade Insurance'],
    items: ['insurance premium', 'auto policy', 'general liability', 'workers compensation', 'health insurance premium', 'dental plan', 'vision plan', 'life insurance', 'policy renewal', 'monthly premium', 'coverage', 'deductible', 'business owners policy', 'umbrella policy', 'renters insurance', 'installment fee'],
  },
  Other: {
    merchants: ['City of Springfield', 'County Clerk', 'State Department of Revenue', 'IRS', 'Red Cross', 'United Way', 'Salvation Army', 'Chamber of Commerce', 'Eventbrite', 'Ticketmaster', 'Venmo', 'PayPal', 'Bank of America', 'Chase Bank', 'Wells Fargo', 'Western Union', 'Hallmark', 'Florist Bloom', 'GoFundMe', 'Local Church', 'Toastmasters', 'Rotary Club', 'Walgreens', 'CVS Pharmacy'],
    items: ['donation', 'membership dues', 'annual fee', 'permit', 'license renewal', 'filing fee', 'bank fee', 'wire fee', 'service charge', 'ticket', 'admission', 'gift card', 'greeting card', 'flowers', 'event registration', 'fine', 'penalty', 'money order', 'prescription', 'misc'],
  },
};

const GENERIC_ITEMS = ['item', 'misc', 'qty 1', 'subtotal', 'thank you', 'purchase', 'sale'];

function renderMerchant(name: string, rng: SeededRandom): string {
  const r = rng.next();
  const store = `#${100 + rng.int(9000)}`;
  if (r < 0.35) return name.toUpperCase();
  if (r < 0.55) return `${name} ${store}`;
  if (r < 0.65) return `${name.toUpperCase()} ${store}`;
  return name;
}

/** Every 5th merchant per category in FNV-hash order. */
function heldOutOf(merchantsOf: (category: TaxCategory) => string[]): Set<string> {
  const held = new Set<string>();
  for (const category of TAX_CATEGORIES) {
    const ordered = [...merchantsOf(category)].sort((a, b) => fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1));
    ordered.forEach((m, i) => {
      if (i % 5 === 2) held.add(m);
    });
  }
  return held;
}

export function heldOutMerchants(): Set<string> {
  return heldOutOf((category) => TAX_LEXICON[category].merchants);
}

const RECEIPT_LANGUAGES = Object.keys(TAX_LEXICON_WORLD.Meals) as ReceiptLanguage[];

/** The foreign lexicon's held-out merchants (split within that list, all languages together). */
export function heldOutForeignMerchants(): Set<string> {
  return heldOutOf((category) => RECEIPT_LANGUAGES.flatMap((language) => TAX_LEXICON_WORLD[category][language].merchants));
}

export interface TaxCorpusOptions {
  /** Include the foreign lexicon (default true). Its rows come after every English row. */
  foreign?: boolean;
}

/** Row group: the receipt's language ("en" for the English lexicon). */
export function generateTaxCorpus(seed = 2, receiptsPerMerchant = 14, options: TaxCorpusOptions = {}): { train: LabelledRow[]; test: LabelledRow[] } {
  const rng = new SeededRandom(seed);
  const corpus = { train: [] as LabelledRow[], test: [] as LabelledRow[] };
  const addReceipts = (merchant: string, items: readonly string[], generic: readonly string[], category: TaxCategory, language: string, held: boolean) => {
    const seen = new Set<string>();
    for (let i = 0; i < receiptsPerMerchant; i++) {
      const count = rng.int(5);
      const chosen: string[] = [];
      for (let k = 0; k < count; k++) chosen.push(generic.length > 0 && rng.chance(0.1) ? rng.pick(generic) : rng.pick(items));
      const rendered = [renderMerchant(merchant, rng), ...chosen.map((c) => (rng.chance(0.4) ? c.toUpperCase() : c))];
      const text = rendered.join(' ; ');
      if (seen.has(text)) continue;
      seen.add(text);
      const row = { text, label: category, base: merchant, group: language };
      (held ? corpus.test : corpus.train).push(row);
    }
  };
  const held = heldOutMerchants();
  for (const category of TAX_CATEGORIES) {
    const { merchants, items } = TAX_LEXICON[category];
    for (const merchant of merchants) addReceipts(merchant, items, GENERIC_ITEMS, category, 'en', held.has(merchant));
  }
  if (options.foreign === false) return corpus;
  const heldForeign = heldOutForeignMerchants();
  for (const category of TAX_CATEGORIES) {
    for (const language of RECEIPT_LANGUAGES) {
      const { merchants, items } = TAX_LEXICON_WORLD[category][language];
      for (const merchant of merchants) addReceipts(merchant, items, [], category, language, heldForeign.has(merchant));
    }
  }
  return corpus;
}
