// Second half of the cost lexicon: more distinct base items per group, so the held-out fifth
// is surrounded by enough neighbours to learn from. Same format as cost-lexicon.ts.
import type { CostLexicon } from './cost-lexicon.js';

export const COST_LEXICON_MORE: CostLexicon = {
  food_cost: {
    poultry: [
      'chicken breast fillets marinated', 'rotisserie chicken', 'chicken cutlets thin sliced', 'chicken strips grilled', 'buffalo wings',
      'turkey bacon', 'turkey burgers', 'duck confit', 'chicken liver', 'pheasant', 'chicken gizzards', 'popcorn chicken',
      'fried chicken 8 piece', 'chicken patty breaded', 'chicken shawarma meat', 'ground chicken', 'turkey legs smoked', 'capon',
    ],
    beef: [
      'hanger steak', 'tri tip', 'beef cheeks', 'filet mignon', 'porterhouse steak', 't-bone steak', 'bottom round', 'eye of round',
      'stew meat beef', 'meatballs beef', 'pastrami', 'beef jerky', 'wagyu burger', 'angus patties', 'bison ground', 'venison',
      'beef tongue', 'marrow bones', 'sirloin tips', 'chuck eye', 'picanha', 'flat iron steak', 'beef bacon', 'bresaola',
    ],
    pork: [
      'pulled pork', 'pork tenderloin', 'spare ribs st louis', 'canadian bacon', 'pancetta', 'mortadella', 'andouille sausage',
      'kielbasa', 'bratwurst', 'lamb chops', 'ground lamb', 'leg of lamb', 'goat meat', 'pork carnitas', 'ham hocks', 'capicola',
      'soppressata', 'pork rinds', 'sausage patties', 'lardons',
    ],
    seafood: [
      'sea bass chilean', 'red snapper', 'trout rainbow', 'branzino', 'octopus', 'squid', 'crawfish tails', 'king crab legs',
      'snow crab clusters', 'imitation crab', 'fish sticks breaded', 'haddock', 'pollock fillet', 'sardines', 'caviar', 'roe',
      'yellowtail hamachi', 'eel unagi', 'crab cakes', 'shrimp cocktail', 'langoustine', 'monkfish', 'flounder', 'sole fillet',
    ],
    produce: [
      'iceberg lettuce', 'cherry tomatoes', 'grape tomatoes', 'red potatoes', 'yukon gold potatoes', 'leeks', 'fennel', 'radishes',
      'beets', 'eggplant', 'butternut squash', 'pumpkin', 'artichokes', 'brussels sprouts', 'bok choy', 'snow peas', 'edamame',
      'bean sprouts', 'portobello mushrooms', 'shiitake mushrooms', 'thyme fresh', 'rosemary fresh', 'mint fresh', 'dill fresh',
      'chives', 'lemongrass', 'grapes red seedless', 'peaches', 'pears', 'plums', 'mango', 'papaya', 'kiwi', 'cantaloupe',
      'honeydew', 'raspberries', 'blackberries', 'cherries', 'cranberries dried', 'raisins', 'dates', 'figs', 'coconut shredded',
      'plantains', 'jicama', 'tomatillos', 'poblano peppers', 'habanero', 'serrano peppers', 'celery root', 'parsnips', 'turnips',
      'rhubarb', 'okra', 'collard greens', 'swiss chard', 'watercress', 'microgreens', 'pea shoots', 'garlic cloves', 'horseradish',
    ],
    dairy: [
      'skim milk', 'buttermilk', 'mascarpone', 'brie', 'blue cheese crumbles', 'gouda', 'monterey jack', 'pepper jack cheese',
      'colby jack', 'queso fresco', 'cotija', 'gruyere', 'manchego', 'burrata', 'string cheese', 'cottage cheese', 'creme fraiche',
      'evaporated milk', 'condensed milk sweetened', 'egg whites liquid', 'margarine', 'ghee', 'frozen yogurt', 'gelato', 'sherbet',
      'coffee creamer', 'nondairy creamer', 'whipping cream',
    ],
    bakery: [
      'rye bread', 'whole wheat bread', 'ciabatta', 'focaccia', 'texas toast', 'hot dog buns', 'kaiser rolls', 'pretzel buns',
      'danish pastries', 'donuts', 'brownies', 'cinnamon rolls', 'scones', 'waffles frozen', 'pancakes frozen', 'crepes',
      'pie apple', 'layer cake', 'cupcakes', 'tart shells', 'phyllo dough', 'wonton wrappers', 'egg roll wrappers', 'flatbread',
      'breadsticks', 'garlic bread', 'biscuits buttermilk', 'cornbread mix', 'graham crackers', 'crackers saltine',
    ],
    dry_goods: [
      'basmati rice', 'jasmine rice', 'arborio rice', 'brown rice', 'couscous', 'egg noodles', 'ramen noodles', 'rice noodles',
      'lasagna sheets', 'macaroni elbow', 'fettuccine', 'orzo', 'polenta', 'grits', 'cornmeal', 'bread flour', 'cake flour',
      'semolina', 'powdered sugar', 'molasses', 'agave nectar', 'corn syrup', 'cocoa powder', 'gelatin', 'yeast dry active',
      'baking soda', 'vegetable shortening', 'sesame oil', 'peanut oil', 'truffle oil', 'white vinegar', 'red wine vinegar',
      'apple cider vinegar', 'worcestershire sauce', 'sriracha', 'teriyaki sauce', 'hoisin sauce', 'fish sauce', 'oyster sauce',
      'pesto', 'alfredo sauce', 'enchilada sauce', 'buffalo sauce', 'tartar sauce', 'cocktail sauce', 'thousand island dressing',
      'caesar dressing', 'italian dressing', 'honey mustard', 'dijon mustard', 'relish', 'capers', 'sun dried tomatoes',
      'roasted red peppers', 'artichoke hearts canned', 'water chestnuts', 'bamboo shoots', 'refried beans', 'kidney beans',
      'cannellini beans', 'split peas', 'vegetable broth', 'clam juice', 'demi glace', 'gravy mix', 'soup base', 'bouillon cubes',
      'garlic powder', 'onion powder', 'cayenne pepper', 'nutmeg', 'cloves', 'bay leaves', 'curry powder', 'turmeric',
      'smoked paprika', 'red pepper flakes', 'italian seasoning', 'taco seasoning', 'seasoned salt', 'sea salt', 'peppercorns',
      'saffron', 'cardamom', 'star anise', 'pecans', 'pistachios', 'cashews', 'peanuts roasted', 'pine nuts', 'sunflower seeds',
      'chia seeds', 'flax seed', 'granola', 'cereal', 'potato chips', 'tortilla chips', 'pretzels', 'popcorn kernels',
      'marshmallows', 'sprinkles', 'fondant', 'caramel sauce', 'chocolate sauce', 'jam strawberry', 'nutella', 'tahini',
      'miso paste', 'kimchi', 'sauerkraut', 'tofu firm', 'tempeh', 'seitan', 'plant based burger', 'hash browns', 'mashed potatoes',
      'mozzarella sticks', 'jalapeno poppers', 'egg rolls frozen', 'dumplings frozen', 'pierogies', 'ravioli cheese', 'gnocchi',
      'tamales', 'burritos frozen', 'pizza frozen', 'soup clam chowder', 'chili con carne', 'mac and cheese', 'meatloaf',
    ],
  },
  beverage_cost: {
    soda: ['fanta orange', 'seven up', 'cherry coke', 'coke zero', 'diet pepsi', 'cream soda', 'orange soda', 'grape soda', 'birch beer', 'sparkling lemonade', 'italian soda', 'ginger beer'],
    coffee_tea: ['colombian coffee', 'french roast coffee', 'dark roast beans', 'instant coffee', 'matcha powder', 'earl grey tea', 'chamomile tea', 'peppermint tea', 'loose leaf tea', 'sweet tea', 'cappuccino mix', 'frappe base', 'k cups'],
    juice_water: ['pineapple juice', 'grape juice', 'mango nectar', 'peach nectar', 'carrot juice', 'vegetable juice', 'distilled water', 'mineral water', 'alkaline water', 'flavored water', 'vitamin water', 'fruit punch', 'apple cider', 'pomegranate juice'],
    mixers: ['orgeat syrup', 'agave syrup', 'hazelnut syrup', 'caramel syrup', 'pumpkin spice syrup', 'lime cordial', 'pina colada mix', 'mojito mix', 'ginger syrup', 'cold brew coffee', 'protein shake', 'milkshake base', 'horchata', 'yerba mate'],
  },
  alcohol_cost: {
    beer: ['blue moon', 'stella artois', 'pabst blue ribbon', 'yuengling', 'coors light', 'dos equis', 'pacifico', 'sapporo', 'lagunitas ipa', 'porter', 'amber ale', 'sour beer', 'hefeweizen', 'saison', 'craft beer keg', 'light beer cans', 'bock beer', 'kolsch'],
    wine: ['moscato', 'cava', 'chianti', 'tempranillo', 'syrah shiraz', 'grenache', 'gewurztraminer', 'port wine', 'sherry', 'madeira', 'sake', 'white zinfandel', 'red blend', 'beaujolais', 'bordeaux', 'chenin blanc', 'albarino', 'vinho verde', 'boxed wine', 'cooking wine marsala'],
    spirits: ['rye bourbon', 'single malt scotch', 'blended whisky', 'japanese whisky', 'reposado tequila', 'anejo tequila', 'dark rum', 'coconut rum', 'flavored vodka', 'absinthe', 'limoncello', 'grand marnier', 'cointreau', 'baileys irish cream', 'kahlua', 'jagermeister', 'sambuca', 'ouzo', 'pisco', 'cachaca', 'sloe gin', 'elderflower liqueur', 'blue curacao', 'creme de menthe', 'fireball cinnamon whisky', 'hennessy', 'jameson', 'grey goose', 'bombay sapphire', 'hendricks gin'],
  },
  paper_cost: {
    cups: ['paper cups 8oz', 'espresso cups paper', 'plastic cups 16oz', 'drink carriers', 'cup holders trays', 'shot cups plastic', 'smoothie cups', 'ice cream cups', 'lid plugs', 'straw slot lids', 'coffee cup lids'],
    napkins: ['cocktail napkins', 'linen like napkins', 'lunch napkins', 'multifold towels', 'center pull towels', 'hardwound roll towels', 'jumbo toilet paper', 'seat covers toilet', 'tray liners paper', 'table cover paper'],
    to_go: ['burrito foil wrap', 'pizza circles', 'pizza saver', 'sushi trays', 'cake domes', 'pie containers', 'salad containers', 'bagasse containers', 'compostable clamshell', 'paper food trays', 'hot dog trays', 'french fry bags', 'french fry scoops', 'cookie bags', 'bread bags', 'wine bags', 'tamper evident labels', 'takeout cutlery', 'chopsticks', 'soup spoons plastic', 'sauce cups', 'condiment packets', 'portion control cups lids', 'plastic wrap film', 'butcher paper', 'freezer paper', 'vacuum bags', 'foil containers', 'catering trays plastic', 'meal prep containers'],
  },
  supply_cost: {
    kitchen_supplies: [
      'sleeve gloves', 'beard nets', 'food labels dissolvable', 'rotation labels', 'day dots', 'tickets kitchen printer', 'thermal paper rolls',
      'credit card paper rolls', 'office supplies', 'stapler', 'clipboard', 'whiteboard markers', 'dry erase board', 'envelopes',
      'file folders', 'calculator', 'scissors office', 'extension cord', 'power strip', 'flashlight', 'tool kit', 'duct tape',
      'pest glue boards', 'fly strips', 'air freshener', 'hand warmers', 'umbrella', 'safety glasses', 'hearing protection',
      'knife guards', 'name tags', 'birthday candles', 'tea lights', 'check presenters', 'bill folders', 'table numbers',
      'reserved signs', 'kids crayons', 'kids menus', 'coloring sheets', 'toothpaste', 'paper clips', 'sticky notes',
    ],
  },
  cleaning_cost: {
    chemicals: [
      'hard surface disinfectant', 'sanitizing wipes', 'disinfecting wipes', 'lime scale remover', 'descaler', 'coffee machine cleaner',
      'beer line cleaner', 'ice machine cleaner', 'grout cleaner', 'toilet bowl cleaner', 'metal polish', 'wood polish', 'floor stripper',
      'floor wax finish', 'neutral cleaner', 'heavy duty degreaser', 'foaming hand soap', 'dish soap liquid', 'dish machine detergent',
      'presoak', 'chlorine tablets', 'ammonia', 'vinegar cleaning', 'carpet spot remover', 'fabric softener', 'oxygen bleach',
      'drain maintainer', 'sanitizer concentrate', 'degreaser concentrate',
    ],
    janitorial: [
      'dust mop', 'wet mop', 'mop wringer', 'push broom', 'deck brush', 'scrub brush', 'bowl brush', 'bottle brush', 'lobby dust pan',
      'trash can', 'recycle bin', 'dumpster wheels', 'scrubber sponges', 'dish brush', 'cleaning cloths', 'shop towels',
      'dusters', 'floor squeegee', 'janitor cart', 'caution cones',
    ],
  },
  smallwares: {
    cookware: ['braising pan', 'crepe pan', 'paella pan', 'grill pan', 'double boiler', 'pressure cooker', 'stock pot lid', 'baking sheet', 'loaf pan', 'pie pan', 'springform pan', 'bundt pan', 'pizza pan', 'pizza stone', 'steamer basket'],
    utensils: [
      'bread knife', 'boning knife', 'cleaver', 'santoku knife', 'mandoline', 'grater', 'zester', 'rolling pin', 'pastry brush',
      'piping tips', 'bench scraper', 'fish spatula', 'slotted spoon', 'skimmer', 'spider strainer', 'chinois', 'funnel', 'scoop portion',
      'disher', 'measuring spoons', 'kitchen timer', 'mortar and pestle', 'garlic press', 'meat tenderizer', 'oven mitts',
      'pot holders', 'trivet', 'ingredient bins', 'food pans plastic', 'cambro containers', 'lexan containers', 'dough boxes',
      'speed rack', 'pan grate', 'dunnage rack', 'knife rack', 'magnetic knife strip', 'pour spouts', 'bar mat', 'muddler',
      'strainer hawthorne', 'ice bucket', 'wine opener corkscrew',
    ],
    tabletop: [
      'bread plates', 'charger plates', 'pasta bowls', 'cereal bowls', 'sauce dishes', 'espresso cups ceramic', 'saucers', 'teapot',
      'creamer pitcher', 'water goblets', 'highball glasses', 'collins glasses', 'shot glasses', 'beer mugs', 'snifters',
      'margarita glasses', 'coupe glasses', 'tumblers plastic', 'soup spoons', 'dinner forks', 'butter knives', 'dessert spoons',
      'serving spoons', 'cake stand', 'platters', 'gravy boat', 'condiment caddy', 'table caddy', 'menu holders', 'candle holders',
      'bud vases', 'salad bowls wooden', 'cutlery bins', 'tongs serving', 'pizza peel',
    ],
  },
  equipment: {
    kitchen_equipment: [
      'chest freezer', 'blast chiller', 'refrigerated display case', 'bakery display case', 'merchandiser cooler', 'bottle cooler',
      'back bar cooler', 'glass froster', 'wine refrigerator', 'ice bin', 'ice dispenser', 'water filtration system', 'griddle countertop',
      'panini press', 'waffle maker', 'conveyor toaster', 'rice cooker commercial', 'induction cooktop', 'tilting skillet',
      'steam kettle', 'pasta cooker', 'rotisserie oven', 'smoker', 'tandoor oven', 'deck oven', 'conveyor pizza oven',
      'dough sheeter', 'dough mixer spiral', 'immersion blender', 'juicer commercial', 'grinder meat', 'bone saw', 'dough divider',
      'food warmer', 'holding cabinet', 'hot food well', 'soup kettle', 'popcorn machine', 'cotton candy machine', 'slush machine',
      'beverage dispenser', 'tea brewer', 'coffee grinder', 'milk frother machine', 'glasswasher', 'garbage disposal',
      'grease interceptor unit', 'walk in freezer', 'mop sink', 'three compartment sink', 'work table', 'wall shelves', 'dish table',
      'booth seating', 'host stand', 'bar cabinet', 'patio heater', 'ceiling fan', 'air conditioner unit', 'washer and dryer',
    ],
  },
  repairs_maintenance: {
    repairs: [
      'hvac repair', 'ac compressor repair', 'furnace repair', 'boiler service', 'thermostat replacement', 'refrigerant recharge',
      'condenser coil cleaning', 'evaporator fan motor replacement', 'leak repair pipe', 'toilet repair', 'faucet replacement',
      'sewer line repair', 'hydro jetting', 'grease trap cleaning', 'lift station service', 'electrician labor', 'outlet repair',
      'lighting repair', 'breaker panel repair', 'sign repair', 'awning repair', 'drywall repair', 'ceiling tile replacement',
      'tile repair', 'flooring repair', 'carpet cleaning service', 'upholstery repair', 'booth reupholstery', 'glass replacement',
      'door repair', 'hinge replacement', 'gate repair', 'fence repair', 'concrete repair', 'asphalt patching', 'gutter cleaning',
      'tree trimming', 'lawn care', 'irrigation repair', 'rodent control', 'fly control service', 'bed bug treatment',
      'hood filter exchange', 'kitchen exhaust cleaning', 'ansul system inspection', 'sprinkler inspection', 'alarm system repair',
      'oven repair', 'griddle repair', 'mixer repair', 'slicer sharpening', 'knife sharpening service', 'scale calibration',
      'walk in cooler repair', 'freezer repair', 'ice machine descaling', 'coffee machine repair', 'pos hardware repair',
      'window cleaning', 'janitorial service', 'deep cleaning service', 'parts and labor', 'emergency service call', 'after hours call',
    ],
  },
  utilities: {
    utilities: [
      'electric bill', 'power service', 'gas bill', 'water bill', 'sewer charge', 'garbage collection', 'refuse service',
      'roll off container', 'cardboard recycling', 'organics recycling', 'used cooking oil pickup', 'hazardous waste disposal',
      'shredding service', 'voip phone service', 'long distance charges', 'cell phone bill', 'hotspot data plan', 'satellite tv',
      'utility deposit', 'meter charge', 'transmission charge', 'distribution charge', 'renewable energy charge', 'water meter fee',
      'sewer usage fee', 'heating oil', 'steam service', 'chilled water', 'background music service', 'telecom services',
    ],
  },
  rent: {
    rent: [
      'rent', 'monthly rent', 'base rent payment', 'restaurant lease monthly', 'retail space rent', 'commissary kitchen rent',
      'ghost kitchen rental', 'food truck commissary parking', 'office space lease', 'storage container rental', 'landlord reimbursement',
      'property management fee', 'real estate tax escrow', 'cam reconciliation', 'operating expense pass through', 'rent arrears',
      'holdover rent', 'prorated rent', 'annual rent escalation', 'tenant improvement reimbursement', 'building insurance pass through',
      'parking garage lease', 'equipment lease payment', 'signage rent landlord', 'rooftop lease',
    ],
  },
  linen_uniform: {
    linen: [
      'linen delivery', 'napkins cloth rental', 'table skirts rental', 'chef jackets rental', 'cook shirts', 'server aprons',
      'waist aprons', 'bistro aprons', 'pot holders rental', 'shop towels rental', 'entrance mats service', 'anti fatigue mats rental',
      'uniform shirts', 'uniform pants', 'skull caps', 'bandanas', 'work shirts embroidered', 'hosiery', 'linen replacement charge',
      'soil linen charge', 'linen loss charge', 'garment service', 'dry cleaning uniforms', 'tuxedo vests', 'host dresses',
    ],
  },
  marketing: {
    marketing: [
      'social media management', 'facebook boost', 'tiktok ads', 'instagram influencer', 'google business ads', 'display advertising',
      'tv commercial', 'radio spot', 'magazine ad', 'coupon book', 'valpak mailer', 'door hangers', 'posters', 'menu boards printed',
      'a-frame sign', 'vinyl banner grand opening', 'yard signs', 'vehicle wrap', 'promotional pens', 'branded cups custom',
      'logo design', 'brand design agency', 'public relations firm', 'marketing agency retainer', 'video production', 'food photography',
      'newsletter design', 'sms marketing', 'text message campaign', 'reviews management', 'local sponsorship little league',
      'festival sponsorship', 'trade show booth', 'tasting event promotion', 'advertising',
    ],
  },
  technology: {
    technology: [
      'pos software monthly', 'handheld pos device', 'kiosk ordering', 'qr menu software', 'delivery tablet integration', 'desktop pc',
      'printer ink', 'label printer', 'cash register', 'router modem', 'access point', 'firewall', 'network cabling', 'server rack',
      'hard drive', 'usb flash drives', 'keyboard and mouse', 'smartphone', 'phone case', 'screen protector', 'tablet stand',
      'software subscription annual', 'saas subscription', 'zoom subscription', 'google workspace', 'adobe creative cloud',
      'quickbooks online', 'payroll platform fee', 'timeclock software', 'cctv nvr', 'digital menu board screen', 'smart tv display',
      'music system speakers', 'cloud backup', 'password manager', 'email hosting', 'managed it services', 'tech support hours',
      'data recovery', 'software setup fee',
    ],
  },
  professional_services: {
    professional: [
      'cpa monthly bookkeeping', 'tax return preparation', 'sales tax filing service', 'legal services', 'lawyer consultation',
      'contract review attorney', 'trademark registration', 'litigation fees', 'mediation fees', 'paralegal services', 'financial advisor fee',
      'business consulting', 'restaurant consultant', 'operations consultant', 'food safety consultant', 'chef consultant', 'valuation services',
      'appraisal fee', 'expert witness', 'background checks', 'drug testing', 'executive search', 'hr services', 'payroll services',
      'benefits administration', 'permit expediter', 'surveyor', 'environmental consultant', 'structural engineer', 'architectural drawings',
    ],
  },
  insurance: {
    insurance: [
      'workers comp premium', 'general liability premium', 'commercial auto policy', 'property and casualty', 'business interruption insurance',
      'spoilage coverage', 'food contamination insurance', 'life insurance employees', 'vision insurance', 'disability insurance',
      'key person insurance', 'directors and officers insurance', 'inland marine coverage', 'crime insurance', 'fidelity bond',
      'insurance audit premium adjustment', 'policy renewal', 'insurance deductible', 'commercial package policy', 'excess liability',
      'hired and non owned auto', 'tenant liability insurance', 'event liability insurance', 'product liability insurance',
    ],
  },
  freight_delivery: {
    freight: [
      'freight charge', 'shipping and handling', 'delivery fee', 'small order charge', 'ltl freight', 'truckload freight', 'overnight shipping',
      'ground shipping', 'white glove delivery', 'inside delivery', 'residential delivery fee', 'weekend delivery', 'sunday delivery surcharge',
      'refrigerated freight', 'dry ice shipping', 'customs brokerage', 'import duties', 'drayage', 'pallet deposit', 'returnable container deposit',
      'co2 tank deposit', 'restocking fee', 'fuel charge', 'energy surcharge', 'transport fee', 'delivery', 'shipping label', 'courier service',
    ],
  },
  labor: {
    labor: [
      'temp labor', 'temporary workers', 'agency staff', 'contract cook', 'contract chef', 'temp dishwasher', 'temp bartender',
      'temp server', 'temp busser', 'event bartenders', 'catering servers', 'kitchen porter agency', 'day laborers', 'outsourced cleaning staff',
      'overnight cleaning crew', 'staff leasing fee', 'peo services', 'on demand staffing', 'shift workers', 'hourly labor', 'labor charge staffing',
      'door staff', 'bouncers', 'coat check attendant', 'traffic control staff',
    ],
  },
  other: {
    other: [
      'misc charge', 'other charges', 'adjustment', 'credit', 'previous balance', 'balance forward', 'account credit', 'nsf fee',
      'wire transfer fee', 'ach fee', 'merchant fee', 'chargeback fee', 'paypal fee', 'stripe fee', 'franchise fee', 'royalty fee',
      'advertising fund contribution franchise', 'sales tax', 'excise tax', 'use tax', 'property tax', 'business tax', 'fire permit',
      'sign permit', 'alarm permit fee', 'parking ticket', 'towing', 'citation', 'court costs', 'union dues', 'association dues',
      'club membership', 'magazine subscription', 'charitable contribution', 'sponsorship donation', 'employee gift', 'holiday party',
      'staff meal', 'petty cash', 'cash over short', 'gratuity', 'deposit refund', 'voided item', 'coupon discount', 'promo credit',
    ],
  },
};
