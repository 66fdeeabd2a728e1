// Base items per cost category, grouped by concept. The generator (cost-corpus.ts) turns each base
// item into invoice-style variants (abbreviations, pack sizes, brands, case, languages); the
// train/test split is made per base item, so the test measures items the model never saw.
// Groups double as relevance judgements for the retrieval query set (queries.ts).
import type { CostCategory } from '../../engine/categorize/categories.js';

export type CostLexicon = Record<CostCategory, Record<string, string[]>>;

export const COST_LEXICON: CostLexicon = {
  food_cost: {
    poultry: [
      'chicken breast boneless skinless', 'chicken wings jumbo', 'chicken thighs boneless', 'whole chicken fryer',
      'chicken tenders breaded', 'turkey breast roasted', 'ground turkey', 'duck breast', 'chicken leg quarters',
      'chicken drumsticks', 'cornish hen', 'chicken nuggets', 'smoked turkey deli', 'chicken sausage', 'quail',
    ],
    beef: [
      'beef brisket', 'ground beef 80/20', 'ribeye steak', 'beef tenderloin', 'new york strip loin', 'beef short ribs',
      'top sirloin', 'beef patties', 'flank steak', 'corned beef', 'roast beef sliced', 'beef chuck roll', 'veal cutlet',
      'prime rib', 'skirt steak', 'oxtail', 'beef hot dogs',
    ],
    pork: [
      'bacon sliced', 'pork loin', 'pork shoulder butt', 'baby back ribs', 'ham sliced', 'italian sausage', 'pork belly',
      'pepperoni sliced', 'chorizo', 'prosciutto', 'salami genoa', 'pork chops', 'lamb rack', 'lamb shank', 'breakfast sausage links',
    ],
    seafood: [
      'salmon fillet atlantic', 'shrimp peeled deveined', 'ahi tuna', 'cod fillet', 'tilapia fillet', 'scallops',
      'crab meat lump', 'lobster tail', 'mussels', 'clams littleneck', 'calamari rings', 'halibut', 'mahi mahi',
      'smoked salmon', 'anchovies', 'oysters', 'catfish fillet', 'swordfish steak', 'tuna canned',
    ],
    produce: [
      'romaine lettuce', 'tomatoes roma', 'yellow onions', 'russet potatoes', 'avocados hass', 'lemons', 'limes',
      'garlic peeled', 'carrots', 'celery', 'cucumbers', 'green bell peppers', 'jalapenos', 'mushrooms button', 'spinach baby',
      'cilantro', 'parsley', 'basil fresh', 'broccoli crowns', 'cauliflower', 'strawberries', 'blueberries', 'bananas',
      'apples', 'oranges', 'mixed greens spring mix', 'cabbage', 'zucchini', 'asparagus', 'green beans', 'sweet potatoes',
      'red onions', 'scallions', 'ginger root', 'pineapple', 'watermelon', 'kale', 'arugula', 'corn on the cob', 'shallots',
    ],
    dairy: [
      'whole milk gallon', 'heavy cream', 'butter unsalted', 'cheddar cheese shredded', 'mozzarella cheese', 'parmesan cheese grated',
      'eggs large', 'liquid eggs', 'sour cream', 'cream cheese', 'yogurt greek', 'american cheese sliced', 'swiss cheese',
      'provolone cheese', 'feta cheese', 'half and half', 'ricotta', 'goat cheese', 'ice cream vanilla', 'whipped topping',
    ],
    bakery: [
      'hamburger buns', 'sandwich bread white', 'sourdough loaf', 'tortillas flour', 'corn tortillas', 'croissants', 'bagels',
      'pizza dough', 'dinner rolls', 'brioche buns', 'pita bread', 'hoagie rolls', 'english muffins', 'cheesecake', 'cookies chocolate chip',
      'muffins blueberry', 'pie shells', 'puff pastry', 'naan bread', 'baguette',
    ],
    dry_goods: [
      'all purpose flour', 'granulated sugar', 'brown sugar', 'long grain rice', 'spaghetti pasta', 'penne pasta', 'canola oil',
      'olive oil extra virgin', 'fryer oil', 'kosher salt', 'black pepper ground', 'ketchup', 'mayonnaise', 'yellow mustard',
      'soy sauce', 'hot sauce', 'bbq sauce', 'ranch dressing', 'marinara sauce', 'tomato paste', 'diced tomatoes canned',
      'chicken base', 'beef broth', 'black beans', 'pinto beans', 'chickpeas', 'cornstarch', 'baking powder', 'vanilla extract',
      'honey', 'maple syrup', 'pancake mix', 'breadcrumbs panko', 'oats', 'peanut butter', 'pickles dill', 'olives black',
      'salsa', 'cinnamon ground', 'paprika', 'oregano dried', 'chili powder', 'cumin ground', 'rice vinegar', 'balsamic vinegar',
      'croutons', 'french fries frozen', 'tater tots', 'onion rings frozen', 'frozen vegetables mixed', 'hummus',
      'chocolate chips', 'nuts almonds', 'walnuts', 'jelly grape', 'sesame seeds', 'quinoa', 'lentils', 'coconut milk',
    ],
  },
  beverage_cost: {
    soda: [
      'coca cola syrup bag in box', 'pepsi cans', 'sprite', 'diet coke', 'ginger ale', 'root beer', 'dr pepper', 'lemon lime soda',
      'club soda', 'tonic water', 'fountain syrup', 'mountain dew',
    ],
    coffee_tea: [
      'coffee beans whole', 'ground coffee', 'espresso beans', 'decaf coffee', 'tea bags black', 'green tea', 'iced tea brew',
      'chai concentrate', 'cold brew concentrate', 'hot chocolate mix', 'coffee pods', 'herbal tea',
    ],
    juice_water: [
      'orange juice', 'apple juice', 'cranberry juice', 'bottled water', 'sparkling water', 'lemonade', 'spring water 5 gallon',
      'coconut water', 'grapefruit juice', 'tomato juice', 'sports drink', 'energy drink',
    ],
    mixers: [
      'simple syrup', 'grenadine', 'sweet and sour mix', 'bloody mary mix', 'margarita mix', 'lime juice', 'almond milk',
      'oat milk barista', 'soy milk', 'flavored syrup vanilla', 'smoothie mix', 'kombucha', 'chocolate milk',
    ],
  },
  alcohol_cost: {
    beer: [
      'bud light keg', 'ipa craft beer', 'lager bottles', 'miller lite cans', 'corona extra', 'heineken', 'stout draft',
      'pilsner', 'hard cider', 'hard seltzer', 'pale ale keg', 'wheat beer', 'michelob ultra', 'guinness', 'modelo especial',
    ],
    wine: [
      'cabernet sauvignon', 'chardonnay', 'pinot noir', 'sauvignon blanc', 'prosecco', 'champagne', 'merlot', 'rose wine',
      'pinot grigio', 'malbec', 'riesling', 'house red wine', 'sparkling wine', 'zinfandel', 'sangria',
    ],
    spirits: [
      'vodka', 'tequila blanco', 'bourbon whiskey', 'gin london dry', 'rum white', 'spiced rum', 'scotch whisky',
      'triple sec', 'vermouth dry', 'mezcal', 'brandy', 'coffee liqueur', 'amaretto', 'rye whiskey', 'aperol', 'campari',
      'bitters angostura', 'irish whiskey', 'cognac', 'schnapps peach',
    ],
  },
  paper_cost: {
    cups: [
      'hot cup paper', 'cold cup plastic', 'cup lids', 'sip lids', 'portion cups', 'souffle cups', 'foam cups',
      'cup sleeves', 'clear plastic cups pet', 'dome lids',
    ],
    napkins: [
      'dinner napkins', 'beverage napkins', 'napkins dispenser', 'paper towels roll', 'toilet tissue', 'c-fold towels',
      'tissue facial', 'paper placemats', 'doilies', 'kraft paper roll',
    ],
    to_go: [
      'to go containers', 'clamshell hinged', 'foil pans', 'foil lids', 'deli containers', 'pizza boxes', 'take out bags',
      'paper bags', 'plastic bags t-shirt', 'carry out boxes', 'sandwich wrap paper', 'deli paper', 'bakery boxes',
      'soup containers', 'paper boats', 'cutlery kits', 'plastic forks', 'plastic spoons', 'wrapped straws', 'paper straws',
      'stir sticks', 'toothpicks', 'sandwich bags', 'cling film', 'aluminum foil roll', 'parchment paper', 'pan liners',
      'wax paper', 'coffee filters', 'plates paper', 'bowls paper', 'cake boards', 'portion bags', 'labels date dot',
    ],
  },
  supply_cost: {
    kitchen_supplies: [
      'disposable gloves nitrile', 'vinyl gloves', 'hair nets', 'aprons disposable', 'trash bags', 'can liners',
      'pastry bags', 'thermometer probe covers', 'food storage bags', 'matches', 'lighters', 'candles', 'sterno fuel',
      'chafing fuel', 'first aid kit', 'batteries aa', 'light bulbs', 'guest checks', 'receipt paper rolls', 'register tape',
      'pens', 'markers', 'tape', 'rubber bands', 'ice melt', 'printer paper', 'menu covers', 'zip ties', 'order pads',
      'bandages', 'burn cream', 'ear plugs', 'cut resistant glove',
    ],
  },
  cleaning_cost: {
    chemicals: [
      'degreaser', 'sanitizer', 'quaternary sanitizer', 'dish detergent', 'rinse aid', 'oven cleaner', 'glass cleaner',
      'floor cleaner', 'bleach', 'hand soap', 'hand sanitizer', 'delimer', 'disinfectant spray', 'all purpose cleaner',
      'bathroom cleaner', 'grill cleaner', 'stainless steel polish', 'pot and pan detergent', 'drain cleaner', 'enzyme cleaner',
      'fryer boil out', 'carpet shampoo', 'odor neutralizer', 'urinal cakes', 'sanitizer test strips', 'laundry detergent',
    ],
    janitorial: [
      'mop heads', 'mop bucket', 'brooms', 'dust pan', 'scrub pads', 'sponges', 'scouring pads', 'microfiber cloths',
      'squeegee', 'grill brick', 'toilet brush', 'wet floor sign', 'steel wool', 'bar towels cleaning rags', 'spray bottles',
    ],
  },
  smallwares: {
    cookware: [
      'saute pan', 'stock pot', 'sheet pan', 'hotel pan', 'cast iron skillet', 'sauce pan', 'fry pan nonstick', 'roasting pan',
      'muffin tin', 'cake pan', 'wok', 'dutch oven',
    ],
    utensils: [
      'chef knife', 'paring knife', 'cutting board', 'tongs', 'spatula', 'ladle', 'whisk', 'measuring cups', 'peeler',
      'can opener', 'kitchen shears', 'rubber spatula', 'mixing bowl', 'colander', 'strainer', 'ice scoop', 'thermometer digital',
      'food storage containers', 'squeeze bottles', 'portion scale', 'pizza cutter', 'knife sharpener', 'bus tub', 'sheet pan rack',
    ],
    tabletop: [
      'dinner plates', 'salad plates', 'soup bowls', 'coffee mugs', 'wine glasses', 'pint glasses', 'rocks glasses',
      'champagne flutes', 'flatware', 'steak knives', 'forks stainless', 'teaspoons', 'serving trays', 'water pitchers',
      'ramekins', 'salt and pepper shakers', 'bread baskets', 'sugar caddy', 'cocktail shaker', 'bar spoon', 'jigger', 'napkin holders',
      'china', 'glassware', 'martini glasses',
    ],
  },
  equipment: {
    kitchen_equipment: [
      'commercial refrigerator', 'reach in freezer', 'walk in cooler', 'ice machine', 'convection oven', 'deep fryer',
      'flat top griddle', 'charbroiler', 'range six burner', 'dishwasher machine', 'food processor', 'stand mixer', 'meat slicer',
      'espresso machine', 'blender commercial', 'microwave commercial', 'prep table stainless', 'steam table', 'salamander broiler',
      'combi oven', 'proofing cabinet', 'heat lamp', 'under counter refrigerator', 'beer cooler kegerator', 'pizza oven',
      'coffee brewer', 'soft serve machine', 'vacuum sealer', 'sous vide circulator', 'hand sink', 'exhaust hood', 'water heater',
      'shelving unit', 'dining chairs', 'dining tables', 'bar stools', 'patio furniture', 'high chairs', 'safe',
    ],
  },
  repairs_maintenance: {
    repairs: [
      'refrigeration repair', 'hvac service call', 'plumbing repair', 'drain line jetting', 'grease trap pumping', 'hood cleaning',
      'fryer repair', 'ice machine maintenance', 'electrical repair', 'pest control service', 'exterminator monthly',
      'roof repair', 'door closer replacement', 'dishwasher repair', 'compressor replacement', 'filter replacement hvac',
      'fire suppression inspection', 'fire extinguisher service', 'painting labor', 'floor refinishing', 'window repair',
      'handyman service', 'backflow test', 'walk in cooler door gasket', 'oven thermostat repair', 'lock repair locksmith',
      'parking lot striping', 'landscaping maintenance', 'snow removal', 'duct cleaning', 'pressure washing', 'elevator maintenance',
      'generator service', 'water heater repair', 'replacement parts', 'service labor hours', 'trip charge', 'preventive maintenance',
    ],
  },
  utilities: {
    utilities: [
      'electricity usage', 'electric service kwh', 'natural gas service', 'water and sewer', 'trash removal', 'waste removal',
      'recycling pickup', 'dumpster rental', 'grease recycling', 'internet service', 'phone service', 'telephone landline',
      'cable tv', 'mobile phone plan', 'wireless service', 'storm water fee', 'energy charge', 'demand charge', 'gas therms',
      'compost collection', 'broadband', 'fiber internet', 'propane delivery', 'water usage gallons', 'music streaming service',
    ],
  },
  rent: {
    rent: [
      'monthly base rent', 'common area maintenance', 'cam charges', 'property tax pass through', 'lease payment',
      'parking space rent', 'storage unit rent', 'percentage rent', 'office rent', 'kitchen space rental', 'warehouse lease',
      'triple net charges', 'security deposit lease', 'sublease payment', 'ground lease', 'rent adjustment',
    ],
  },
  linen_uniform: {
    linen: [
      'linen service', 'tablecloths rental', 'napkin rental', 'chef coats', 'aprons rental', 'bar towels rental', 'kitchen towels',
      'floor mats rental', 'uniform rental', 'server shirts', 'chef pants', 'laundry service', 'mop rental', 'table linens',
      'chef hats', 'uniform cleaning', 'non slip shoes', 'embroidered polo shirts', 'bib aprons', 'dish towels',
    ],
  },
  marketing: {
    marketing: [
      'facebook ads', 'google ads', 'instagram promotion', 'flyers printing', 'menu printing', 'business cards', 'banner vinyl',
      'radio advertising', 'newspaper ad', 'billboard', 'coupon mailer', 'sponsorship', 'branded t-shirts', 'promotional items',
      'yelp advertising', 'influencer campaign', 'seo services', 'email marketing platform', 'signage', 'window decals',
      'loyalty program', 'photography menu', 'table tents', 'gift card printing', 'direct mail postcards', 'event booth',
    ],
  },
  technology: {
    technology: [
      'pos subscription', 'point of sale terminal', 'software license', 'online ordering platform', 'reservation system',
      'laptop', 'tablet ipad', 'receipt printer', 'kitchen display system', 'wifi router', 'network switch', 'security camera system',
      'website hosting', 'domain renewal', 'payroll software', 'accounting software', 'scheduling software', 'inventory software',
      'cloud storage', 'antivirus', 'barcode scanner', 'card reader', 'monitor', 'printer toner', 'it support', 'microsoft 365',
      'cash drawer', 'computer', 'headsets', 'ups battery backup',
    ],
  },
  professional_services: {
    professional: [
      'accounting services', 'bookkeeping', 'tax preparation', 'legal fees', 'attorney retainer', 'consulting fee', 'audit fees',
      'payroll processing fee', 'architect fees', 'interior design', 'menu consulting', 'hr consulting', 'notary fee',
      'engineering services', 'business license filing', 'cpa services', 'collection agency', 'recruiting fee', 'translation services',
      'health inspection consultant', 'liquor license attorney',
    ],
  },
  insurance: {
    insurance: [
      'general liability insurance', 'workers compensation insurance', 'property insurance', 'liquor liability', 'insurance premium',
      'umbrella policy', 'business owners policy', 'auto insurance', 'health insurance', 'cyber insurance', 'flood insurance',
      'equipment breakdown coverage', 'employment practices liability', 'insurance installment', 'surety bond', 'dental insurance',
    ],
  },
  freight_delivery: {
    freight: [
      'delivery charge', 'freight', 'fuel surcharge', 'shipping', 'courier', 'ups ground', 'fedex', 'pallet charge',
      'handling fee', 'minimum order fee', 'drop charge', 'expedited shipping', 'liftgate fee', 'cold chain transport',
      'bottle deposit', 'keg deposit', 'crate deposit', 'local delivery', 'cartage', 'postage', 'same day delivery', 'split case fee',
    ],
  },
  labor: {
    labor: [
      'temporary staffing', 'contract labor', 'line cook temp', 'dishwasher temp staff', 'event staff', 'bartender staffing',
      'security guard services', 'cleaning crew labor', 'staffing agency hours', 'server temp shift', 'overtime hours',
      'valet staff', 'catering staff', 'prep cook hours', 'janitorial labor', 'relief manager', 'banquet staff',
    ],
  },
  other: {
    other: [
      'miscellaneous', 'late fee', 'finance charge', 'bank fee', 'credit card processing fee', 'permit fee', 'health permit',
      'liquor license renewal', 'donation', 'membership dues', 'fine penalty', 'gift card', 'refund adjustment', 'rounding',
      'sales tax adjustment', 'returned check fee', 'chamber of commerce', 'annual report fee', 'charity event', 'employee meal',
      'discount applied', 'service charge', 'convenience fee', 'interest charge', 'credit memo', 'lottery', 'tips paid out',
    ],
  },
};

/** Category-level brand names: distributors print them in front of or behind the item. */
export const BRANDS: Partial<Record<CostCategory, string[]>> = {
  food_cost: ['Tyson', 'Sysco Classic', 'Heinz', 'Kraft', 'Hormel', 'Perdue', 'Land O Lakes', 'Barilla', 'Hellmanns', 'Del Monte', 'Packer', 'Monarch', 'Cattlemens', 'Simplot', 'McCain', 'Tillamook', 'Smithfield', 'Bumble Bee'],
  beverage_cost: ['Coca-Cola', 'Pepsi', 'Folgers', 'Starbucks', 'Lipton', 'Tropicana', 'Minute Maid', 'Dasani', 'San Pellegrino', 'Monin', 'Torani', 'Oatly', 'Gatorade', 'Red Bull'],
  alcohol_cost: ['Budweiser', 'Coors', 'Sam Adams', 'Jack Daniels', 'Smirnoff', 'Bacardi', 'Jose Cuervo', 'Tanqueray', 'Kendall Jackson', 'Barefoot', 'Sierra Nevada', 'Titos', 'Makers Mark', 'Patron'],
  paper_cost: ['Dart', 'Solo', 'Georgia Pacific', 'Dixie', 'Sabert', 'Genpak', 'Reynolds', 'Handi-Foil', 'Tork', 'Kimberly Clark', 'Pactiv', 'Eco-Products'],
  supply_cost: ['Ambitex', 'Sterno', 'Duracell', 'Energizer', 'Glad', 'Royal', 'Avery', 'Sharpie', 'Scotch'],
  cleaning_cost: ['Ecolab', 'Clorox', 'Diversey', 'Dawn', 'Simple Green', 'Lysol', 'Purell', 'Scotch-Brite', 'Zep', 'Rubbermaid', 'Libman', 'Windex'],
  smallwares: ['Vollrath', 'Cambro', 'Libbey', 'Winco', 'Mercer', 'Dexter', 'Lodge', 'Carlisle', 'Oneida', 'Victorinox', 'Browne'],
  equipment: ['True', 'Hobart', 'Vulcan', 'Manitowoc', 'Pitco', 'Rational', 'Hoshizaki', 'Turbo Chef', 'Vitamix', 'Robot Coupe', 'Beverage-Air', 'Garland'],
  technology: ['Toast', 'Square', 'Clover', 'Apple', 'Dell', 'Epson', 'Cisco', 'Lenovo', 'HP', 'OpenTable', 'Logitech'],
  linen_uniform: ['Cintas', 'Aramark', 'UniFirst', 'Alsco', 'Chef Works', 'Shoes For Crews', 'Dickies'],
  marketing: ['Vistaprint', 'Meta', 'Google', 'Yelp', 'Mailchimp', 'Groupon'],
  insurance: ['State Farm', 'Hartford', 'Travelers', 'Hiscox', 'Nationwide', 'Liberty Mutual', 'Next Insurance'],
  freight_delivery: ['UPS', 'FedEx', 'DHL', 'USPS', 'XPO'],
  labor: ['Instawork', 'Qwick', 'ShiftPixy', 'Robert Half', 'Adecco', 'Kelly Services'],
  utilities: ['Con Edison', 'PG&E', 'Comcast', 'Verizon', 'AT&T', 'Waste Management', 'Republic Services', 'Duke Energy', 'Spectrum'],
  repairs_maintenance: ['Orkin', 'Terminix', 'Roto-Rooter', 'Hoodz', 'Carrier', 'Ecolab Pest'],
  professional_services: ['H&R Block', 'Deloitte', 'LegalZoom', 'ADP', 'Paychex'],
};
