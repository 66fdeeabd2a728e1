// Vendors and customers: names with legal suffixes, addresses and tax ids in each locale's
// conventions. Vendor "types" decide which cost categories their invoices draw lines from, so a
// linen company bills linen and a broadline distributor bills food, paper and chemicals.

import type { CostCategory } from './catalogue.js';
import type { LocaleId } from './locale.js';
import { TAX_SYSTEMS } from './locale.js';
import type { Rng } from './rng.js';

export interface Party {
  name: string;
  addressLines: string[];
  taxIdLabel: string | null;
  taxId: string | null;
  phone: string | null;
  email: string | null;
}

export interface VendorType {
  id: string;
  nouns: string[];
  categories: [CostCategory, number][];
  /** Typical number of lines; broadline distributors are the ones with long tables. */
  lines: [number, number];
}

export const VENDOR_TYPES: readonly VendorType[] = [
  { id: 'broadline', nouns: ['Foodservice', 'Food Distributors', 'Restaurant Supply', 'Provisions', 'Foods'], categories: [['food_cost', 6], ['paper_cost', 2], ['cleaning_cost', 1], ['beverage_cost', 1], ['supply_cost', 1], ['smallwares', 0.5], ['freight_delivery', 0.3]], lines: [6, 45] },
  { id: 'produce', nouns: ['Produce', 'Farms', 'Fresh Market', 'Seafood'], categories: [['food_cost', 10], ['freight_delivery', 0.4]], lines: [4, 25] },
  { id: 'beverage', nouns: ['Beverage', 'Wine & Spirits', 'Distributing', 'Brewing'], categories: [['alcohol_cost', 5], ['beverage_cost', 4], ['freight_delivery', 0.3]], lines: [3, 20] },
  { id: 'service', nouns: ['Mechanical', 'Refrigeration', 'Facility Services', 'Plumbing & Heating'], categories: [['repairs_maintenance', 10], ['freight_delivery', 0.5]], lines: [1, 6] },
  { id: 'utility', nouns: ['Energy', 'Power & Light', 'Waste Services', 'Telecom'], categories: [['utilities', 10]], lines: [1, 5] },
  { id: 'landlord', nouns: ['Properties', 'Realty', 'Holdings', 'Real Estate'], categories: [['rent', 10]], lines: [1, 4] },
  { id: 'linen', nouns: ['Linen', 'Uniform', 'Textile Services'], categories: [['linen_uniform', 10]], lines: [2, 8] },
  { id: 'tech', nouns: ['Systems', 'Technologies', 'IT Solutions', 'Software'], categories: [['technology', 10]], lines: [1, 6] },
  { id: 'marketing', nouns: ['Marketing', 'Media', 'Creative', 'Print & Design'], categories: [['marketing', 10]], lines: [1, 5] },
  { id: 'accounting', nouns: ['Accounting', 'Advisors', 'Partners', 'Consulting'], categories: [['professional_services', 10]], lines: [1, 4] },
  { id: 'insurance', nouns: ['Insurance', 'Assurance', 'Underwriters'], categories: [['insurance', 10]], lines: [1, 3] },
  { id: 'staffing', nouns: ['Staffing', 'Workforce', 'Personnel'], categories: [['labor', 10]], lines: [1, 8] },
  { id: 'equipment', nouns: ['Equipment', 'Kitchen Solutions', 'Smallwares'], categories: [['smallwares', 5], ['equipment', 3], ['freight_delivery', 0.5]], lines: [2, 14] },
  { id: 'janitorial', nouns: ['Chemical', 'Sanitation', 'Janitorial Supply'], categories: [['cleaning_cost', 7], ['paper_cost', 3], ['supply_cost', 1]], lines: [3, 18] },
  { id: 'misc', nouns: ['Services', 'Group', 'Trading'], categories: [['other', 4], ['supply_cost', 3], ['freight_delivery', 1]], lines: [1, 6] },
];

const STEMS = [
  'Harbor', 'Summit', 'Prime Source', 'Metro', 'Pacific', 'Atlantic', 'Golden Gate', 'Blue Ridge', 'Northstar', 'Evergreen',
  'Riverside', 'Lakeshore', 'Keystone', 'Silver Oak', 'Redwood', 'Allied', 'Capital', 'Heritage', 'Cornerstone', 'Pinnacle',
  'Sunbelt', 'Great Plains', 'Ironwood', 'Bayview', 'Crescent', 'Granite State', 'Twin Rivers', 'Copper Creek', 'Alpine', 'Orchard Hill',
];
const STEMS_DE = ['Müller', 'Schneider', 'Becker', 'Hoffmann', 'Alpen', 'Rhein', 'Nord', 'Bayern', 'Hanse', 'Süd', 'Weber', 'Krüger'];
const NOUNS_DE: Record<string, string[]> = {
  broadline: ['Gastro-Großhandel', 'Lebensmittel', 'Frischdienst'], produce: ['Obst & Gemüse', 'Frischeservice'], beverage: ['Getränke', 'Weinhandel'],
  service: ['Kältetechnik', 'Haustechnik'], utility: ['Stadtwerke', 'Entsorgung'], landlord: ['Immobilien', 'Grundbesitz'], linen: ['Textilservice'],
  tech: ['Kassensysteme', 'IT-Service'], marketing: ['Werbeagentur', 'Druck'], accounting: ['Steuerberatung'], insurance: ['Versicherung'],
  staffing: ['Personaldienste'], equipment: ['Großküchentechnik'], janitorial: ['Hygiene', 'Reinigungsbedarf'], misc: ['Handel', 'Service'],
};
const STEMS_FR = ['Dupont', 'Martin', 'Lefèvre', 'Provence', 'Atlantique', 'Rhône', 'Bretagne', 'Lumière', 'Moreau', 'Garnier'];
const NOUNS_FR: Record<string, string[]> = {
  broadline: ['Distribution', 'Alimentaire', 'Restauration Pro'], produce: ['Primeurs', 'Marée'], beverage: ['Boissons', 'Vins & Spiritueux'],
  service: ['Froid Service', 'Maintenance'], utility: ['Énergie', 'Environnement'], landlord: ['Immobilier', 'Gestion'], linen: ['Blanchisserie'],
  tech: ['Informatique', 'Caisse Solutions'], marketing: ['Communication', 'Imprimerie'], accounting: ['Expertise Comptable'], insurance: ['Assurances'],
  staffing: ['Intérim'], equipment: ['Équipement CHR'], janitorial: ['Hygiène'], misc: ['Services', 'Négoce'],
};
const STEMS_ES = ['García', 'Martínez', 'Ibérica', 'Levante', 'Mediterránea', 'Sol', 'Castilla', 'Andaluza', 'Norte', 'Del Valle'];
const NOUNS_ES: Record<string, string[]> = {
  broadline: ['Distribuciones', 'Alimentación', 'Suministros Hosteleros'], produce: ['Frutas', 'Pescados'], beverage: ['Bebidas', 'Vinos'],
  service: ['Frío Industrial', 'Mantenimiento'], utility: ['Energía', 'Residuos'], landlord: ['Inmobiliaria', 'Patrimonio'], linen: ['Lavandería'],
  tech: ['Sistemas', 'Informática'], marketing: ['Publicidad', 'Artes Gráficas'], accounting: ['Asesores', 'Gestoría'], insurance: ['Seguros'],
  staffing: ['Trabajo Temporal'], equipment: ['Maquinaria Hostelera'], janitorial: ['Limpieza Industrial'], misc: ['Comercial', 'Servicios'],
};

const SUFFIXES: Record<LocaleId, string[]> = {
  'en-US': ['Inc.', 'LLC', 'Corp.', 'Co.', 'Inc'],
  'en-CA': ['Inc.', 'Ltd.', 'Corp.'],
  'en-GB': ['Ltd', 'Limited', 'PLC', 'LLP'],
  'en-AU': ['Pty Ltd', 'Pty. Ltd.'],
  'de-DE': ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.', 'UG (haftungsbeschränkt)'],
  'de-AT': ['GmbH', 'KG', 'AG'],
  'de-CH': ['AG', 'GmbH', 'Sàrl'],
  'fr-FR': ['SARL', 'SAS', 'SA', 'EURL'],
  'fr-CA': ['Inc.', 'Ltée'],
  'es-ES': ['S.L.', 'S.A.', 'S.L.U.'],
  'es-MX': ['S.A. de C.V.', 'S. de R.L. de C.V.'],
};

export function vendorName(rng: Rng, locale: LocaleId, type: VendorType): string {
  const lang = locale.slice(0, 2);
  const suffix = rng.pick(SUFFIXES[locale]);
  if (lang === 'de' && rng.chance(0.8)) return `${rng.pick(STEMS_DE)} ${rng.pick(NOUNS_DE[type.id]!)} ${suffix}`;
  if (lang === 'fr' && rng.chance(0.8)) return `${rng.pick(NOUNS_FR[type.id]!)} ${rng.pick(STEMS_FR)} ${suffix}`;
  if (lang === 'es' && rng.chance(0.8)) return `${rng.pick(NOUNS_ES[type.id]!)} ${rng.pick(STEMS_ES)} ${suffix}`;
  return `${rng.pick(STEMS)} ${rng.pick(type.nouns)} ${suffix}`;
}

const digits = (rng: Rng, n: number): string => rng.chars(n, '0123456789');
const upper = (rng: Rng, n: number): string => rng.chars(n, 'ABCDEFGHJKLMNPRSTUVWXYZ');

export function taxId(rng: Rng, locale: LocaleId): string {
  switch (locale) {
    case 'en-US': return `${digits(rng, 2)}-${digits(rng, 7)}`;
    case 'en-CA': case 'fr-CA': return `${digits(rng, 9)} RT0001`;
    case 'en-GB': return `GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`;
    case 'en-AU': return `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    case 'de-DE': return rng.chance(0.6) ? `DE${digits(rng, 9)}` : `${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`;
    case 'de-AT': return `ATU${digits(rng, 8)}`;
    case 'de-CH': return `CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`;
    case 'fr-FR': return rng.chance(0.6) ? `FR${digits(rng, 11)}` : `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)}`;
    case 'es-ES': return `${rng.pick(['B', 'A', 'ESB'])}${digits(rng, 8)}`;
    case 'es-MX': return `${upper(rng, 3)}${digits(rng, 6)}${upper(rng, 2)}${digits(rng, 1)}`;
  }
}

const US_STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Market St', 'Main St', 'Distribution Way', 'Warehouse Rd', 'Oak Ave', 'Harbor Blvd'];
const US_CITIES = ['Columbus, OH 43215', 'Austin, TX 78744', 'Denver, CO 80216', 'Portland, OR 97211', 'Atlanta, GA 30318', 'Newark, NJ 07105', 'Chicago, IL 60608', 'Phoenix, AZ 85043'];
const DE_STREETS = ['Industriestraße', 'Hauptstraße', 'Gewerbepark', 'Bahnhofstraße', 'Am Großmarkt', 'Lindenweg'];
const DE_CITIES = ['80331 München', '20457 Hamburg', '50667 Köln', '60311 Frankfurt am Main', '10115 Berlin', '70173 Stuttgart'];
const FR_STREETS = ['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue du Marché', 'ZI des Platanes'];
const FR_CITIES = ['69002 Lyon', '75011 Paris', '13001 Marseille', '33000 Bordeaux', '31000 Toulouse', '44000 Nantes'];
const ES_STREETS = ['Calle Mayor', 'Avenida de la Constitución', 'Polígono Industrial Sur, Nave', 'Calle del Carmen', 'Paseo de Gracia'];
const ES_CITIES = ['28013 Madrid', '08007 Barcelona', '41001 Sevilla', '46002 Valencia', '29001 Málaga'];

export function address(rng: Rng, locale: LocaleId): string[] {
  switch (locale) {
    case 'en-US': {
      const lines = [`${rng.int(10, 9800)} ${rng.pick(US_STREETS)}`];
      if (rng.chance(0.3)) lines.push(`Suite ${rng.int(100, 450)}`);
      lines.push(rng.pick(US_CITIES));
      return lines;
    }
    case 'en-CA': return [`${rng.int(10, 2400)} ${rng.pick(['King St W', 'Granville St', 'Rue Notre-Dame', 'Portage Ave'])}`, rng.pick(['Toronto, ON M5V 1K4', 'Vancouver, BC V6B 1A1', 'Winnipeg, MB R3C 0B1'])];
    case 'fr-CA': return [`${rng.int(10, 2400)} ${rng.pick(['boul. Saint-Laurent', 'rue Sainte-Catherine', 'chemin du Roy'])}`, rng.pick(['Montréal (QC) H2X 2S6', 'Québec (QC) G1R 4P5'])];
    case 'en-GB': return [`Unit ${rng.int(1, 30)}, ${rng.pick(['Riverside Park', 'Trident Estate', 'Mill Lane'])}`, rng.pick(['Leeds LS11 5QP', 'Manchester M4 6WX', 'London E14 9GE', 'Bristol BS2 0XJ'])];
    case 'en-AU': return [`${rng.int(1, 400)} ${rng.pick(['Harbour Rd', 'George St', 'Princes Hwy'])}`, rng.pick(['Sydney NSW 2000', 'Melbourne VIC 3000', 'Brisbane QLD 4000'])];
    case 'de-DE': return [`${rng.pick(DE_STREETS)} ${rng.int(1, 140)}`, rng.pick(DE_CITIES)];
    case 'de-AT': return [`${rng.pick(['Gewerbepark', 'Mariahilfer Straße', 'Landstraße'])} ${rng.int(1, 90)}`, rng.pick(['1100 Wien', '5020 Salzburg', '8010 Graz'])];
    case 'de-CH': return [`${rng.pick(['Bahnhofstrasse', 'Industriestrasse', 'Seestrasse'])} ${rng.int(1, 90)}`, rng.pick(['8001 Zürich', '3011 Bern', '4051 Basel'])];
    case 'fr-FR': return [`${rng.int(1, 180)} ${rng.pick(FR_STREETS)}`, rng.pick(FR_CITIES)];
    case 'es-ES': return [`${rng.pick(ES_STREETS)}, ${rng.int(1, 140)}`, rng.pick(ES_CITIES)];
    case 'es-MX': return [`Av. ${rng.pick(['Insurgentes Sur', 'Reforma', 'Revolución'])} ${rng.int(100, 2400)}`, `Col. ${rng.pick(['Roma Norte', 'Del Valle', 'Centro'])}`, rng.pick(['03940 Ciudad de México, CDMX', '44100 Guadalajara, Jal.'])];
  }
}

function phone(rng: Rng, locale: LocaleId): string {
  switch (locale.slice(3)) {
    case 'US': case 'CA': return `(${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`;
    case 'GB': return `0${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`;
    case 'DE': case 'AT': case 'CH': return `+${locale === 'de-DE' ? '49' : locale === 'de-AT' ? '43' : '41'} ${digits(rng, 2)} ${digits(rng, 7)}`;
    case 'FR': return `0${rng.int(1, 5)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
    case 'ES': return `+34 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    default: return `+52 55 ${digits(rng, 4)} ${digits(rng, 4)}`;
  }
}

export function makeVendor(rng: Rng, locale: LocaleId, type: VendorType): Party {
  const name = vendorName(rng, locale, type);
  const slug = name.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '').slice(0, 14);
  return {
    name,
    addressLines: address(rng, locale),
    taxIdLabel: rng.pick(TAX_SYSTEMS[locale].taxIdLabels),
    taxId: rng.chance(locale === 'en-US' ? 0.4 : 0.9) ? taxId(rng, locale) : null,
    phone: rng.chance(0.7) ? phone(rng, locale) : null,
    email: rng.chance(0.5) ? `${rng.pick(['billing', 'ar', 'invoices', 'info', 'accounts'])}@${slug}.${locale === 'en-US' ? 'com' : locale.slice(3).toLowerCase()}` : null,
  };
}

const CUSTOMERS: Record<string, string[]> = {
  en: ['Blue Door Bistro', 'Harbor Grill', 'The Copper Pot', 'Main Street Diner', 'Sunset Taqueria', 'Oak & Ember', 'Little Saigon Kitchen', 'Fireside Tavern'],
  de: ['Restaurant Zum Löwen', 'Gasthaus Sonne', 'Café Kranzler', 'Brauhaus am Markt', 'Bistro Lindenhof'],
  fr: ['Brasserie Le Central', 'Bistrot des Halles', 'Café de la Gare', 'Restaurant Le Lys', 'Crêperie du Port'],
  es: ['Restaurante El Olivo', 'Taberna La Bodega', 'Bar Casa Manolo', 'Cafetería Plaza', 'Marisquería O Porto'],
};
const CUSTOMER_SUFFIX: Record<string, string[]> = { en: ['', '', 'LLC', 'Inc.'], de: ['', 'GmbH'], fr: ['', 'SARL'], es: ['', 'S.L.'] };

export function makeCustomer(rng: Rng, locale: LocaleId): Party {
  const lang = locale.slice(0, 2);
  const suffix = rng.pick(CUSTOMER_SUFFIX[lang]!);
  const name = `${rng.pick(CUSTOMERS[lang]!)}${suffix ? ' ' + suffix : ''}`;
  return {
    name,
    addressLines: address(rng, locale),
    taxIdLabel: rng.pick(TAX_SYSTEMS[locale].taxIdLabels),
    taxId: lang !== 'en' && rng.chance(0.4) ? taxId(rng, locale) : null,
    phone: null,
    email: null,
  };
}

export function makeMerchantAddress(rng: Rng, locale: LocaleId): { lines: string[]; phone: string | null } {
  return { lines: address(rng, locale), phone: rng.chance(0.7) ? phone(rng, locale) : null };
}
