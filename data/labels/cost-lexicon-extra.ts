// Third part of the cost lexicon: everyday items written the short way buyers and vendors name
// them (often one or two words), plus more service lines for the categories that are easiest to
// confuse (other, professional services, technology, utilities, labor, supplies).
import type { CostLexicon } from './cost-lexicon.js';

export const COST_LEXICON_EXTRA: CostLexicon = {
  food_cost: {
    produce: [
      'cucumber', 'tomato', 'onion', 'potato', 'carrot', 'lettuce', 'lemon', 'lime', 'avocado', 'pepper', 'mushroom', 'spinach', 'apple', 'banana',
      'orange', 'grapefruit', 'peach', 'pear', 'melon', 'corn', 'peas', 'beans green', 'radicchio', 'endive', 'frisee', 'escarole', 'romanesco',
      'kohlrabi', 'rutabaga', 'yams', 'taro', 'cassava', 'daikon', 'galangal', 'thai basil', 'curry leaves', 'sage fresh', 'tarragon',
      'chervil', 'sorrel', 'nectarines', 'apricots', 'persimmons', 'pomegranate', 'passion fruit', 'dragon fruit', 'lychee', 'guava',
      'kumquats', 'clementines', 'tangerines', 'blood oranges', 'key limes', 'gooseberries', 'currants', 'huckleberries', 'elderberries',
    ],
    protein: [
      'chicken', 'beef', 'pork', 'lamb', 'veal', 'salmon', 'tuna', 'shrimp', 'crab', 'lobster', 'turkey', 'ham', 'sausage links', 'meatballs',
      'goat', 'rabbit', 'frog legs', 'escargot', 'foie gras', 'sweetbreads', 'tripe', 'pork jowl', 'guanciale', 'duck legs', 'goose',
      'ostrich', 'elk', 'wild boar', 'trout fillet', 'perch', 'walleye', 'grouper', 'arctic char', 'barramundi', 'sturgeon', 'herring',
      'mackerel', 'sea urchin', 'abalone', 'cockles', 'prawns', 'bay scallops', 'dungeness crab', 'soft shell crab', 'conch',
    ],
    pantry: [
      'flour', 'sugar', 'salt', 'rice', 'pasta', 'oil', 'vinegar', 'beans', 'lentils red', 'noodles', 'bread', 'cheese', 'butter', 'milk',
      'eggs', 'yogurt', 'cream', 'tortillas', 'buns', 'rolls', 'cereal bars', 'crackers', 'cookies', 'chips', 'soup', 'broth', 'stock',
      'gravy', 'jam', 'syrup maple', 'spice blend', 'herbs dried', 'seasoning mix', 'breading', 'batter mix', 'dough', 'icing', 'frosting',
      'custard', 'pudding mix', 'jello', 'whipped cream', 'sour cherries', 'canned peaches', 'canned pineapple', 'fruit cocktail',
      'canned corn', 'canned green beans', 'canned mushrooms', 'canned tuna', 'canned salmon', 'sardines canned', 'anchovy paste',
      'tomato sauce', 'pizza sauce', 'alfredo', 'gochujang', 'harissa', 'chipotle peppers adobo', 'mole sauce', 'curry paste',
      'wasabi', 'pickled ginger', 'nori sheets', 'panko', 'rice paper', 'masa harina', 'buckwheat', 'barley', 'farro', 'millet',
      'bulgur', 'wild rice', 'sushi rice', 'glutinous rice', 'vermicelli', 'udon noodles', 'soba noodles', 'tortellini', 'rigatoni',
      'linguine', 'angel hair', 'bow tie pasta', 'shells pasta', 'ziti', 'cavatappi', 'potato starch', 'xanthan gum', 'agar',
      'almond flour', 'coconut flour', 'rice flour', 'whole wheat flour', 'self rising flour', 'demerara sugar', 'turbinado sugar',
      'splenda', 'stevia', 'artificial sweetener packets', 'sugar packets', 'salt packets', 'ketchup packets', 'jelly packets',
      'butter chips', 'creamer cups', 'syrup cups', 'honey packets', 'peanut butter cups', 'chocolate bars', 'candy', 'gummies',
      'mints', 'chewing gum', 'trail mix', 'dried fruit', 'beef stew canned', 'baked beans', 'corned beef hash', 'spam',
    ],
  },
  beverage_cost: {
    drinks: [
      'coke', 'pepsi', 'soda cans', 'soda bottles', 'soft drinks', 'juice boxes', 'water bottles', 'coffee', 'tea', 'espresso', 'milk tea',
      'bubble tea pearls', 'boba tapioca', 'iced coffee concentrate', 'nitro cold brew', 'sparkling juice', 'kids juice', 'aloe drink',
      'electrolyte drink', 'seltzer water', 'flavored sparkling water', 'la croix', 'perrier', 'fiji water', 'evian', 'smartwater',
      'snapple', 'arizona iced tea', 'honest tea', 'vitaminwater', 'powerade', 'monster energy', 'rockstar energy', 'celsius drink',
      'yoohoo', 'nesquik', 'frappuccino bottled', 'coffee syrup', 'tea concentrate', 'lemonade concentrate', 'juice concentrate',
      'fountain soda syrup', 'co2 beverage gas', 'slush syrup', 'hot cocoa', 'cider sparkling non alcoholic', 'mocktail mix',
      'non alcoholic beer', 'alcohol free wine',
    ],
  },
  alcohol_cost: {
    bar: [
      'liquor', 'spirits', 'beer', 'wine', 'keg', 'ale', 'craft ipa', 'imported beer', 'domestic beer', 'draft beer', 'bottled beer',
      'canned cocktails', 'ready to drink cocktail', 'wine by the case', 'magnum wine', 'half bottle wine', 'dessert wine', 'ice wine',
      'sparkling rose', 'orange wine', 'natural wine', 'mead', 'soju', 'baijiu', 'shochu', 'plum wine', 'vermouth sweet', 'amaro',
      'fernet', 'chartreuse', 'benedictine', 'drambuie', 'frangelico', 'galliano', 'midori', 'chambord', 'st germain', 'pimms',
      'lillet', 'dubonnet', 'pastis', 'grappa', 'calvados', 'armagnac', 'applejack', 'moonshine', 'everclear', 'well vodka', 'well gin',
      'well tequila', 'well whiskey', 'premium vodka', 'top shelf tequila', 'bottle service champagne',
    ],
  },
  paper_cost: {
    disposables: [
      'cups', 'lids', 'napkins', 'straws', 'to go boxes', 'takeout containers', 'foam containers', 'styrofoam trays', 'paper plates', 'plastic plates',
      'plastic bowls', 'paper bowls', 'bento boxes disposable', 'catering boxes', 'donut boxes', 'cupcake containers', 'pie boxes', 'cake boxes',
      'wing boxes', 'hot food bags', 'grease proof paper', 'basket liners', 'burger wrap', 'hot dog clamshell', 'sub wrap', 'taco holders paper',
      'kraft bags', 'handled bags', 'bottle bags', 'ice bags', 'bread loaf bags', 'portion cups lids', 'sample cups', 'condiment cups',
      'plastic lids flat', 'straw wrappers', 'coffee stirrers', 'drink stirrers', 'cocktail picks', 'frilled toothpicks', 'skewers bamboo',
      'coasters paper', 'bibs disposable', 'wet naps', 'moist towelettes', 'guest towels paper', 'dispenser napkins', 'tall fold napkins',
    ],
  },
  supply_cost: {
    operating: [
      'supplies', 'operating supplies', 'kitchen supplies', 'store supplies', 'gloves', 'hairnets', 'liners', 'trash liners', 'plastic wrap dispenser box',
      'first aid supplies', 'eyewash station', 'safety vest', 'knife cut gloves', 'oven gloves disposable', 'thermometer strips', 'temperature log sheets',
      'clipboards', 'order forms', 'receipt books', 'carbon paper', 'tape dispenser', 'permanent markers', 'label maker tape', 'dissolvable labels',
      'prep labels', 'shelf labels', 'hooks', 'velcro', 'cable ties', 'bungee cords', 'padlocks', 'keys duplicates', 'light tubes fluorescent',
      'led bulbs', 'fuses', 'aa batteries', 'aaa batteries', '9v batteries', 'lighter fluid', 'charcoal', 'wood chips smoking', 'butane canisters',
      'propane cylinders small', 'ice packs', 'coolers disposable', 'dry ice', 'co2 cartridges whipped cream', 'nitrous chargers', 'cream chargers',
    ],
  },
  cleaning_cost: {
    cleaning: [
      'cleaner', 'chemicals', 'cleaning supplies', 'janitorial supplies', 'disinfectant', 'soap', 'detergent', 'bleach', 'quat sanitizer',
      'sanitizing solution', 'dish chemical', 'machine detergent', 'solid detergent', 'rinse additive', 'oven and grill cleaner', 'fryer cleaner',
      'flat top cleaner', 'griddle cleaning pads', 'hood degreaser', 'floor degreaser', 'enzyme drain treatment', 'bar glass cleaner',
      'glass washing detergent', 'sani wipes', 'bleach wipes', 'hand wash', 'hand sanitizer refill', 'soap refill cartridge', 'toilet cleaner',
      'restroom cleaner', 'urinal screens', 'deodorizer', 'air freshener refill', 'carpet cleaner', 'upholstery cleaner', 'stainless cleaner',
      'brass polish', 'silver polish', 'jewelry cleaner', 'mold remover', 'mildew cleaner', 'rust remover', 'calcium remover', 'ice machine sanitizer',
      'produce wash', 'veggie wash', 'sponge mop', 'string mop', 'angle broom', 'corn broom', 'lobby broom', 'wringer bucket', 'spray mop',
      'cleaning rags', 'terry towels', 'scouring powder', 'pumice stone', 'grill scraper', 'oven brush', 'toilet plunger',
    ],
  },
  smallwares: {
    kitchenware: [
      'pans', 'pots', 'knives', 'utensils', 'plates', 'bowls', 'cups ceramic', 'mugs', 'glasses', 'silverware', 'cutlery stainless', 'dishes',
      'serving platters', 'baking pans', 'cake molds', 'silicone mats', 'baking mats', 'cooling racks', 'pastry cutters', 'cookie cutters',
      'ring molds', 'sushi mats', 'tortilla warmer', 'bread box', 'butter dish', 'oil cruet', 'spice grinder', 'pepper mill', 'salt cellar',
      'egg rings', 'egg poacher', 'fry basket', 'fryer baskets', 'grill brush', 'basting brush', 'meat fork', 'carving knife', 'oyster knife',
      'clam knife', 'fillet knife', 'honing steel', 'poultry shears', 'pizza wheel', 'dough docker', 'pie server', 'cake server',
      'ice cream scoop', 'melon baller', 'apple corer', 'citrus juicer hand', 'lemon squeezer', 'cocktail strainer', 'bar tools set',
      'speed pourers', 'bottle openers', 'wine decanter', 'carafe', 'tea cups', 'coffee carafe', 'thermal server', 'beverage dispenser glass',
      'sizzle platters', 'fajita skillets', 'cast iron server', 'gratin dishes', 'souffle dishes', 'ramekins ceramic', 'tasting spoons',
    ],
  },
  equipment: {
    machines: [
      'refrigerator', 'freezer', 'oven', 'fryer', 'grill', 'range', 'dishwasher', 'mixer', 'slicer', 'ice maker', 'cooler', 'toaster', 'microwave',
      'warmer', 'steamer', 'kettle', 'broiler', 'smoker oven', 'rotisserie', 'griddle', 'charbroiler gas', 'hot plate', 'wok range', 'pizza prep table',
      'sandwich prep table', 'salad bar', 'refrigerated prep rail', 'undercounter freezer', 'glass door merchandiser', 'ice cream freezer',
      'dipping cabinet', 'gelato display', 'keg cooler', 'draft beer system', 'beer tower', 'wine dispenser', 'soda fountain machine',
      'frozen drink machine', 'juice dispenser', 'water cooler', 'bottle filling station', 'hand dryer', 'vacuum cleaner commercial',
      'floor scrubber', 'carpet extractor', 'pressure washer', 'dehumidifier', 'air purifier', 'exhaust fan', 'make up air unit',
      'walk in cooler box', 'condensing unit', 'evaporator coil', 'ice storage bin', 'drink rail', 'bar sink', 'underbar ice bin',
      'mobile bar', 'heated display case', 'carving station', 'induction warmer', 'chafing dish', 'food pan carrier', 'insulated beverage carrier',
      'sheet pan rack cart', 'bus cart', 'utility cart', 'hand truck', 'dolly', 'step ladder', 'shelving stainless', 'wire shelving', 'dunnage shelving',
    ],
  },
  repairs_maintenance: {
    service: [
      'repair', 'maintenance', 'service', 'repair labor', 'maintenance contract', 'service agreement monthly', 'preventive maintenance visit',
      'quarterly maintenance', 'annual service', 'inspection', 'calibration', 'tune up', 'overhaul', 'rebuild', 'replacement motor',
      'replacement gasket', 'door gasket', 'thermocouple replacement', 'pilot light repair', 'burner repair', 'igniter replacement',
      'solenoid valve replacement', 'water valve replacement', 'pump replacement', 'belt replacement', 'fan motor', 'control board replacement',
      'wiring repair', 'light fixture installation', 'ballast replacement', 'emergency lighting test', 'exit sign repair', 'fire alarm inspection',
      'sprinkler repair', 'backflow preventer repair', 'water softener service', 'reverse osmosis service', 'filter cartridge change',
      'ice machine cleaning service', 'coil cleaning', 'freon', 'leak detection', 'pipe thawing', 'clogged drain', 'toilet unclog', 'sink repair',
      'garbage disposal repair', 'roof leak repair', 'gutter repair', 'paint touch up', 'wall repair', 'tile regrouting', 'caulking',
      'door lock rekey', 'safe repair', 'sign lighting repair', 'neon repair', 'parking lot sweeping', 'snow plowing', 'salting sidewalks',
      'weed control', 'mulch installation', 'tree removal', 'termite treatment', 'rodent exclusion', 'mosquito treatment', 'bird control',
    ],
  },
  utilities: {
    bills: [
      'utilities', 'utility bill', 'electric', 'power', 'gas', 'water', 'sewer', 'trash', 'internet', 'phone', 'cable', 'wifi service',
      'business internet', 'business phone lines', 'fax line', 'toll free number', 'answering service', 'pos internet line', 'backup internet',
      'cellular data', 'mobile lines', 'smartphone plan', 'electric usage', 'peak demand charge', 'off peak usage', 'fuel adjustment charge',
      'gas delivery charge', 'gas supply charge', 'water service charge', 'sewer service charge', 'fire line charge', 'irrigation water',
      'waste hauling', 'grease hauling', 'cardboard baler service', 'compactor service', 'recycling service', 'food waste collection',
      'bin wash service', 'portable toilet rental', 'pest utility fee', 'solar lease payment', 'district energy', 'ice delivery service',
    ],
  },
  rent: {
    occupancy: [
      'rent payment', 'lease', 'monthly lease', 'base rent', 'additional rent', 'cam fees', 'nnn charges', 'real estate taxes landlord',
      'landlord insurance reimbursement', 'maintenance reserve landlord', 'hvac maintenance pass through', 'utility reimbursement landlord',
      'marketing fund mall', 'merchants association dues', 'food court fee', 'kiosk rent', 'pop up space rental', 'event space rental',
      'banquet hall rental', 'commissary fee', 'shared kitchen hourly rental', 'cold storage rental', 'freezer space rental',
      'storage locker', 'billboard lease site', 'antenna lease', 'parking lot lease', 'outdoor seating permit landlord', 'patio lease',
      'late rent charge', 'rent deferral repayment', 'rent abatement', 'lease renewal fee', 'lease termination fee',
    ],
  },
  linen_uniform: {
    textiles: [
      'linens', 'uniforms', 'aprons', 'towels rental', 'napkins linen', 'tablecloth', 'chef uniform', 'chef coat', 'server uniform', 'bartender vest',
      'uniform shirts rental', 'work pants', 'kitchen shoes', 'slip resistant shoes', 'hats', 'visors', 'caps embroidered', 'name embroidery',
      'linen inventory charge', 'linen make up charge', 'weekly linen service', 'laundry pickup', 'wash and fold', 'napkin folding service',
      'table runners', 'chair covers', 'banquet linens', 'spandex table covers', 'mat service', 'logo mats', 'scraper mats', 'kitchen mats rubber',
      'mop service', 'dust mop service', 'towel service', 'garment bags', 'lockers uniform', 'coveralls', 'smocks', 'oven mitts rental',
    ],
  },
  marketing: {
    promotion: [
      'ads', 'advertisement', 'marketing services', 'promo', 'promotion', 'campaign', 'ad spend', 'google ad spend', 'meta ads', 'paid social',
      'digital marketing', 'content creation', 'copywriting', 'blog posts', 'website design', 'menu design', 'graphic design', 'brochure printing',
      'poster printing', 'sticker printing', 'stickers branded', 'magnets promotional', 'keychains promotional', 'tote bags branded',
      'hats promotional', 'coasters branded', 'matchbooks printed', 'gift certificates', 'punch cards', 'loyalty cards printed', 'rewards app',
      'delivery app promotion', 'doordash ads', 'ubereats promotion', 'grubhub marketing', 'opentable promotion', 'tripadvisor listing',
      'google review cards', 'pr event', 'grand opening event', 'ribbon cutting', 'media kit', 'press release distribution', 'radio ads',
      'podcast sponsorship', 'stadium sponsorship', 'school sponsorship', 'church bulletin ad', 'playbill ad', 'directory listing',
    ],
  },
  technology: {
    it: [
      'software', 'hardware', 'computer equipment', 'it services', 'tech support', 'pos', 'pos system', 'pos hardware', 'pos terminal', 'printer',
      'ipad', 'tablet', 'laptop computer', 'monitor display', 'wifi', 'network', 'internet equipment', 'modem', 'switch', 'cables hdmi',
      'ethernet cable', 'usb hub', 'charger', 'power bank', 'apple pencil', 'stylus', 'credit card terminal', 'payment terminal', 'emv reader',
      'tap to pay reader', 'handheld ordering device', 'pager system', 'guest pagers', 'kitchen printer', 'impact printer', 'thermal printer',
      'label printer software', 'menu software', 'loyalty software', 'crm software', 'email software', 'website builder subscription',
      'app subscription', 'api fees', 'cloud hosting', 'server hosting', 'web hosting plan', 'ssl certificate', 'domain name', 'it consulting',
      'computer repair', 'data backup service', 'cybersecurity', 'virus removal', 'software update service', 'tech installation', 'av equipment',
      'sound system', 'projector', 'tv mount', 'security cameras', 'door access control', 'alarm monitoring system', 'time clock terminal',
    ],
  },
  professional_services: {
    advisors: [
      'accountant', 'accounting', 'cpa fee', 'tax services', 'tax advisor', 'bookkeeper', 'legal', 'attorney fees', 'law firm', 'legal retainer',
      'contract drafting', 'lease review legal', 'employment lawyer', 'immigration attorney', 'corporate filing service', 'registered agent fee',
      'entity formation', 'annual compliance filing', 'financial statements preparation', 'quarterly tax estimate preparation', 'payroll tax filing',
      '1099 preparation', 'w2 processing', 'sales tax return service', 'audit representation', 'irs representation', 'business valuation',
      'management consulting', 'strategy consulting', 'concept development consulting', 'kitchen design consultant', 'menu engineering',
      'beverage program consultant', 'wine consultant sommelier', 'training consultant', 'food safety training', 'servsafe training',
      'mystery shopper service', 'market research', 'feasibility study', 'brokerage commission', 'real estate broker fee', 'investment banker fee',
      'loan origination fee consultant', 'grant writing', 'lobbying', 'engineering report', 'inspection report consultant',
    ],
  },
  insurance: {
    policies: [
      'insurance', 'insurance payment', 'premium payment', 'policy premium', 'liability', 'general liability', 'workers comp', 'property policy',
      'commercial insurance', 'business insurance', 'restaurant insurance', 'bop premium', 'liquor liability premium', 'umbrella premium',
      'auto policy premium', 'fleet insurance', 'delivery driver insurance', 'cyber liability', 'epli premium', 'health plan premium',
      'medical insurance premium', 'employee benefits premium', 'life policy', 'accident insurance', 'short term disability', 'long term disability',
      'pet insurance employees', 'travel insurance', 'cargo insurance', 'builders risk insurance', 'glass insurance', 'sign insurance',
      'earthquake insurance', 'hurricane coverage', 'windstorm insurance', 'insurance endorsement', 'additional insured certificate',
      'policy fee', 'broker fee insurance', 'premium finance payment',
    ],
  },
  freight_delivery: {
    logistics: [
      'shipping fee', 'shipping cost', 'delivery', 'freight cost', 'freight in', 'inbound freight', 'outbound shipping', 'delivery surcharge',
      'diesel surcharge', 'fuel fee', 'stop charge', 'additional stop fee', 'truck fee', 'hand unload fee', 'lumper fee', 'detention fee',
      'redelivery fee', 'return shipping', 'shipping insurance', 'parcel shipping', 'priority overnight', '2 day shipping', 'ground freight',
      'box truck delivery', 'refrigerated truck', 'reefer charge', 'temperature controlled shipping', 'gel packs shipping', 'insulated shipper',
      'crate fee', 'pallet fee', 'pallet exchange', 'keg return credit', 'empty keg deposit', 'bottle return deposit', 'container deposit',
      'case deposit', 'bin deposit', 'tote deposit', 'messenger service', 'bike courier', 'rush delivery', 'after hours delivery fee',
    ],
  },
  labor: {
    staffing: [
      'staffing', 'staff', 'temp', 'temps', 'labor', 'workers', 'temp staff', 'temporary help', 'contract staff', 'contract workers', 'agency fee hours',
      'cook hours', 'chef hours', 'server hours', 'bartender hours', 'host hours', 'busser hours', 'runner hours', 'barista temp', 'cashier temp',
      'dishwasher hours', 'porter hours', 'prep staff', 'line staff', 'event servers', 'banquet servers', 'catering labor', 'setup crew',
      'teardown crew', 'delivery drivers contract', 'independent contractor cook', 'freelance chef', 'private chef', 'sous chef temp',
      'pastry chef contract', 'kitchen manager interim', 'interim general manager', 'night cleaners', 'overnight porters', 'security staff',
      'parking attendants', 'greeters', 'brand ambassadors', 'promo staff', 'labor overtime', 'holiday pay staffing', 'staffing markup',
    ],
  },
  other: {
    misc: [
      'fee', 'fees', 'charge', 'charges', 'other', 'misc fee', 'miscellaneous charges', 'administrative fee', 'processing fee', 'account fee',
      'annual fee', 'monthly fee', 'card fee', 'transaction fee', 'atm fee', 'overdraft fee', 'check printing', 'cash deposit fee', 'coin order fee',
      'armored car service', 'loan payment', 'loan interest', 'principal payment', 'line of credit interest', 'equipment financing interest',
      'tax payment', 'state tax', 'city tax', 'county fee', 'license fee', 'health department fee', 'inspection fee city', 'beer license',
      'wine license', 'music license', 'ascap license', 'bmi license', 'entertainment license', 'dance permit', 'occupancy permit',
      'signage permit', 'sidewalk cafe permit', 'dumpster permit', 'fire department fee', 'false alarm fine', 'code violation fine',
      'health violation fine', 'late payment penalty', 'interest penalty', 'collection fee', 'legal judgment', 'settlement payment',
      'charitable donation', 'fundraiser', 'gift', 'gifts employees', 'awards', 'flowers', 'decorations holiday', 'office party', 'team lunch',
      'employee bonus', 'reimbursement', 'mileage reimbursement', 'travel expense', 'hotel', 'airfare', 'meals and entertainment',
      'owner draw', 'transfer', 'cash advance', 'rounding adjustment', 'price adjustment', 'credit adjustment', 'write off', 'unknown',
    ],
  },
};
