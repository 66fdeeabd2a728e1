// Tokenization shared by our text models. Everything model-specific (embeddings, weights,
// pooling) lives in the ONNX graphs; this file only turns text into integer ids:
//  - word ids into the pruned GloVe vocabulary shipped as models/vocab.txt (0 = padding/unknown),
//  - hashed feature ids for character n-grams, whole tokens and word pairs, so unseen spellings,
//    SKUs and abbreviations still produce a signal.
// Invoice lines are noisy ("CHKN BRST BNLS 4/10#"), so we also expand a small table of standard
// distributor abbreviations before looking words up.

/** Shared abbreviations seen on US foodservice invoices; expansions are plain English words. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  chkn: 'chicken', chk: 'chicken', ckn: 'chicken', brst: 'breast', bnls: 'boneless', bnlss: 'boneless', sknls: 'skinless',
  sknl: 'skinless', b: '', frz: 'frozen', frzn: 'frozen', fz: 'frozen', frsh: 'fresh', fr: 'fresh', bf: 'beef', grnd: 'ground',
  gr: 'ground', pk: 'pack', pkg: 'package', cs: 'case', ea: 'each', ct: 'count', dz: 'dozen', lb: 'pound', lbs: 'pound',
  oz: 'ounce', gal: 'gallon', qt: 'quart', pt: 'pint', ltr: 'liter', ml: 'milliliter', kg: 'kilogram', btl: 'bottle',
  bt: 'bottle', cn: 'can', bx: 'box', bg: 'bag', rl: 'roll', tom: 'tomato', tomat: 'tomato', ptato: 'potato',
  onn: 'onion', oni: 'onion', lett: 'lettuce', rom: 'romaine', mozz: 'mozzarella', ched: 'cheddar', chs: 'cheese', chz: 'cheese',
  shrd: 'shredded', shred: 'shredded', slcd: 'sliced', slc: 'sliced', dcd: 'diced', whl: 'whole', wht: 'white', blk: 'black',
  grn: 'green', yel: 'yellow', lg: 'large', med: 'medium', sm: 'small', xl: 'extra large', jmb: 'jumbo', crm: 'cream',
  btr: 'butter', mlk: 'milk', veg: 'vegetable', vegtbl: 'vegetable', sce: 'sauce', sau: 'sauce', dsg: 'dressing', drsg: 'dressing',
  evoo: 'extra virgin olive oil', flr: 'flour', sug: 'sugar', sgr: 'sugar', ap: 'all purpose', brd: 'bread',
  tort: 'tortilla', sal: 'salmon', shrmp: 'shrimp', shr: 'shrimp', pld: 'peeled', dev: 'deveined',
  trky: 'turkey', tky: 'turkey', prk: 'pork', bcn: 'bacon', saus: 'sausage', sausg: 'sausage', hm: 'ham', stk: 'steak',
  rst: 'roast', nys: 'new york strip', tndr: 'tender', tndrln: 'tenderloin', cky: 'cookie', choc: 'chocolate',
  van: 'vanilla', straw: 'strawberry', bev: 'beverage', bvg: 'beverage', jc: 'juice', jce: 'juice', wtr: 'water',
  coff: 'coffee', cof: 'coffee', dcf: 'decaf', crmr: 'creamer', syr: 'syrup', bib: 'bag in box', lmn: 'lemon', lme: 'lime',
  lemnd: 'lemonade', sda: 'soda', cab: 'cabernet', chard: 'chardonnay', sauv: 'sauvignon', blnc: 'blanc',
  pnot: 'pinot', vdka: 'vodka', tqla: 'tequila', whsky: 'whiskey', whsk: 'whiskey', bbn: 'bourbon', rm: 'rum',
  cp: 'cup', cps: 'cups', lds: 'lids', nap: 'napkin', napk: 'napkin', npkn: 'napkin', twl: 'towel', twls: 'towels',
  tsu: 'tissue', tiss: 'tissue', cont: 'container', ctnr: 'container', cntr: 'container', clmshl: 'clamshell', clam: 'clamshell',
  hng: 'hinged', fl: 'foil', fol: 'foil', pln: 'plain', pap: 'paper', ppr: 'paper', plas: 'plastic', plst: 'plastic',
  pls: 'plastic', clr: 'clear', frk: 'fork', spn: 'spoon', knf: 'knife', strw: 'straw', wrpd: 'wrapped', glv: 'glove',
  glvs: 'gloves', ntrl: 'nitrile', nitr: 'nitrile', vnl: 'vinyl', lnr: 'liner', dgrsr: 'degreaser',
  degr: 'degreaser', sani: 'sanitizer', sntzr: 'sanitizer', san: 'sanitizer', det: 'detergent', dtrg: 'detergent',
  clnr: 'cleaner', clnsr: 'cleanser', disinf: 'disinfectant', blch: 'bleach', sp: 'soap', hnd: 'hand',
  ss: 'stainless steel', alum: 'aluminum', pn: 'pan', sht: 'sheet', htl: 'hotel', svc: 'service', serv: 'service',
  maint: 'maintenance', mnt: 'maintenance', rpr: 'repair', rep: 'repair', inst: 'installation', lbr: 'labor', hr: 'hour',
  hrs: 'hours', chg: 'charge', chrg: 'charge', dlvry: 'delivery', del: 'delivery', dlv: 'delivery', frt: 'freight',
  frght: 'freight', surchg: 'surcharge', sur: 'surcharge', ins: 'insurance', prem: 'premium', mo: 'monthly',
  mthly: 'monthly', mnthly: 'monthly', elec: 'electric', elect: 'electric', util: 'utility', tel: 'telephone', ph: 'phone',
  inv: 'invoice', misc: 'miscellaneous', adj: 'adjustment', acct: 'account', mgmt: 'management', advtg: 'advertising',
  adv: 'advertising', mktg: 'marketing', mkt: 'marketing', lic: 'license', subscr: 'subscription',
  equip: 'equipment', eqp: 'equipment', refrig: 'refrigerator', refer: 'refrigerator', frzr: 'freezer',
  unif: 'uniform', apr: 'apron', lin: 'linen', tbl: 'table', tblcl: 'tablecloth', asst: 'assorted',
  org: 'organic', nat: 'natural', hvy: 'heavy', wipp: 'whipping', dbl: 'double', sgl: 'single', ind: 'individual',
  iw: 'individually wrapped', iqf: 'frozen', rte: 'ready to eat', ff: 'french fries', fry: 'fries',
};

/** Pack-size and count units: kept for n-grams (raw tokens) but not looked up as words. */
const UNIT_WORDS = new Set([
  'lb', 'lbs', 'oz', 'gal', 'qt', 'pt', 'ltr', 'l', 'ml', 'kg', 'g', 'ct', 'cs', 'ea', 'dz', 'pk', 'pkg', 'bx', 'in', 'x',
  'v', 'avg', 'bbl', 'ft', 'comp', 'qty', 'hrs', 'hr',
]);

export interface TokenizedText {
  /** Normalised word tokens in order (abbreviations expanded, hyphen joins added). */
  words: string[];
  /** Raw lowercase tokens before expansion (used for character n-grams). */
  rawTokens: string[];
}

const SPLIT = /[^a-z0-9]+/;

/**
 * Lowercase, strip accents (ä → a, é → e), ß → ss and the ligatures œ → oe, æ → ae (NFKD keeps
 * them whole), so German/French/Spanish spellings match: "bœuf" is "boeuf", not "b" + "uf".
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Splits letters from digits ("12oz" → 12 oz) and hyphenated words, then expands abbreviations. */
export function tokenize(text: string): TokenizedText {
  const normal = normalizeText(text);
  const words: string[] = [];
  const rawTokens: string[] = [];
  for (const chunk of normal.split(/\s+/)) {
    if (!chunk) continue;
    const parts = chunk.split(SPLIT).filter(Boolean);
    // "rib-eye" and "t-shirt" also appear written as one word; keep the joined form too.
    if (parts.length === 2 && /^[a-z]+$/.test(parts[0]!) && /^[a-z]+$/.test(parts[1]!)) {
      words.push(parts[0]! + parts[1]!);
    }
    for (const part of parts) {
      for (const piece of part.split(/(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/)) {
        if (!piece) continue;
        rawTokens.push(piece);
        if (/^[0-9]+$/.test(piece)) continue;
        // Pack-size units say little about what the item is and appear in every category.
        if (UNIT_WORDS.has(piece)) continue;
        const expansion = Object.hasOwn(ABBREVIATIONS, piece) ? ABBREVIATIONS[piece]! : piece;
        for (const w of expansion.split(' ')) if (w) words.push(w);
      }
    }
  }
  return { words, rawTokens };
}

/** FNV-1a 32-bit; stable across runs and platforms so ids baked into models never drift. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface HashedFeatureOptions {
  buckets: number;
  minN: number;
  maxN: number;
  /** Add hashed word pairs (distinguishes "ice machine repair" from "ice machine"). */
  wordPairs: boolean;
}

/** Hashed ids for whole tokens, char n-grams of "<token>" and optional word pairs. */
export function hashedFeatures(tokens: TokenizedText, options: HashedFeatureOptions): number[] {
  const ids: number[] = [];
  const add = (feature: string) => ids.push(fnv1a(feature) % options.buckets);
  const seen = new Set<string>();
  for (const token of [...tokens.rawTokens, ...tokens.words]) {
    if (seen.has(token)) continue;
    seen.add(token);
    if (/^[0-9]+$/.test(token)) {
      // Numbers: a shape feature plus the exact value (SKUs, pack counts like 1000 ct).
      add(`#n${Math.min(token.length, 8)}`);
      add(`#v${token}`);
      continue;
    }
    add(`w:${token}`);
    const padded = `<${token}>`;
    for (let n = options.minN; n <= options.maxN; n++) {
      for (let i = 0; i + n <= padded.length; i++) add(padded.slice(i, i + n));
    }
  }
  if (options.wordPairs) {
    for (let i = 0; i + 1 < tokens.words.length; i++) add(`p:${tokens.words[i]}_${tokens.words[i + 1]}`);
  }
  return ids;
}

export class Vocabulary {
  private readonly index = new Map<string, number>();
  constructor(readonly words: readonly string[]) {
    words.forEach((w, i) => this.index.set(w, i + 1));
  }
  /** 1-based id, 0 when unknown (row 0 of every embedding table is zeros). */
  id(word: string): number {
    return this.index.get(word) ?? 0;
  }
  get size(): number {
    return this.words.length + 1;
  }
  static parse(text: string): Vocabulary {
    return new Vocabulary(text.split('\n').filter((w) => w.length > 0));
  }
}

/** Known-word ids for a tokenized text (unknown words dropped; the n-gram side covers them). */
export function wordIds(tokens: TokenizedText, vocab: Vocabulary): number[] {
  const ids: number[] = [];
  for (const w of tokens.words) {
    const id = vocab.id(w);
    if (id > 0) ids.push(id);
  }
  return ids;
}

export interface PaddedBatch {
  ids: BigInt64Array;
  mask: Float32Array;
  rows: number;
  width: number;
}

/** Pads ragged id lists into [rows, width] with a 0/1 mask; width ≥ 1 so empty texts still run. */
export function padBatch(lists: number[][], maxWidth = 4096): PaddedBatch {
  let longest = 1;
  for (const list of lists) longest = Math.max(longest, list.length);
  const width = Math.min(maxWidth, longest);
  const rows = lists.length;
  const ids = new BigInt64Array(rows * width);
  const mask = new Float32Array(rows * width);
  lists.forEach((list, r) => {
    const n = Math.min(list.length, width);
    for (let i = 0; i < n; i++) {
      ids[r * width + i] = BigInt(list[i]!);
      mask[r * width + i] = 1;
    }
  });
  return { ids, mask, rows, width };
}
