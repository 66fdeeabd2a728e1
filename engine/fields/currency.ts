// Stage: document text → ISO 4217 currency.
// Evidence is weighed rather than taking the first symbol: an explicit ISO code beats a symbol,
// a specific symbol (C$, R$, €) beats a bare "$", and when the text only says "$" or nothing at
// all, the language, the country in the addresses and the tax vocabulary decide.
import { foldText } from './text.js';

export interface CurrencyResult {
  code: string | null;
  /** 0..1: how clearly the evidence points at `code`. */
  confidence: number;
}

const ISO_CODES = [
  'USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'JPY', 'CNY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK',
  'HUF', 'MXN', 'BRL', 'INR', 'ZAR', 'SGD', 'HKD', 'ARS', 'CLP', 'COP', 'PEN', 'TRY', 'RON', 'BGN',
  'ISK', 'ILS', 'AED', 'SAR', 'KRW', 'THB', 'MYR', 'IDR', 'PHP', 'KES', 'NGN',
];

const MAJOR_CODES = new Set(['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'JPY', 'CNY', 'SEK', 'NOK', 'DKK', 'MXN', 'BRL', 'INR', 'ZAR', 'SGD', 'HKD', 'PLN', 'CZK']);

/** Symbols, most specific first so "C$" is not also counted as "$". */
const SYMBOLS: [RegExp, string][] = [
  [/(?<![A-Za-z])US\$/g, 'USD'],
  [/(?<![A-Za-z])(?:MX\$|MEX\$)/g, 'MXN'],
  [/(?<![A-Za-z])(?:C\$|CA\$|CAN\$)/g, 'CAD'],
  [/(?<![A-Za-z])(?:A\$|AU\$)/g, 'AUD'],
  [/(?<![A-Za-z])NZ\$/g, 'NZD'],
  [/(?<![A-Za-z])(?:S\$|SG\$)/g, 'SGD'],
  [/(?<![A-Za-z])HK\$/g, 'HKD'],
  [/(?<![A-Za-z])R\$/g, 'BRL'],
  [/€/g, 'EUR'],
  [/£/g, 'GBP'],
  [/₹|\bRs\.?(?=\s?\d)/g, 'INR'],
  // The rand: an R before an amount with cents ("R314.92", "R 1 250.00"), never inside a word.
  [/(?<![A-Za-z\d$])R(?=\s?\d{1,3}(?:[ ,]\d{3})*[.,]\d{2}(?!\d))/g, 'ZAR'],
  [/zł/g, 'PLN'],
  // The recogniser has no "č": OCR prints "Kc" after an amount.
  [/Kč|(?<=\d\s?)K[cC]\b/g, 'CZK'],
  [/₩/g, 'KRW'],
  // Peru's sol ("S/ 748.12"), Malaysia's ringgit ("RM 12.50"), the Kenyan shilling ("KSh 1,250"),
  // the Philippine peso and the naira: before an amount only ("RM" is also a room, "S/" a slash).
  [/(?<![A-Za-z])S\/\.?(?=\s?\d)/g, 'PEN'],
  [/(?<![A-Za-z])RM(?=\s?\d)/g, 'MYR'],
  [/(?<![A-Za-z])K[Ss][Hh][Ss]?\.?(?=\s?\d)/g, 'KES'],
  [/₱/g, 'PHP'],
  // The rupiah: "Rp 9.400", "Rp9.400", before an amount only.
  [/(?<![A-Za-z])Rp\.?(?=\s?\d)/g, 'IDR'],
  [/₦/g, 'NGN'],
  [/₺/g, 'TRY'],
  // The lira's "TL" after an amount with kuruş ("1.961,27 TL") or before one; not after a bare
  // count, where it is a unit's tail ("18 BTL" read "18TL").
  [/(?<=\d[.,]\d\d[ \t]?)TL\b|(?<![A-Za-z])TL[ \t]?(?=\d{1,3}(?:[.,]\d{3})*[.,]\d\d(?!\d))/g, 'TRY'],
  [/\bFr\.(?=\s?\d)|\bSFr\.?/g, 'CHF'],
];

interface CountryHint {
  re: RegExp;
  code: string;
}

// Folded text (lowercase, no accents). Countries and tax words that belong to one currency.
const CONTEXT: CountryHint[] = [
  { re: /\b(canada|ontario|quebec|british columbia|alberta|manitoba|nova scotia|hst|pst|qst|tps|tvq|gst\/hst)\b/g, code: 'CAD' },
  { re: /\b(australia|abn|nsw|victoria vic|queensland|qld)\b/g, code: 'AUD' },
  // New Zealand's name, cities no other country's streets are commonly named after, its IRD and GST numbers.
  { re: /\b(new zealand|aotearoa|auckland|christchurch|tauranga|dunedin|palmerston north|ird no|gst no\.? \d{2,3}-\d{3}-\d{3})\b/g, code: 'NZD' },
  { re: /\b(mexico|rfc|cdmx|jalisco)\b/g, code: 'MXN' },
  // Not the Philippines' "VAT REG TIN".
  { re: /\b(united kingdom|england|scotland|wales|london|vat reg(?! tin)|vat no)\b/g, code: 'GBP' },
  // The Republic of Ireland: its name (not Northern Ireland's), its cities and "Co. Clare" counties.
  { re: /(?<!northern )\b(ireland|eire|dublin|cork|galway|limerick|waterford|kilkenny|(?:co\.?|county) (?:carlow|cavan|clare|cork|donegal|dublin|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow))\b/g, code: 'EUR' },
  { re: /\b(schweiz|suisse|svizzera|switzerland|mwst\.?-?nr|che-\d|zurich|basel|bern|geneve|lausanne|luzern|st\. gallen|winterthur|lugano)/g, code: 'CHF' },
  { re: /\b(deutschland|germany|osterreich|austria|france|espana|spain|italia|italy|belgique|belgie|nederland|netherlands|portugal|ust-?idnr|siret|tva intracom|nif|cif|partita iva|p\.?\s?iva|btw|kvk|nipc)\b/g, code: 'EUR' },
  { re: /\b(polska|poland|nip|regon)\b/g, code: 'PLN' },
  { re: /\b(usa|united states|sales tax)\b/g, code: 'USD' },
  { re: /\b(sverige|sweden|moms)\b/g, code: 'SEK' },
  { re: /\b(norge|norway|mva)\b/g, code: 'NOK' },
  { re: /\b(danmark|denmark|cvr)\b/g, code: 'DKK' },
  { re: /\b(cesko|ceska republika|czech republic|dph)\b/g, code: 'CZK' },
  { re: /\b(suomi|finland|y-tunnus|alv)\b/g, code: 'EUR' },
  { re: /\b(brasil|brazil|cnpj)\b/g, code: 'BRL' },
  { re: /\b(south africa|suid-afrika|johannesburg|cape town|kaapstad|durban|pretoria|gauteng|sandton|gqeberha|port elizabeth|western cape|kwazulu-natal)\b/g, code: 'ZAR' },
  { re: /\b(india|gstin|cgst|sgst|igst|maharashtra|karnataka|tamil nadu|bengaluru|bangalore|mumbai|new delhi|hyderabad|chennai|kolkata)\b/g, code: 'INR' },
  { re: /\b(singapore|uen)\b/g, code: 'SGD' },
  { re: /\b(magyarorszag|hungary|budapest|adoszam)\b/g, code: 'HUF' },
  { re: /\b(romania|bucuresti|cluj-napoca|reg\.? com\.?|cui\s*:?\s*(?:ro\s?)?\d{4,})/g, code: 'RON' },
  { re: /\b(turkiye|turkey|istanbul|ankara|izmir|vergi dairesi|kdv)\b/g, code: 'TRY' },
  // The euro countries of the east: Estonia, Latvia, Lithuania, Slovakia, Slovenia, Croatia.
  { re: /\b(eesti|estonia|tallinn|tartu|kmkr|latvija|latvia|riga|lietuva|lithuania|vilnius|kaunas|klaipeda|pvm kodas|slovensko|slovakia|bratislava|kosice|ic dph|slovenija|slovenia|ljubljana|hrvatska|croatia|zagreb|rijeka|oib)\b/g, code: 'EUR' },
  { re: /\b(kenya|nairobi|mombasa|kisumu|kra pin|etims)\b/g, code: 'KES' },
  { re: /\b(nigeria|lagos|abuja|port harcourt)\b/g, code: 'NGN' },
  { re: /\b(malaysia|kuala lumpur|selangor|petaling jaya|penang|pulau pinang|johor bahru|sdn\.? bhd|sst)\b/g, code: 'MYR' },
  { re: /\b(indonesia|jakarta|surabaya|bandung|medan|semarang|makassar|denpasar|tangerang|bekasi|depok|npwp)\b/g, code: 'IDR' },
  { re: /\b(philippines|manila|makati|quezon city|cebu|taguig|pasig|vatable|vat reg tin)\b/g, code: 'PHP' },
  { re: /\b(peru|lima|arequipa|sunat|igv)\b/g, code: 'PEN' },
  { re: /\b(chile|santiago(?! de compostela)|valparaiso|providencia|las condes|sii|temuco|antofagasta|vina del mar|puerto montt|boleta electronica)\b/g, code: 'CLP' },
  // A Chilean RUT as printed ("R.U.T.: 76.118.447-2"), which OCR leaves readable where "S.I.I." is not.
  { re: /\br\.?\s?u\.?\s?t\.?\s*:?\s*\d{1,2}\.\d{3}\.\d{3}-[\dk]\b/g, code: 'CLP' },
  { re: /\b(colombia|bogota|medellin|cali|barranquilla|dian)\b/g, code: 'COP' },
  { re: /\b(argentina|buenos aires|cuit|afip)\b/g, code: 'ARS' },
];

/**
 * Currencies besides the US dollar printed as a bare "$", with the peso countries that print
 * their peso so (Chile, Colombia, Argentina).
 */
const DOLLAR_COUNTRIES = ['CAD', 'AUD', 'NZD', 'MXN', 'SGD', 'HKD', 'CLP', 'COP', 'ARS'];

/** Currencies of countries besides the UK whose English documents say VAT. */
const ENGLISH_VAT_COUNTRIES = ['PHP', 'KES', 'NGN', 'ZAR', 'AED', 'SAR'];

const US_STATE_ZIP = /\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b/g;
// OCR glues the town to the postcode ("LeedsLS11 5QP"): only letters and digits may not precede it.
const UK_POSTCODE = /(?<![A-Z\d])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g;
const CA_POSTCODE = /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/g;
// Not a phone number after "SMS/WA" (WhatsApp): "WA 0811 1500 447".
const AU_STATE_POSTCODE = /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}\b(?!\s?\d)/g;
/** International dialling codes printed with phone numbers. */
const PHONE_PREFIX: [RegExp, string][] = [
  [/\+41\s?\d/g, 'CHF'],
  [/\+44\s?\d/g, 'GBP'],
  [/\+61\s?\d/g, 'AUD'],
  [/\+52\s?\d/g, 'MXN'],
  [/\+(?:49|43|33|34|39|31|32|351|353)\s?\d/g, 'EUR'],
  [/\+48\s?\d/g, 'PLN'],
  [/\+46\s?\d/g, 'SEK'],
  [/\+45\s?\d/g, 'DKK'],
  [/\+47\s?\d/g, 'NOK'],
  [/\+358\s?\d/g, 'EUR'],
  [/\+420\s?\d/g, 'CZK'],
  [/\+27\s?\d/g, 'ZAR'],
  [/\+91\s?\d/g, 'INR'],
  [/\+65\s?\d/g, 'SGD'],
  [/\+64\s?\d/g, 'NZD'],
  [/\+36\s?\d/g, 'HUF'],
  [/\+40\s?\d/g, 'RON'],
  [/\+90\s?\d/g, 'TRY'],
  [/\+55\s?\d/g, 'BRL'],
  [/\+254\s?\d/g, 'KES'],
  [/\+234\s?\d/g, 'NGN'],
  [/\+60\s?\d/g, 'MYR'],
  [/\+63\s?\d/g, 'PHP'],
  [/\+62\s?\d/g, 'IDR'],
  [/\+51\s?\d/g, 'PEN'],
  [/\+56\s?\d/g, 'CLP'],
  [/\+57\s?\d/g, 'COP'],
  [/\+54\s?\d/g, 'ARS'],
];

/** Currency of the country an IBAN or EU VAT number names (its first two letters). */
const COUNTRY_CURRENCY: Record<string, string> = {
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', EL: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR', HR: 'EUR', IE: 'EUR',
  IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
  GB: 'GBP', CH: 'CHF', LI: 'CHF', PL: 'PLN', SE: 'SEK', NO: 'NOK', DK: 'DKK', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN',
};
// The payee's bank account and tax number say where the invoice is paid and taxed, which a city
// or product name ("GIN LONDON DRY" on an Austrian invoice) does not: they weigh double.
// OCR drops or glues the spaces ("IBAN AT715119 4483").
const IBAN = /\bIBAN\s*:?\s*([A-Z]{2})\s?\d{2}/g;
const EU_VAT_ID = /(?<![A-Z\d])(ATU\d{8}|(?:DE|EL|PT|GB)\s?\d{9}|FR\s?[\dA-Z]{2}\s?\d{9}|ES\s?[\dA-Z]\d{7}[\dA-Z]|IT\s?\d{11}|NL\s?\d{9}B\d{2}|BE\s?[01]\d{9}|IE\s?\d{7}[A-W][A-IW]?|IE\s?\d[A-Z+*]\d{5}[A-W]|SK\s?\d{10}|CZ\s?\d{8,10}|EE\s?\d{9}|LT\s?(?:\d{9}|\d{12})|LV\s?\d{11}|HR\s?\d{11}|SI\s?\d{8})(?![A-Z\d])/g;
const REGISTRATION_WEIGHT = 2;

function bump(scores: Map<string, number>, code: string, by: number): void {
  scores.set(code, (scores.get(code) ?? 0) + by);
}

/** Picks the currency for a document from all of its text and its label language. */
/** Where an ISO code is a currency: a major code anywhere, the others (PEN, CUP...) beside an amount. */
function codePattern(code: string): RegExp {
  return new RegExp(MAJOR_CODES.has(code)
    ? `(?<![A-Za-z])${code}(?![A-Za-z])`
    // A space, never a line break: "… 8.15\nPEN BALLPOINT" is a pen, not Peruvian soles.
    : `(?<![A-Za-z])${code}[ \\t]?(?=\\d)|\\d[ \\t]?${code}(?![A-Za-z])`, 'g');
}
const CODE_PATTERNS = new Map(ISO_CODES.map((code) => [code, codePattern(code)]));
/** The Euro-pallet ("Paleta EUR vratná", "EUR-Palette", "palettes EUR") is no euro amount. */
const EURO_PALLET = /(?:palet|palett|pallet)\p{L}*\s+EUR\b|\bEUR[-\s]?(?:palet|palett|pallet)\p{L}*/giu;
const BESIDE_AMOUNT_CAD = /(?<![A-Za-z])CAD[ \t]?(?=\d)|\d[ \t]?CAD(?![A-Za-z])/g;

/**
 * The one currency a line names by its code or its own symbol (not a bare "$"), or null where it
 * names none or several: on the total's line ("TOTAL USD   11,971.00") it is the currency the
 * document bills in, whatever equivalents ("€ 11.048,45") and capital ("€ 100.000") the page prints.
 */
export function currencyNamedIn(text: string): string | null {
  const named = new Set<string>();
  for (const [code, re] of CODE_PATTERNS) if (text.search(re) >= 0) named.add(code);
  for (const [re, code] of SYMBOLS) if (text.search(re) >= 0) named.add(code);
  return named.size === 1 ? [...named][0]! : null;
}

export function detectCurrency(texts: string[], language: string | null): CurrencyResult {
  const all = texts.join('\n').replace(EURO_PALLET, (m) => ' '.repeat(m.length));
  const folded = foldText(all);
  const scores = new Map<string, number>();

  for (const [code, re] of CODE_PATTERNS) {
    // Codes that are also English words (PEN, CUP...) only count next to an amount; so does CAD
    // on a Turkish page, whose addresses abbreviate Caddesi ("İBRAHİM CAD. NO:44").
    const hits = (language === 'tr' && code === 'CAD' ? all.match(BESIDE_AMOUNT_CAD) : all.match(re))?.length ?? 0;
    if (hits > 0) bump(scores, code, 4 + Math.min(hits, 4));
  }
  let stripped = all;
  for (const [re, code] of SYMBOLS) {
    const hits = stripped.match(re)?.length ?? 0;
    if (hits > 0) {
      bump(scores, code, 3 + Math.min(hits, 4));
      stripped = stripped.replace(re, ' ');
    }
  }
  // "kr" is shared by Sweden, Norway and Denmark; context below tips it.
  // On one line only: "… 90.00" ending one line over "KR-SX  EMPTY KEG RETURN" is no amount in crowns.
  // Not the letters of a postcode ("Dublin 2, D02 KR83"): a "kr" before its amount stands apart from it.
  const kr = stripped.match(/(?<![a-z\d])kr\.?(?=[ \t]\d|\s|$)|(?<![a-z])kr\.(?=\d)|\d[ \t]?kr\b(?!-)/gi)?.length ?? 0;
  // Not a "$" inside a word: OCR reads an S as "$" ("E$21 2100" for the IBAN "ES21 2100"); the
  // prefixed dollars ("US$", "C$", "R$") were named above.
  const bareDollar = stripped.match(/(?<!\p{L})\$|\$(?![\p{L}\d])/gu)?.length ?? 0;
  const yen = stripped.match(/¥|円|元|RMB/g)?.length ?? 0;

  const context = new Map<string, number>();
  for (const hint of CONTEXT) {
    // Presence, not count: "origin Mexico" on ten product lines is still one mention.
    if (hint.re.test(folded)) bump(context, hint.code, 1);
    hint.re.lastIndex = 0;
  }
  if ((all.match(US_STATE_ZIP)?.length ?? 0) > 0) bump(context, 'USD', 1);
  if ((all.match(UK_POSTCODE)?.length ?? 0) > 0) bump(context, 'GBP', 1);
  if ((all.match(CA_POSTCODE)?.length ?? 0) > 0) bump(context, 'CAD', 1);
  if ((all.match(AU_STATE_POSTCODE)?.length ?? 0) > 0) bump(context, 'AUD', 1);
  // search(), not test(): these regexes are global, and test() would carry lastIndex from one
  // document to the next (the same page could then get another currency on a second read).
  for (const [re, code] of PHONE_PREFIX) if (all.search(re) >= 0) bump(context, code, 1);
  const registered = new Set<string>();
  for (const match of all.matchAll(IBAN)) registered.add(match[1]!);
  for (const match of all.matchAll(EU_VAT_ID)) registered.add(match[1]!.slice(0, 2));
  for (const country of registered) {
    const code = COUNTRY_CURRENCY[country];
    if (code) bump(context, code, REGISTRATION_WEIGHT);
  }
  // Upper-case MWST is the Swiss spelling (Germany and Austria write MwSt.).
  if (/\bMWST\b/.test(all)) bump(context, 'CHF', 1);
  // English with VAT and no dollar sign: the UK far more often than Ireland or the Gulf (not
  // where an Irish VAT number or account is printed).
  // Not where the text names another country that writes VAT in English ("VATable Sales" in
  // Quezon City, a KRA PIN in Nairobi).
  const elsewhere = ENGLISH_VAT_COUNTRIES.some((code) => context.has(code));
  if (language === 'en' && /\bvat(?![a-z])/.test(folded) && !/\$/.test(all) && !registered.has('IE') && !elsewhere) bump(context, 'GBP', 1);

  // Danish and Swedish both say "moms": the label language tells the four crowns apart.
  const crown = language === 'da' ? 'DKK' : language === 'no' ? 'NOK' : language === 'sv' ? 'SEK' : language === 'is' ? 'ISK' : null;
  if (crown) bump(context, crown, 2);
  if (kr > 0) {
    const nordic = ['SEK', 'NOK', 'DKK', 'ISK'].sort((a, b) => (context.get(b) ?? 0) - (context.get(a) ?? 0))[0]!;
    bump(scores, nordic, 3 + Math.min(kr, 3));
  }
  if (yen > 0) bump(scores, /元|RMB/.test(stripped) ? 'CNY' : 'JPY', 3 + Math.min(yen, 3));
  // A lone "$" in a language of no dollar country is most likely a misread 5 or S ("$40.00" for
  // "540,00" on a German invoice), not the currency.
  // So is one on a page in another language whose addresses and tax ids name only countries of
  // other currencies (a Valencia invoice with its NIF and CIF), where the language alone would
  // have made it a peso or a Canadian dollar.
  const dollarContext = ['USD', ...DOLLAR_COUNTRIES].some((c) => context.has(c));
  const foreignContext = language !== null && language !== 'en' && context.size > 0 && !dollarContext;
  const loneStrayDollar = bareDollar === 1 && ((language !== null && ['de', 'it', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'cs'].includes(language)) || foreignContext);
  if (bareDollar > 0 && !loneStrayDollar) {
    const local = DOLLAR_COUNTRIES
      .filter((c) => (context.get(c) ?? 0) > (context.get('USD') ?? 0))
      .sort((a, b) => (context.get(b) ?? 0) - (context.get(a) ?? 0))[0];
    // "$2,743.60 CAD": when the document names exactly one dollar currency by its code, its bare
    // "$" signs are that currency, whatever the addresses say.
    const named = ['USD', ...DOLLAR_COUNTRIES].filter((c) => scores.has(c));
    // Without a country in the text, a "$" on a Spanish document is the peso far more often than
    // the US dollar, and on a French one the Canadian dollar (Québec).
    const unnamedDollar = (context.get('USD') ?? 0) > 0 ? 'USD' : language === 'es' ? 'MXN' : language === 'fr' ? 'CAD' : 'USD';
    bump(scores, named.length === 1 ? named[0]! : local ?? unnamedDollar, 2 + Math.min(bareDollar, 4));
  }

  let best: [string, number] | null = null;
  let second = 0;
  for (const entry of scores) {
    if (!best || entry[1] > best[1]) {
      second = best?.[1] ?? 0;
      best = entry;
    } else if (entry[1] > second) second = entry[1];
  }
  if (best) {
    const margin = (best[1] - second) / best[1];
    return { code: best[0], confidence: Math.min(0.99, 0.75 + 0.24 * margin) };
  }

  // No money mark at all: fall back to the country in the text (a tie goes to the language's
  // currency), then the language.
  const byLanguage = languageCurrency(language);
  const contextBest = [...context.entries()].sort((a, b) => b[1] - a[1] || Number(b[0] === byLanguage.code) - Number(a[0] === byLanguage.code))[0];
  if (contextBest) return { code: contextBest[0], confidence: 0.6 };
  return byLanguage;
}

/** Languages spoken (on invoices) mostly in euro countries. */
const EURO_LANGUAGES = new Set(['de', 'fr', 'es', 'it', 'nl', 'pt', 'fi', 'lt', 'et', 'hr', 'sl', 'lv']);

function languageCurrency(language: string | null): CurrencyResult {
  if (language !== null && EURO_LANGUAGES.has(language)) return { code: 'EUR', confidence: 0.8 };
  if (language === 'pl') return { code: 'PLN', confidence: 0.8 };
  if (language === 'sv') return { code: 'SEK', confidence: 0.8 };
  if (language === 'da') return { code: 'DKK', confidence: 0.8 };
  if (language === 'no') return { code: 'NOK', confidence: 0.8 };
  if (language === 'is') return { code: 'ISK', confidence: 0.8 };
  if (language === 'cs') return { code: 'CZK', confidence: 0.8 };
  if (language === 'en') return { code: 'USD', confidence: 0.4 };
  return { code: null, confidence: 0 };
}
