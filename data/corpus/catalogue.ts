// A modest catalogue of line items as distributors and service vendors print them, each with
// its cost category (DECISIONS.md "The 19 cost categories"). Entries are "description|unit|min|max"
// (unit price range in major units); units are what the vendor prints (CS, EA, LB, HR, MO...).
// The big classifier corpus is built elsewhere; this one only has to look real on a page.

import type { Language } from './locale.js';

export const COST_CATEGORIES = [
  'food_cost', 'beverage_cost', 'alcohol_cost', 'paper_cost', 'supply_cost', 'cleaning_cost',
  'smallwares', 'equipment', 'repairs_maintenance', 'utilities', 'rent', 'linen_uniform',
  'marketing', 'technology', 'professional_services', 'insurance', 'freight_delivery', 'labor',
  'other',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export interface CatalogueItem {
  description: string;
  unit: string;
  minPrice: number;
  maxPrice: number;
  category: CostCategory;
  language: Language;
  /** Services and fees are billed in ones (quantity 1, no SKU on many invoices). */
  service: boolean;
}

type Raw = Partial<Record<CostCategory, string[]>>;

const EN: Raw = {
  food_cost: [
    'CHKN BRST BNLS SKNLS 4/10#|CS|38|62', 'CHKN WING JMBO 1&2 JNT 40#|CS|89|139', 'BEEF GRND 80/20 FRSH 4/5#|CS|58|84',
    'BEEF RIBEYE LIP ON CH 2/14#|CS|280|410', 'PORK BUTT BNLS 2/8#|CS|38|56', 'BACON LAYFLAT 14/18 15#|CS|52|78',
    'SALMON ATL FIL SKN ON 10#|CS|95|140', 'SHRIMP 16/20 P&D TLON 5/2#|CS|68|99', 'EGG SHELL LG GR AA 15DZ|CS|28|54',
    'CHEESE CHED SHRP SHRD 4/5#|CS|48|72', 'CHEESE MOZZ WM LMPS 6/5#|CS|70|98', 'BUTTER SOLID SALTED 36/1#|CS|110|160',
    'MILK WHL GAL 4/1GAL|CS|14|22', 'CREAM HVY 40% 12/QT|CS|38|58', 'FLOUR AP BLCH 50#|BG|18|29', 'SUGAR GRAN XTRA FINE 50#|BG|32|48',
    'RICE LG GRN PARBL 50#|BG|24|39', 'PASTA PENNE RIGATE 2/10#|CS|21|33', 'OIL FRY CLEAR 35#|JUG|31|52',
    'OIL OLIVE XVRGN 6/1LT|CS|48|79', 'TOMATO DICED IN JCE 6/#10|CS|24|36', 'SAUCE MARINARA 6/#10|CS|32|47',
    'POTATO FRY 3/8 SS 6/5#|CS|34|49', 'ONION YLW JMBO 50#|BG|21|35', 'LETTUCE ROMAINE 24CT|CS|29|58',
    'TOMATO 5X6 25#|CS|26|44', 'AVOCADO HASS 48CT|CS|45|82', 'LEMON 115CT|CS|32|55', 'GARLIC PLD 5#|JAR|13|22',
    'BREAD BUN BRIOCHE 4" 8/12|CS|28|41', 'TORTILLA FLOUR 12" 8/12|CS|19|29', 'SPICE PEPPER BLK CRS 18OZ|EA|9|16',
    'SALT KOSHER DIAMOND 3#|BX|3|7', 'MAYONNAISE XHVY 4/1GAL|CS|34|52', 'KETCHUP FCY 6/#10|CS|26|38',
    'PRODUCE MIXED GREENS 3#|CS|11|19', 'BERRY STRAWBERRY 8/1#|CS|22|38', 'ICE CREAM VAN 3GAL|TUB|28|44',
    'CHKN TNDR BRD FC 4/5#|CS|60|89', 'FISH COD LOIN IQF 10#|CS|88|128', 'Organic eggs, 30 pack|EA|9|14',
    'Fresh basil, 1 lb|LB|9|16', 'Prime strip loin, aged 21 days|LB|13|21',
  ],
  beverage_cost: [
    'COKE BIB 5GAL|EA|95|130', 'SPRITE BIB 5GAL|EA|95|130', 'COFFEE COLOMB WHL BN 5#|BG|38|64', 'COFFEE DECAF GRND 42/1.5OZ|CS|39|58',
    'TEA BLK ICED BREW 24/1OZ|CS|19|29', 'JUICE ORANGE 100% 8/64OZ|CS|26|39', 'WATER SPRING 24/16.9OZ|CS|5|9',
    'WATER SPARKLING 24/500ML|CS|18|28', 'SODA CAN ASST 24/12OZ|CS|11|18', 'MILK OAT BARISTA 12/32OZ|CS|36|52',
    'SYRUP VANILLA 4/750ML|CS|22|34', 'LEMONADE CONC 6/.5GAL|CS|24|36', 'COLD BREW CONC 2.5GAL|EA|48|70',
    'ENERGY DRINK 24/8.4OZ|CS|28|38', 'Espresso beans, 1 kg|KG|22|34',
  ],
  alcohol_cost: [
    'BEER DRFT IPA 1/2 BBL|KEG|165|240', 'BEER LAGER 24/12OZ BTL|CS|24|34', 'WINE CAB SAUV CA 12/750ML|CS|96|180',
    'WINE PINOT GRIGIO 12/750ML|CS|84|150', 'VODKA 1.75L|BTL|22|38', 'TEQUILA BLANCO 1L|BTL|28|49',
    'BOURBON KY STR 1L|BTL|29|52', 'GIN LONDON DRY 1L|BTL|21|36', 'RUM SILVER 1L|BTL|14|24', 'PROSECCO DOC 12/750ML|CS|110|170',
    'CIDER HARD 4/6/12OZ|CS|28|40', 'Keg deposit|EA|30|30',
  ],
  paper_cost: [
    'CUP HOT 12OZ 1000CT|CS|58|88', 'CUP COLD PET 16OZ 1000CT|CS|62|95', 'LID DOME 16-24OZ 1000CT|CS|41|66',
    'NAPKIN DINNER 2PLY WHT 3000|CS|36|58', 'CONTAINER FOAM 9X9 HNGD 200|CS|29|44', 'CONT KRAFT #8 FOLD 300CT|CS|48|74',
    'BAG T-SHIRT PLSTC 1000CT|CS|24|38', 'BAG PAPER #12 KRAFT 500|BDL|21|34', 'STRAW WRPD JMBO 4/500|CS|14|24',
    'FOIL ROLL 18"X500\'|RL|34|52', 'FILM CLING 18"X2000\'|RL|19|31', 'GLOVE NITRILE BLK L 10/100|CS|48|79',
    'CUTLERY KIT FRK/KNF/NPKN 250|CS|22|36', 'PAPER TOWEL ROLL 12/800\'|CS|38|58', 'TISSUE TOILET 2PLY 96RL|CS|62|89',
    'PIZZA BOX 14" KRAFT 50CT|BDL|19|29', 'DELI PAPER 12X12 6000|CS|27|42', 'LINER CAN 40X46 BLK 100CT|CS|28|44',
    'Takeout bags with handles, 250 ct|CS|28|39',
  ],
  supply_cost: [
    'PROPANE CYL 20LB EXCH|EA|21|29', 'STERNO CHAFING FUEL 72CT|CS|68|92', 'THERMAL PAPER ROLL 3 1/8 50CT|CS|38|56',
    'DOT LABEL DAY OF WEEK 7000|EA|12|19', 'BATTERY AA 24PK|PK|14|22', 'TAPE PACKING 2" 36RL|CS|46|66',
    'MATCHES BOOK 2500CT|CS|14|22', 'CANDLE TEALIGHT 500CT|CS|39|58', 'FIRST AID KIT REFILL|EA|24|42',
    'PEN BALLPOINT BLK 12PK|PK|4|9', 'COPY PAPER LTR 10RM|CS|42|64', 'TONER CARTRIDGE BLK|EA|68|140',
    'Printer paper A4, 5 reams|BOX|22|34', 'Office supplies assorted|LOT|18|95',
  ],
  cleaning_cost: [
    'DEGREASER HD 4/1GAL|CS|32|52', 'SANITIZER QUAT 4/1GAL|CS|49|76', 'DISH DETERGENT LIQ 5GAL|PL|64|98',
    'RINSE AID DISH 5GAL|PL|70|110', 'BLEACH GERMICIDAL 6/121OZ|CS|24|36', 'GLASS CLEANER RTU 12/32OZ|CS|29|42',
    'FLOOR CLEANER NEUTRAL 4/1GAL|CS|34|49', 'SOAP HAND FOAM 2/1250ML|CS|38|58', 'SCOUR PAD GRN HD 10/6PK|CS|26|41',
    'MOP HEAD LOOP BLUE LG|EA|8|14', 'BROOM ANGLE W/ HANDLE|EA|9|16', 'OVEN CLEANER 6/19OZ|CS|34|48',
    'Janitorial supplies restock|LOT|60|240', 'Drain enzyme treatment 1 gal|EA|28|45',
  ],
  smallwares: [
    'PAN SHEET FULL 18X26 ALUM|EA|14|24', 'PAN HOTEL 1/3 4" SS|EA|9|16', 'TONGS 12" SCALLOPED SS|EA|3|7',
    'LADLE 4OZ ONE PC SS|EA|5|10', 'KNIFE CHEF 10" POLY HDL|EA|24|59', 'CUTTING BOARD 18X24 WHT|EA|16|32',
    'GLASS PINT 16OZ 24CT|CS|34|52', 'GLASS WINE 12OZ 24CT|CS|58|92', 'PLATE 10.5" WHT CHINA 12|CS|48|76',
    'BOWL SOUP 12OZ CHINA 24|CS|52|84', 'SPOON TEASPOON 18/0 12DZ|CS|28|44', 'SHEET PAN RACK 20 TIER|EA|140|230',
    'FOOD STORAGE 22QT CLR|EA|13|22', 'WHISK PIANO 12"|EA|6|11', 'THERMOMETER DIGITAL PKT|EA|12|24',
    'Cast iron skillet 12 in|EA|29|48',
  ],
  equipment: [
    'REFRIGERATOR REACH-IN 2DR|EA|2800|4600', 'FRYER GAS 40LB|EA|1100|1900', 'MIXER PLANETARY 20QT|EA|2600|3900',
    'SLICER MEAT 12" MANUAL|EA|900|1700', 'ICE MACHINE 500LB|EA|2900|4800', 'BLENDER COMMERCIAL 64OZ|EA|380|690',
    'PREP TABLE SS 30X72|EA|290|480', 'MICROWAVE 1000W COMM|EA|240|420', 'COFFEE BREWER DUAL|EA|780|1300',
    'Espresso machine 2 group|EA|6200|9800', 'Convection oven full size|EA|3900|6400', 'Equipment rental - dish machine|MO|180|320',
  ],
  repairs_maintenance: [
    'Service call - walk-in cooler|EA|120|220', 'Labor - refrigeration technician|HR|95|165', 'Replace door gasket reach-in|EA|85|160',
    'Hood cleaning service|EA|450|950', 'Grease trap pumping|EA|280|520', 'Plumbing repair - prep sink|EA|160|420',
    'HVAC preventive maintenance|EA|240|480', 'Fryer thermostat replacement|EA|190|320', 'Pest control monthly service|MO|75|160',
    'Fire suppression inspection|EA|180|360', 'Electrical repair - outlet circuit|EA|140|310', 'Parts - compressor relay|EA|38|92',
    'Emergency after-hours surcharge|EA|95|175', 'Window cleaning service|EA|80|160', 'Ice machine descale & sanitize|EA|140|260',
  ],
  utilities: [
    'Electricity usage 4,812 kWh|MO|620|1350', 'Natural gas service|MO|280|760', 'Water & sewer charges|MO|140|420',
    'Waste removal - 4 yd dumpster 3x/wk|MO|340|690', 'Recycling pickup|MO|60|140', 'Internet fiber 500 Mbps|MO|89|189',
    'Phone service - 3 lines|MO|75|160', 'Grease recycling service|MO|0|60', 'Demand charge|MO|80|240', 'Mobile plan - 2 devices|MO|70|140',
  ],
  rent: [
    'Monthly base rent|MO|4200|12800', 'CAM charges|MO|450|1600', 'Property tax pass-through|MO|280|920',
    'Parking lot lease|MO|300|900', 'Storage unit rental 10x15|MO|140|290', 'Percentage rent adjustment|EA|300|1800',
  ],
  linen_uniform: [
    'Linen service - napkins 500|WK|48|90', 'Bar towels 25 dz|WK|22|40', 'Chef coat rental|WK|12|24',
    'Apron bib black|EA|6|12', 'Floor mat 3x5 exchange|WK|8|16', 'Tablecloth 52x52 white|EA|2|4', 'Uniform shirt embroidered|EA|18|34',
  ],
  marketing: [
    'Menu printing 11x17 laminated 200|EA|180|420', 'Social media management|MO|400|1500', 'Google Ads campaign|MO|300|1800',
    'Flyers full color 5000|EA|160|340', 'Sponsored listing - delivery app|MO|120|450', 'Window vinyl graphics|EA|240|690',
    'Loyalty program platform fee|MO|49|149', 'Photography - menu shoot|EA|450|1200',
  ],
  technology: [
    'POS software subscription|MO|69|189', 'POS terminal lease|MO|39|99', 'Online ordering platform|MO|79|249',
    'Kitchen display system license|MO|29|79', 'Receipt printer thermal|EA|240|390', 'Tablet 10" with case|EA|280|480',
    'Managed IT support|MO|150|450', 'Microsoft 365 Business (5 users)|MO|60|110', 'Wi-Fi access point|EA|140|320', 'Domain & hosting annual|YR|90|260',
  ],
  professional_services: [
    'Bookkeeping services - monthly|MO|350|900', 'Payroll processing fee|MO|80|240', 'Legal consultation|HR|180|420',
    'Tax return preparation|EA|600|2200', 'Consulting - menu engineering|HR|95|220', 'Architectural drawings|EA|1200|4800',
    'Health permit filing assistance|EA|150|400', 'Audit fee|EA|1500|4500',
  ],
  insurance: [
    'General liability premium|MO|180|540', 'Workers compensation premium|MO|320|1200', 'Property insurance installment|MO|140|480',
    'Liquor liability coverage|YR|900|2600', 'Commercial auto policy|MO|120|360', 'Umbrella policy|YR|600|1800',
  ],
  freight_delivery: [
    'Fuel surcharge|EA|4|28', 'Delivery charge|EA|15|65', 'Freight LTL|EA|85|320', 'Courier service|EA|12|48',
    'Pallet deposit|EA|15|30', 'Small order fee|EA|10|35',
  ],
  labor: [
    'Temporary staffing - line cook|HR|22|34', 'Contract dishwasher shifts|HR|17|24', 'Event staffing - servers|HR|24|38',
    'Security guard services|HR|26|42', 'Cleaning crew overnight|EA|180|420',
  ],
  other: [
    'Late payment fee|EA|25|75', 'Permit renewal fee|EA|100|450', 'Bank service charge|EA|10|35', 'Donation - community event|EA|50|250',
    'Miscellaneous charge|EA|5|120', 'Membership dues|YR|150|600',
  ],
};

const DE: Raw = {
  food_cost: ['Hähnchenbrustfilet frisch 10 kg|KRT|78|120', 'Rinderhackfleisch 20% Fett 5 kg|KRT|42|64', 'Kartoffeln festkochend 25 kg|SACK|14|24',
    'Weizenmehl Type 405 25 kg|SACK|12|20', 'Butter Süßrahm 250 g x 40|KRT|84|120', 'Tomaten passiert 10 x 500 g|KRT|9|15', 'Eier Freiland M 180 St.|KRT|38|58', 'Lachsfilet mit Haut 5 kg|KRT|85|130'],
  beverage_cost: ['Mineralwasser still 12 x 1,0 l|KI|6|10', 'Apfelschorle 24 x 0,33 l|KI|14|22', 'Kaffee Crema Bohne 1 kg|BTL|16|26', 'Orangensaft 6 x 1 l|KRT|9|15'],
  alcohol_cost: ['Pils Fass 50 l|FASS|110|160', 'Weißwein Riesling trocken 6 x 0,75 l|KRT|38|72', 'Weißbier 20 x 0,5 l|KI|16|24'],
  paper_cost: ['Servietten 3-lagig weiß 1000 St.|PAK|18|32', 'Kaffeebecher 0,3 l 1000 St.|KRT|48|72', 'Einweghandschuhe Nitril L 100 St.|BOX|6|12'],
  cleaning_cost: ['Spülmittel Konzentrat 10 l|KAN|24|42', 'Desinfektionsreiniger 5 l|KAN|19|34', 'Glasreiniger 10 x 1 l|KRT|22|34'],
  smallwares: ['Gastronorm-Behälter 1/1 65 mm|ST|14|24', 'Kochmesser 24 cm|ST|29|69', 'Biergläser 0,5 l 12 St.|KRT|26|44'],
  repairs_maintenance: ['Wartung Kühlzelle|PAUSCH|140|260', 'Arbeitszeit Techniker|STD|68|95', 'Anfahrtspauschale|PAUSCH|35|65', 'Reinigung Abluftanlage|PAUSCH|380|780'],
  utilities: ['Stromverbrauch Abrechnungszeitraum|MON|480|1200', 'Müllentsorgung Restmüll 1100 l|MON|90|220', 'Telefon/Internet Geschäftskunden|MON|39|89'],
  rent: ['Miete Gewerberaum|MON|2400|7800', 'Nebenkostenvorauszahlung|MON|300|900'],
  linen_uniform: ['Wäscheservice Tischwäsche|WO|45|90', 'Kochjacke weiß|ST|19|34'],
  marketing: ['Flyer A5 Druck 2500 St.|PAUSCH|90|190', 'Social-Media-Betreuung|MON|350|900'],
  technology: ['Kassensystem Lizenz|MON|49|129', 'Bondrucker Thermo|ST|190|320'],
  professional_services: ['Steuerberatung Lohnbuchhaltung|MON|180|420', 'Finanzbuchhaltung|MON|240|520'],
  insurance: ['Betriebshaftpflicht Beitrag|QUART|180|420'],
  freight_delivery: ['Frachtkosten|PAUSCH|12|45', 'Mindermengenzuschlag|PAUSCH|8|20'],
  labor: ['Aushilfe Service Stunden|STD|14|19'],
};

const FR: Raw = {
  food_cost: ['Filet de poulet frais 5 kg|CAR|38|58', 'Steak haché 15% MG 5 kg|CAR|44|66', 'Pommes de terre 25 kg|SAC|14|22',
    'Farine T55 25 kg|SAC|14|22', 'Beurre doux 250 g x 40|CAR|86|120', 'Crème liquide 35% 6 x 1 L|CAR|24|36', 'Saumon Label Rouge 5 kg|CAR|98|140', 'Fromage emmental râpé 1 kg|SAC|9|14'],
  beverage_cost: ['Eau minérale 12 x 1 L|PACK|5|9', 'Café grains 1 kg|SAC|15|26', 'Jus d\'orange 6 x 1 L|CAR|9|15'],
  alcohol_cost: ['Vin rouge Côtes du Rhône 6 x 75 cl|CAR|36|66', 'Bière pression fût 30 L|FÛT|95|140', 'Champagne brut 75 cl|BTL|22|38'],
  paper_cost: ['Serviettes ouate 2 plis 2000|CAR|24|38', 'Gobelets carton 25 cl 1000|CAR|36|58', 'Sacs kraft à poignées 250|CAR|28|42'],
  cleaning_cost: ['Dégraissant cuisine 5 L|BID|18|32', 'Liquide vaisselle 5 L|BID|12|22', 'Désinfectant surfaces 6 x 1 L|CAR|22|36'],
  smallwares: ['Bac gastronorme GN 1/1|PCE|14|24', 'Couteau de chef 25 cm|PCE|29|69', 'Verres à vin 24 pièces|CAR|38|64'],
  repairs_maintenance: ['Intervention technicien froid|FORF|120|240', 'Main d\'oeuvre|H|55|85', 'Nettoyage hotte aspirante|FORF|380|780', 'Déplacement|FORF|35|65'],
  utilities: ['Consommation électricité|MOIS|420|1100', 'Abonnement internet pro|MOIS|39|89', 'Collecte des déchets|MOIS|90|220'],
  rent: ['Loyer local commercial|MOIS|2200|7400', 'Provision sur charges|MOIS|250|800'],
  linen_uniform: ['Location linge de table|SEM|45|90', 'Veste de cuisine|PCE|22|36'],
  marketing: ['Impression menus|FORF|120|320', 'Gestion réseaux sociaux|MOIS|300|900'],
  technology: ['Abonnement logiciel de caisse|MOIS|49|129'],
  professional_services: ['Honoraires expert-comptable|MOIS|220|600'],
  insurance: ['Prime assurance multirisque|TRIM|240|620'],
  freight_delivery: ['Frais de livraison|FORF|12|45'],
  labor: ['Extra service en salle|H|16|24'],
};

const ES: Raw = {
  food_cost: ['Pechuga de pollo fresca 5 kg|CJ|32|52', 'Carne picada vacuno 5 kg|CJ|40|62', 'Patata nueva saco 25 kg|SACO|12|20',
    'Harina de trigo 25 kg|SACO|12|19', 'Aceite de oliva virgen extra 5 L|GARR|28|48', 'Jamón serrano pieza|UD|58|110', 'Queso manchego curado 3 kg|UD|36|58', 'Gambas congeladas 2 kg|CJ|24|42'],
  beverage_cost: ['Agua mineral 12 x 1,5 L|PACK|4|8', 'Café en grano 1 kg|BOLSA|14|24', 'Refresco cola 24 latas|CJ|12|19'],
  alcohol_cost: ['Vino tinto Rioja crianza 6 x 75 cl|CJ|36|72', 'Cerveza barril 30 L|BARRIL|80|120', 'Cava brut 75 cl|BOT|6|12'],
  paper_cost: ['Servilletas papel 40x40 1200 uds|CJ|18|30', 'Vasos de cartón 8 oz 1000 uds|CJ|32|52', 'Bolsas kraft 250 uds|CJ|24|38'],
  cleaning_cost: ['Desengrasante industrial 5 L|GARR|14|26', 'Lavavajillas máquina 20 L|GARR|36|58', 'Lejía 12 x 1 L|CJ|9|15'],
  smallwares: ['Cubeta gastronorm GN 1/1|UD|13|22', 'Cuchillo cocinero 25 cm|UD|26|62', 'Copas de vino 24 uds|CJ|36|60'],
  repairs_maintenance: ['Reparación cámara frigorífica|UD|140|320', 'Mano de obra técnico|H|38|62', 'Limpieza campana extractora|UD|340|720', 'Desplazamiento|UD|25|45'],
  utilities: ['Suministro eléctrico periodo|MES|380|980', 'Fibra y telefonía empresa|MES|39|89', 'Recogida de residuos|MES|70|180'],
  rent: ['Alquiler local comercial|MES|1800|6200', 'Gastos de comunidad|MES|120|420'],
  linen_uniform: ['Servicio lavandería mantelería|SEM|40|80', 'Chaqueta de cocinero|UD|18|32'],
  marketing: ['Impresión de cartas|UD|90|260', 'Gestión redes sociales|MES|250|800'],
  technology: ['Licencia TPV mensual|MES|39|99'],
  professional_services: ['Honorarios gestoría|MES|120|380'],
  insurance: ['Prima seguro multirriesgo|TRIM|180|520'],
  freight_delivery: ['Portes|UD|10|40'],
  labor: ['Personal extra camarero|H|12|18'],
};

const SERVICE_UNITS = new Set(['MO', 'HR', 'YR', 'WK', 'LOT', 'MON', 'STD', 'PAUSCH', 'WO', 'QUART', 'MOIS', 'FORF', 'H', 'SEM', 'TRIM', 'MES']);

function expand(raw: Raw, language: Language): CatalogueItem[] {
  const out: CatalogueItem[] = [];
  for (const category of COST_CATEGORIES) {
    for (const entry of raw[category] ?? []) {
      const [description, unit, min, max] = entry.split('|') as [string, string, string, string];
      out.push({
        description,
        unit,
        minPrice: Number(min),
        maxPrice: Number(max),
        category,
        language,
        service: SERVICE_UNITS.has(unit) || /service|fee|charge|labor|rent|premium|consult/i.test(description) && unit === 'EA' && !/[A-Z]{4,}/.test(description),
      });
    }
  }
  return out;
}

export const CATALOGUE: readonly CatalogueItem[] = [
  ...expand(EN, 'en'), ...expand(DE, 'de'), ...expand(FR, 'fr'), ...expand(ES, 'es'),
];

export function catalogueFor(language: Language, category?: CostCategory): CatalogueItem[] {
  return CATALOGUE.filter((i) => i.language === language && (category === undefined || i.category === category));
}

/** Receipts (DECISIONS.md "Receipts"): taxCategory for the receipt and its lines. */
export const RECEIPT_TAX_CATEGORIES = [
  'Meals', 'Supplies', 'Travel', 'Vehicle', 'Office', 'Utilities', 'Advertising',
  'Professional Services', 'Repairs', 'Rent', 'Insurance', 'Other',
] as const;
export type ReceiptTaxCategory = (typeof RECEIPT_TAX_CATEGORIES)[number];

export interface ReceiptItem {
  description: string;
  min: number;
  max: number;
  category: CostCategory;
  /** Sold by weight or volume: quantity is a decimal with this unit. */
  unit?: string;
}

/** Kinds of merchant a receipt comes from, with what they sell and the receipt's tax category. */
export interface MerchantType {
  id: string;
  taxCategory: ReceiptTaxCategory;
  names: string[];
  items: ReceiptItem[];
  tips: boolean;
}

const ri = (s: string, category: CostCategory): ReceiptItem => {
  const [description, min, max, unit] = s.split('|') as [string, string, string, string | undefined];
  return { description, min: Number(min), max: Number(max), category, ...(unit ? { unit } : {}) };
};

export const MERCHANT_TYPES: readonly MerchantType[] = [
  {
    id: 'restaurant', taxCategory: 'Meals', tips: true,
    names: ['Blue Door Bistro', 'Trattoria Roma', 'The Golden Fork', 'Casa Lupe', 'Le Petit Zinc', 'Gasthaus zur Linde', 'Bar Pepe', 'Harbor Grill'],
    items: ['Cheeseburger|11|17', 'Caesar Salad|9|14', 'Fish & Chips|14|21', 'Margherita Pizza|12|18', 'Club Sandwich|10|15', 'Soup of the Day|5|9',
      'Iced Tea|2.5|4', 'Coke|2.5|4', 'Espresso|2|4', 'House Wine Glass|7|12', 'Draft Beer|5|9', 'Tiramisu|6|9', 'Schnitzel Wiener Art|13|19',
      'Croque Monsieur|8|12', 'Tapas variadas|9|16', 'Steak Frites|18|28'].map((s) => ri(s, 'other')),
  },
  {
    id: 'coffee', taxCategory: 'Meals', tips: true,
    names: ['Bean There Cafe', 'Daily Grind', 'Café Central', 'Kaffeehaus Mitte', 'Café du Marché', 'Cafetería Sol'],
    items: ['Latte 12oz|3.5|5.5', 'Cappuccino|3.2|5', 'Americano|2.5|4', 'Croissant|2.2|3.8', 'Blueberry Muffin|2.5|4', 'Bagel w/ Cream Cheese|3|5', 'Chai Latte|3.8|5.5', 'Cold Brew|3.5|5'].map((s) => ri(s, 'other')),
  },
  {
    id: 'grocery', taxCategory: 'Supplies', tips: false,
    names: ['FreshMart', 'Green Valley Market', 'Supermercado La Plaza', 'Marché Frais', 'Frischmarkt', 'Cash & Carry Depot'],
    items: [
      ...['BANANAS|0.5|0.9|lb', 'TOMATOES ROMA|1.2|2.4|lb', 'GROUND BEEF|4.5|7|lb'].map((s) => ri(s, 'food_cost')),
      ...['MILK 2% GAL|3.2|4.8', 'EGGS LG DOZ|2.5|5', 'BREAD WHITE|2|4', 'CHEDDAR BLOCK 2LB|7|11', 'RICE 10LB|8|13', 'OLIVE OIL 1L|8|14', 'CHICKEN THIGHS|6|11'].map((s) => ri(s, 'food_cost')),
      ...['SPARKLING WATER 12PK|4|7', 'ORANGE JUICE 52OZ|3.5|5.5'].map((s) => ri(s, 'beverage_cost')),
      ...['PAPER TOWELS 6RL|7|12', 'FOIL 75SQFT|4|7'].map((s) => ri(s, 'paper_cost')),
      ...['DISH SOAP 28OZ|2.5|4.5', 'BLEACH 121OZ|4|7'].map((s) => ri(s, 'cleaning_cost')),
    ],
  },
  {
    id: 'hardware', taxCategory: 'Repairs', tips: false,
    names: ['Ace Builders Supply', 'HandyPro Hardware', 'Baumarkt Keller', 'Brico Centre', 'Ferretería Central'],
    items: [
      ...['PVC ELBOW 1-1/2"|1|3', 'PIPE WRENCH 14"|18|32', 'SILICONE CAULK WHT|5|9', 'LIGHT BULB LED 4PK|8|15', 'SCREWS DECK 1LB|8|13', 'DUCT TAPE 60YD|6|11', 'FAUCET CARTRIDGE|14|28'].map((s) => ri(s, 'repairs_maintenance')),
      ...['BUCKET 5GAL|4|7', 'EXTENSION CORD 25FT|12|24'].map((s) => ri(s, 'supply_cost')),
    ],
  },
  {
    id: 'office', taxCategory: 'Office', tips: false,
    names: ['OfficeMax Plus', 'Paper & Pen Co.', 'Bürobedarf Schmidt', 'Bureau Vallée', 'Papelería Moderna'],
    items: [
      ...['COPY PAPER 8.5X11 RM|6|10', 'STAPLER DESKTOP|9|18', 'BINDER 2" BLK|4|8', 'SHARPIE 12PK|9|15', 'LABELS ADDR 750|14|24', 'ENVELOPES #10 500|15|26'].map((s) => ri(s, 'supply_cost')),
      ...['USB-C CABLE 6FT|12|22', 'INK CART HP 64XL|38|62', 'WIRELESS MOUSE|18|34'].map((s) => ri(s, 'technology')),
    ],
  },
  {
    id: 'fuel', taxCategory: 'Vehicle', tips: false,
    names: ['QuickFuel #2214', 'Shell Station 448', 'Aral Tankstelle', 'TotalEnergies Relais', 'Repsol Estación'],
    items: [...['UNLEADED|3.1|4.9|gal', 'DIESEL|3.6|5.4|gal'].map((s) => ri(s, 'freight_delivery')), ...['CAR WASH DELUXE|9|15', 'WASHER FLUID|3|6'].map((s) => ri(s, 'other'))],
  },
  {
    id: 'taxi', taxCategory: 'Travel', tips: true,
    names: ['City Cab Co.', 'Metro Taxi 24', 'Taxi Zentrale', 'G7 Taxi', 'Radio Taxi Madrid'],
    items: ['Fare|12|48', 'Airport surcharge|4|8', 'Waiting time|2|9'].map((s) => ri(s, 'other')),
  },
  {
    id: 'parking', taxCategory: 'Vehicle', tips: false,
    names: ['Downtown Parking', 'ParkSafe Garage', 'Parkhaus Zentrum', 'Parking Indigo'],
    items: ['Parking 2h 15m|6|18', 'Daily max|18|34'].map((s) => ri(s, 'other')),
  },
  {
    id: 'print', taxCategory: 'Advertising', tips: false,
    names: ['PrintHub Express', 'Copy Corner', 'Druckerei Weber', 'Imprimerie Rapide'],
    items: ['Flyers color 500|45|120', 'Business cards 250|25|60', 'Banner 3x6 vinyl|60|140', 'Poster 24x36|18|38'].map((s) => ri(s, 'marketing')),
  },
];
