// Stage: first page rows → vendor / merchant name.
// The vendor is the prominent name at the top of the first page (or after "From:"), never the
// customer in the "Bill To" block, never a document title like INVOICE, an address, a phone
// number or a date. Legal suffixes (GmbH, Ltd, SARL, S.L. ...) and the name being repeated in
// the footer or in "payable to" are extra evidence; where a logo carried the name and the top
// of the page offers none, the name after "payable to" or first in the legal footer is taken.
// A short name the page spells out in full with its legal form ("GISLER" and "Gisler
// Bürotechnik AG") is given in that full form.
import type { LabelledValue } from '../layout/blocks.js';
import type { PageRows, Row, Segment } from '../layout/rows.js';
import { readHeader } from '../layout/table.js';
import type { RoleLookup } from '../roles/lookup.js';
import { findDates } from './dates.js';
import { findLabels, isDocumentTitle } from './labels.js';
import { restoreDiacritics } from './diacritics.js';
import { cleanValue, editDistance, foldText, oneEditApart } from './text.js';
import { median } from '../stats.js';

export interface VendorResult {
  name: string | null;
  confidence: number;
}

const LEGAL_SUFFIX =
  /(?:^|[\s,])(gmbh|ag|kg|ohg|ug|e\.\s?k\.|e\.\s?u\.|gbr|mbh|ltd\.?|limited|llc|l\.l\.c\.|pllc|p\.l\.l\.c\.|inc\.?|incorporated|corp\.?|corporation|co\.|company|plc|llp|lp|pty|s\.?[aà]\.?r\.?l\.?|s[aà]rl|sas|s\.a\.s\.|sa|s\.a\.|s\.l\.u?\.?|sl|slu|s\.?p\.?a\.?|s\.r\.l\.|srl|b\.v\.|bv|n\.v\.|nv|lda|ab|as|a\/s|oy|eurl|sasu|sci|& co\.?|s\.?\s?de\s?r\.?\s?l\.?|c\.?\s?v\.?|s\.?\s?a\.?\s?de\s?c\.?\s?v\.?|s\.?\s?c\.?|srls|bvba|sp\.?\s?z\s?o\.?\s?o\.?|spzoo|sp\.?\s?[jk]\.|sgps|unipessoal|ltda\.?|c\.b\.|spol\.?\s?s\s?r\.\s?o\.?|s\.\s?r\.\s?o\.?|a\.\s?s\.|sagl|kft\.?|zrt\.?|nyrt\.?|d\.\s?o\.\s?o\.?|uab|aps|asa|oyj|v\.o\.f\.|vof|cvba|scarl|snc|s\.\s?n\.\s?c\.?|s\.c\.p\.|sdn\.?\s?bhd\.?|bhd\.?|pte\.?|tbk\.?|(?<=^)pt\.?|e\.\s?v\.|sia|ehf\.?|hf\.?|d\.\s?d\.?|a\.m\.b\.a\.?|amba|[ikp]\/s|npc|bt\.?|s\.\s?coop\.?|teoranta|teo\.|asbl|a\.s\.b\.l\.|vzw|v\.z\.w\.|oü|ou$|mtü|j\.\s?d\.\s?o\.\s?o\.?|s\.\s?p\.|a\.\s?ş\.?|şti\.?)(?=$|[\s,.])/iu;

/** A trade name followed by its owner's name: "… di Bellini Marco", "… di Rossi & C.". */
const OWNER_AFTER_NAME = /^\p{L}[\p{L}'&. ]*\s(?:di|de|del|della)\s+\p{Lu}[\p{L}'-]+(?:\s+(?:\p{Lu}[\p{L}'-]+|&\s*C\.?)){0,2}$/u;

const ADDRESS_WORDS =
  /(?<![\p{L}\p{N}_])(street|st\.|avenue|ave\.?|av\.|col\.|road|rd\.|boulevard|blvd|suite|ste\.|drive|dr\.|lane|ln\.|way|p\.?o\.? box|strasse|straße|str\.|weg|platz|allee|gasse|ring|postfach|rue|chemin|place|bd|cedex|calle|c\/|avda|avenida|plaza|paseo|carrera|via|piazza|viale|corso|straat|laan|plein|gracht|rua|avenida|travessa|largo|ulica|ul\.|aleja|gatan|vägen|floor|building|unit \d+)\b/iu;

// A web domain has a word before its dot; OCR glues "S.A.de C.V.", "SA.de C.V." and "S.de R.L."
// into ".de".
// Word edges are Unicode letters: an ASCII \b sees the "tel" of "Hôtel" as a word of its own.
const CONTACT = /@|www\.|https?:|(?<![\p{L}\p{N}_])(?:tel|phone|fax|mobile|telefon|tél|tfno|teléfono|iban|bic|swift)(?![\p{L}\p{N}_])|^\+?\d[\d\s()/-]{6,}$/iu;

/** Field names of a header grid, never a sender's name alone. */
const GRID_FIELD_NAME = /^(?:terms|conditions|reference|ref\.?|account(?:\s*no\.?)?|(?:job|order|your\s*order|customer|account|po)\s*(?:no\.?|number|#))\s*:?$/i;

/** "From:" and its kin before the sender's name on the same line. */
const FROM_LABEL = /^(?:from|de|von|bill from)\s*:\s*/i;

/** A bare web domain ("acme.com"): contact details, unless a company name carries it ("Amazon.com Services LLC"). */
const WEB_DOMAIN = /[a-z0-9-]{3}\.(com|de|fr|es|net|org|co\.uk)\b/i;

const ADDRESSEE = /^(?:m\.?\s*(?:et|&)\s*mme|mr\.?\s*(?:and|&)\s*mrs|mme|mlle|herrn?|frau|familie|fam\.|sra\.|srta\.|dhr\.|mevr\.|sig\.(?:ra)?)\s/i;

/** A copy's mark printed over a receipt ("*** REPRINT ***", "DUPLICADO", "CUSTOMER COPY"). */
const COPY_MARK = /^[\s*#=-]*(?:(?:customer|merchant|cardholder|store)\s+)?(?:re-?print(?:ed)?|duplicate|duplicado|duplicata|duplikat|copy|copie|kopie|copia|kopia|segunda\s+via|2a\s+via)(?:\s+(?:copy|receipt|client|cliente|kunde))?[\s*#=-]*$/;

function letterRatio(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters / Math.max(1, text.replace(/\s/g, '').length);
}

/** Why a segment cannot be a vendor name, or null when it can. */
/** A title addressed to the reader ("Your electricity bill", "Ihre Rechnung", "Votre facture"). */
const ADDRESSED_TITLE = /^(?:your|ihre?|votre|vos|su|sus|tu|uw|la\s+tua|la\s+sua|a\s+sua)\s+(?:\p{L}+\s+){0,3}(?:bill|invoice|statement|receipt|order|rechnung|abrechnung|facture|factura|factuur|fattura|bolletta|fatura)\b/u;

export function vendorDisqualifier(text: string): string | null {
  const t = text.trim();
  if (t.length < 2) return 'short';
  if (isDocumentTitle(t) || ADDRESSED_TITLE.test(foldText(t))) return 'title';
  if (letterRatio(t) < 0.5) return 'not words';
  // A legal form on a line of its own ("S.R.L." under a two-line word mark) is the end of a name, not one.
  if (LEGAL_SUFFIX.test(t) && !/\p{L}{2}/u.test(t.replace(LEGAL_SUFFIX, ' '))) return 'legal form alone';
  // A contact word names a contact where a number or an address follows: "Southern Cross Mobile
  // Pty Ltd" and "T-Mobile" are names.
  if ((CONTACT.test(t) && /[\d@]|www\.|https?:/.test(t)) || (WEB_DOMAIN.test(t) && !(LEGAL_SUFFIX.test(t) && /\s/.test(t.trim())))) return 'contact';
  // Street words alone are not enough ("Supermercado La Plaza", "Ring Electrical"): an
  // address line also carries a number.
  if (/^\d+[a-z]?\s/i.test(t) || (ADDRESS_WORDS.test(t) && /\d/.test(t))) return 'address';
  if (/\b\d{4,5}\s+\p{L}/u.test(t) || /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(t)) return 'postcode';
  // "Chicago, IL 60616", "Toronto ON M5H 1J8": a US state or Canadian province and its code.
  if (/\b[A-Z]{2}\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s*$/.test(t)) return 'postcode';
  if (findDates(t).length > 0) return 'date';
  if (/\b(page|seite|pagina|página)\s*\d/i.test(t)) return 'page';
  // A header grid's field name alone in its cell ("Terms | 14 days", "Job No. | J-40771"), where a
  // photo lost the name set white on a dark band above it.
  if (GRID_FIELD_NAME.test(t)) return 'label';
  // A field and its value ("Collected from: M6 westbound …", "Fault: clutch failure"): a name has no colon after its first words.
  // So are fields joined by a slash ("Apellido y Nombre / Razón Social: Panificadora … S.A.").
  if (/^\p{L}[\p{L}.'\-/ ]{0,40}:\s+\S/u.test(t) && !FROM_LABEL.test(t)) return 'label';
  // A label disqualifies only when it is used as one: "Invoice No: 12", "Total", "Date 1.2.24";
  // "Cash & Carry Depot" or "Total Office Supplies Ltd" are names.
  // A label word inside a company name ("Harbor Freight Logistics Inc.") is part of the name.
  const companyName = LEGAL_SUFFIX.test(t) && !/[:\d]/.test(t);
  const labels = findLabels(t).filter((h) => {
    // "Sold by" alone heads the vendor's block; in a name ("Supplier Depot") it is no label.
    if (h.field === 'vendorFrom') return h.start === 0 && /^[\s:]*$/.test(t.slice(h.end));
    const rest = t.slice(h.end).trim();
    return rest === '' || /^[:#]/.test(rest) || /\d/.test(rest) || (h.weakness === 0 && h.start > 0 && h.field !== 'tender' && !companyName);
  });
  if (labels.length > 0) return 'label';
  const folded = foldText(t);
  if (/^(thank|danke|merci|gracias|welcome|bienvenue|willkommen|bienvenido)/i.test(folded)) return 'greeting';
  if (COPY_MARK.test(folded)) return 'copy mark';
  // A person addressed ("M. et Mme Laurent", "Herrn Klaus Berger", "Familie Berger") is the
  // customer. Plain "Mr."/"Mrs." are left alone: brands carry them ("Mr. Bricolage", "Mrs. Fields").
  if (ADDRESSEE.test(folded)) return 'addressee';
  // "Please make checks payable to Acme LLC": the sentence names the vendor, it is not the name.
  if (PAYEE.test(folded)) return 'payee sentence';
  return null;
}

/**
 * A legal form OCR glued to the name's last word ("Kältetechnike.K.", "MüllerGmbH"): spaced off
 * before anything reads the words, so the word keeps its own spelling ("GroBkichentechnike.K."
 * is "Großküchentechnik e.K.", not a run-together "Gro Bkichentechnike.K.").
 */
export function separateGluedLegalForm(text: string): string {
  return text
    .replace(/(\S)(GmbH|AG|KG|Ltd|LLC|Inc|SARL|SAS)\b/g, (m, a: string, b: string) => (/\p{Ll}/u.test(a) ? `${a} ${b}` : m))
    // "e.K." (eingetragener Kaufmann) glued to a lower-case word; its own "e" starts the form.
    .replace(/(?<=\p{Ll}{2})e\.\s?K\.?$/u, ' e.K.')
    // "Quaystack Labs,Inc.": the space after the comma before the form.
    .replace(/(?<=\p{L}),(?=(?:Inc|Ltd|LLC|Corp|Co|GmbH|S\.?A|S\.?L|B\.?V)\b)/gu, ', ');
}

/**
 * OCR often loses the spaces of a bold heading ("ParkhausZentrum", "BeckerGetrankeGmbH"); put
 * them back at lower→upper case changes, keeping GmbH, KGaA and Mc/Mac names whole.
 */
export function restoreNameSpaces(text: string): string {
  // A capitals word OCR read in mixed case ("MerCAdoNA" from a bold heading on a fax): case flips
  // twice or more inside it and half its letters or more are capitals. Brands set in mixed case
  // flip once ("McDonald", "DuPont", "iPhone").
  text = text.replace(/\p{L}{4,}/gu, (word) => {
    const flips = word.match(/\p{Ll}(?=\p{Lu})/gu)?.length ?? 0;
    const capitals = word.match(/\p{Lu}/gu)?.length ?? 0;
    return flips >= 2 && capitals * 2 >= word.length ? word.toUpperCase() : word;
  });
  // Only long run-together words: "FreshMart" or "PrintHub" are brands written that way. Not at
  // a B after a vowel: that is the ß OCR cannot read ("Gastro-GroBmark", "SeverinstraBe").
  const split = text.replace(/\S{12,}/g, (word) =>
    word.replace(/(\p{Ll})(\p{Lu})/gu, (m, a: string, b: string, offset: number, all: string) =>
      /(?:^|\s)(?:Ma?c|[a-z])$/.test(all.slice(0, offset + 1)) || (b === 'B' && /[aeiouäöü]/.test(a)) ? m : `${a} ${b}`,
    ),
  );
  return split
    // "Power&Light": an ampersand between two words of a name; "AT&T", "H&M" stay tight.
    .replace(/(\p{L}*\p{Ll}\p{L}*)&(?=\p{Lu}\p{Ll}{2})/gu, (m, a: string) => (a.length >= 3 ? `${a} & ` : m))
    // An ampersand spaced on one side only lost the other space ("Recovery &Towing", "Stone& Co").
    .replace(/(?<=\s)&(?=\p{Lu}\p{Ll})/gu, '& ')
    .replace(/(?<=\p{Ll})&(?=\s)/gu, ' &')
    .replace(/\bGmb H\b/g, 'GmbH')
    .replace(/\bmb H\b/g, 'mbH')
    .replace(/\bKGa A\b/g, 'KGaA')
    .replace(/(\S)(GmbH|AG|KG|Ltd|LLC|Inc|SARL|SAS)\b/g, (m, a: string, b: string) => (/\p{Ll}/u.test(a) ? `${a} ${b}` : m))
    // A capitals heading run together ("BOULANGERIEDUPONTSARL"): its legal form at least comes
    // apart; no word of six letters or more ends in these.
    .replace(/(\p{Lu}{6,})(GMBH|LTD|LLC|SARL|INC|TBK|BHD)(?=[\s.,]*$)/u, '$1 $2')
    // Shorter forms only where a name ends ("LumiereSA"), since inside one they are letters of
    // a brand ("CoSA Foods").
    .replace(/(\p{Ll})(SA|SL|SRL|PLC|BV)(?=[\s.,]*$)/u, '$1 $2')
    // OCR splits and drops dots in legal forms: "L td", "S . L.", "S.A" at the end.
    .replace(/\bL td\b/g, 'Ltd')
    .replace(/\b([SC]) \. ([ALV])\./g, '$1.$2.')
    // A dotted abbreviation closing the name keeps its last dot too ("S.p.A", "s.r.o", "B.V").
    .replace(/(?<=^|\s)((?:\p{L}\.){1,3}\p{L})$/u, '$1.')
    // "Supply,S.L.": the comma's space before a legal form; "Roasters, nc." for "Inc." with its
    // capital lost to a curl.
    .replace(/,(?=(?:\p{L}\.){1,3}\p{L}\.?$)/u, ', ')
    .replace(/(?<=,\s?)[lI1]?nc\.?$/, 'Inc.')
    // A lower-case l that starts a capitalised word before a consonant is an I ("lronwood").
    .replace(/(^|\s)l(?=[rnmtdgkpvz][a-z])/g, '$1I')
    // The Polish "Sp. z o.o." at a name's end, its o's read as zeros and its z upper case.
    .replace(/(?<=\s)Sp\.?\s?[zZ]\s?[oO0]\.\s?[oO0]\.?(?=[\s,]*$)/, 'Sp. z o.o.')
    // "PL C", "LL C": a short legal form split at its last letter.
    .replace(/\b(PL|LL) C$/, '$1C')
    .replace(/(?<=\s)\p{L}{6,}(?=[\s.,]*$)/u, restoreLegalForm);
}

/** Legal forms spelt out, long enough that one OCR slip in them is told apart from a name. */
const LONG_LEGAL_FORMS = ['Limited', 'Incorporated', 'Corporation', 'Company', 'Unipessoal'];

/** A name's last word one slip from a spelt-out legal form is that form ("Limlted"). */
function restoreLegalForm(word: string): string {
  const lower = word.toLowerCase();
  const form = LONG_LEGAL_FORMS.find((f) => f.toLowerCase() !== lower && oneEditApart(lower, f.toLowerCase()));
  if (!form) return word;
  return word === word.toUpperCase() ? form.toUpperCase() : form;
}

/** Segments in the customer block: right of / under a "Bill To"-type label. */
function customerSegments(page: PageRows, labelled: LabelledValue[]): Set<Segment> {
  const out = new Set<Segment>();
  for (const lv of labelled) {
    if (lv.hit.field !== 'billTo' || lv.row.pageIndex !== page.pageIndex) continue;
    if (lv.hit.start > 3) continue;
    out.add(lv.segment);
    for (const seg of lv.row.segments.slice(lv.segmentIndex + 1)) out.add(seg);
    const startIndex = page.rows.indexOf(lv.row);
    const left = lv.segment.box.x;
    let prevBottom = lv.row.box.y + lv.row.box.h;
    for (const row of page.rows.slice(startIndex + 1, startIndex + 8)) {
      if (row.box.y - prevBottom > row.height * 1.5) break;
      let took = false;
      for (const seg of row.segments) {
        if (Math.abs(seg.box.x - left) < row.height * 3) {
          out.add(seg);
          took = true;
        }
      }
      // A row of the column beside ("Invoice no. 000219" between "BILL TO" and the customer's
      // name) interleaves with the block: only a row that starts in the block's column ends it.
      if (!took && row.segments.some((seg) => seg.box.x < left + row.height * 3)) break;
      if (took) prevBottom = row.box.y + row.box.h;
    }
  }
  return out;
}

/**
 * "Please make checks payable to Acme LLC.", "Kontoinhaber: Muster GmbH", "Payment by EFT to
 * Midland Recovery & Towing Ltd · IBAN …", and who issued the receipt ("Kvittering udstedt af
 * Madløb ApS · CVR-nr. …", "Invoice issued by …"): the name after it.
 */
const PAYEE = /(?:(?:receipt|invoice)\s*issued\s*by|udstedt\s*af|utstedt\s*av|utfardad\s*av|ausgestellt\s*(?:von|durch)|emise?\s*par|emitid[oa]\s*por|emess[oa]\s*da|uitgegeven\s*door|wystawion[ya]\s*przez|payab[il1]e\s*to|remit(?:tance)?\s*to|payment\s*by\s*(?:eft|bacs|ach|wire|(?:bank\s*)?transfer|direct\s*(?:credit|deposit))\s*to|pay(?:ment)?\s*to\s*the\s*order\s*of|zahlbar\s*an|kontoinhaber(?:in)?\s*:|zahlungsempfanger\s*:|a\s*l'\s*ordre\s*de|beneficiaire\s*:|a\s*(?:favor|nombre)\s*de|titular\s*:)\s*/i;
/** A footer part that names a bank, not the sender. */
const BANK_WORDS = /\b(bank|banque|banco|sparkasse|volksbank|raiffeisen|iban|bic|swift)\b/i;

/**
 * A name as OCR read it, repaired: accents first ("GroBkuchen" is one misread word, not two),
 * then spaces, then the words that the new spaces separated.
 */
function readOcrName(raw: string, language: string | null): string {
  return lowHighQuotes(restoreDiacritics(restoreNameSpaces(restoreDiacritics(separateGluedLegalForm(letterOFromZero(capitalInitialsForm(accentedCapitalI(raw, language)))), language)), language));
}

/**
 * A name in low-high quotes after its legal form ("UAB „Ąžuolo spaustuvė“", "SIA „Zaļā Ozola
 * aptieka“"): OCR reads the low quote as a comma or two and the high one as a straight quote.
 */
function lowHighQuotes(text: string): string {
  const opened = /(^|\s)(?:,,?|„)(?=\p{Lu})/u.exec(text);
  if (!opened || !/["“”]\s*$/.test(text)) return text;
  return `${text.slice(0, opened.index)}${opened[1]}„${text.slice(opened.index + opened[0].length)}`.replace(/["“”]\s*$/, '“');
}

/**
 * OCR reads a capital Í inside a word in capitals as a small i, its accent as the dot
 * ("TOSTADURiA"); in Turkish that dot is the İ's.
 */
function accentedCapitalI(text: string, language: string | null): string {
  const capital = language === 'tr' ? 'İ' : language !== null && ACUTE_I_LANGUAGES.has(language) ? 'Í' : null;
  return capital === null ? text : text.replace(/(?<=\p{Lu}{2})i(?=\p{Lu})/gu, capital);
}
const ACUTE_I_LANGUAGES = new Set(['es', 'pt', 'hu', 'cs', 'is']);

/** OCR reads a capital of a dotted legal form small ("S.A. de C.v."): such forms are capitals. */
function capitalInitialsForm(text: string): string {
  return text.replace(/(?<![\p{L}.])([A-Z])\.([a-z])\.(?=[\s,]|$)/gu, (_, a: string, b: string) => `${a}.${b.toUpperCase()}.`);
}

/** OCR reads an o between two letters as a zero ("Bow River R0asters Ltd."); a name has no digit there. */
function letterOFromZero(text: string): string {
  return text.replace(/(?<=(\p{L}))0(?=(\p{L}))/gu, (_zero, before: string, after: string) => (/\p{Lu}/u.test(before) && !/\p{Ll}/u.test(after) ? 'O' : 'o'))
    // ...or ending a dotted legal form ("d.o.0.").
    .replace(/(?<=(?<!\p{L})\p{Ll}\.\p{Ll}\.)0(?=\.?(?:\s|$))/gu, 'o');
}

/**
 * Where a logo carries the name, the text still names the sender elsewhere: after "payable to" /
 * "Kontoinhaber", or first in a footer line of legal details ("Elektro Wagner GmbH · Industriestr.
 * 7 · HRB 12345"). Names found so, with a legal form or from a payee phrase.
 */
function namedElsewhere(allRows: readonly Row[]): string[] {
  const names: string[] = [];
  const pageBottom = new Map<number, number>();
  for (const r of allRows) pageBottom.set(r.pageIndex, Math.max(pageBottom.get(r.pageIndex) ?? 0, r.box.y + r.box.h));
  for (const row of allRows) {
    const folded = foldText(row.text);
    const payee = PAYEE.exec(folded);
    if (payee) {
      // Up to the end of the sentence; a legal form's own dot ("LLC.") ends it too. OCR may drop
      // the space after that dot ("LLC.Thank you"): a dot after a word, right before a capitalised
      // word, ends it as well.
      const rest = row.text.slice(payee.index + payee[0].length).split(/[;!·•|]|\.\s+(?=\p{Lu})|(?<=\p{L}{2})\.(?=\p{Lu}\p{Ll})|\s{3,}/u)[0]!.trim().replace(/\.$/, '');
      const name = cleanValue(rest);
      // "Payment by bank transfer to: IBAN …" names an account, not a payee.
      if (name.length >= 3 && name.split(/\s+/).length <= 8 && !BANK_WORDS.test(name) && vendorDisqualifier(name) === null) names.push(name);
    }
    if (row.box.y < (pageBottom.get(row.pageIndex) ?? 0) * 0.8) continue;
    // OCR reads a middle dot as a colon or a dot set apart ("GmbH : Industriestr").
    const parts = row.text.split(/\s*[·•|]\s*|\s+[-–:.]\s+/);
    const first = endAtLegalForm(parts[0]!.trim());
    // A footer line of legal details starting with the name, or the name on a line of its own
    // over them ("Halcyon AV Ltd" over "7 Mill Lane, Bristol · 0117 … · hello@…").
    const ownLine = parts.length === 1 && row.segments.length === 1 && first.split(/\s+/).length <= 6;
    // Or before the tax number alone ("Bow River Roasters Ltd. · GST# 81234 5678 RT0001").
    const beforeTaxId = parts.length === 2 && TAX_ID_WORDS.test(parts[1]!);
    // Or run straight into its address, the separator lost ("Brianza Packaging Machines S.r.l. Via
    // Valassina 118, 20841 Carate Brianza (MB) · Capitale sociale …").
    const intoAddress = parts.length >= 2 && first.length < parts[0]!.trim().length;
    // Or before its address alone ("Glide Mobility Technologies, Inc. · 500 Brannan Street, San Francisco").
    const beforeAddress = parts.length === 2 && /\d/.test(parts[1]!) && ADDRESS_WORDS.test(parts[1]!);
    if ((parts.length >= 3 || ownLine || beforeTaxId || intoAddress || beforeAddress) && LEGAL_SUFFIX.test(first) && !first.includes(':') && !BANK_WORDS.test(first) && first.split(/\s+/).length <= 8 && vendorDisqualifier(first) === null) names.push(first);
  }
  return names;
}

/**
 * A company-name field ("Razón Social: Distribuidora Río Salado S.R.L.", "Company name: …",
 * "Raison sociale : …"): the name as registered, with its legal form.
 */
const COMPANY_NAME_FIELD = /^(?:razon\s*social|nombre\s*(?:o\s*razon\s*social|comercial)|denominacion(?:\s*social)?|raison\s*sociale|ragione\s*sociale|denominazione(?:\s*sociale)?|nome\s*empresarial|company\s*name|registered\s*name|legal\s*name|firmenname|firmierung)\s*:\s*/;

/** Names given in company-name fields, anywhere on the pages (the customer's too: only names that spell out the vendor's are used). */
function companyNameFields(allRows: readonly Row[]): string[] {
  const names: string[] = [];
  for (const row of allRows) {
    for (const seg of row.segments) {
      if (!COMPANY_NAME_FIELD.test(foldText(seg.text))) continue;
      // The field's colon is the text's first (folding may change the text's length: "ß" → "ss").
      const name = cleanValue(seg.text.slice(seg.text.indexOf(':') + 1));
      if (name.length >= 3 && name.split(/\s+/).length <= 8 && vendorDisqualifier(name) === null) names.push(name);
    }
  }
  return names;
}

/** How many rows a seller's section heading reaches down ("EMITENTE" over its CNPJ and name fields). */
const SELLER_SECTION_ROWS = 5;

/**
 * Rows of a form's seller section: under a heading that is a seller label and nothing else
 * ("EMITENTE DA NFS-e", "PRESTADOR DE SERVIÇOS", "SELLER"), up to the customer's heading. A name
 * with its legal form there is the seller's, however small its type beside the authority's title.
 */
function sellerSectionRows(page: PageRows, fromValues: readonly LabelledValue[], labelled: readonly LabelledValue[]): Map<Row, SellerColumn> {
  const out = new Map<Row, SellerColumn>();
  const customerLabels = labelled.filter((lv) => lv.hit.field === 'billTo');
  const customerRows = new Set(customerLabels.map((lv) => lv.row));
  for (const lv of fromValues) {
    // A heading alone over a grid of labelled fields ("CNPJ / CPF / NIF | Inscrição Municipal"), not over the name.
    if (!/^[\s:]*$/.test(lv.segment.text.slice(lv.hit.end))) continue;
    const below = lv.options.find((o) => o.place === 'below');
    if (!below || findLabels(below.text).length === 0) continue;
    // Seller and customer boxes side by side under their headings ("Cedente/prestatore |
    // Cessionario/committente" over "Denominazione: …" twice): the seller's column ends where the
    // customer's heading starts.
    const beside = customerLabels.find((c) => c.row === lv.row && c.segment.box.x > lv.segment.box.x);
    if (customerRows.has(lv.row) && !beside) continue;
    const column: SellerColumn = { right: beside ? beside.segment.box.x : Infinity };
    const at = page.rows.indexOf(lv.row);
    for (const row of page.rows.slice(at + 1, at + 1 + SELLER_SECTION_ROWS)) {
      if (customerRows.has(row)) break;
      out.set(row, column);
    }
  }
  return out;
}

/** A label that names the customer as such (not a giro slip's "Mottagare", its payee). */
const CUSTOMER_WORD = /^(?:customer|client|cliente|kunde|klant|asiakas|kund|klient)$/;

/** Seller words that on a receipt (or beside a person's name) name the person who sold. */
const CLERK_WORDS = /^(?:verkoper|verkaufer|vendeur|vendedor|venditore|saljare|s[aæ]lger|selger|seller|salesperson|myyja)$/;

/** Where a seller's section ends on its rows: at the customer's box beside it, if any. */
interface SellerColumn {
  right: number;
}

/** The segment stands in a seller's section (sellerSectionRows), left of any customer box beside it. */
function inSellerSection(seg: Segment, column: SellerColumn | undefined): boolean {
  return column !== undefined && seg.box.x < column.right;
}

/** Small words a name's initials skip ("Estación de Servicio" is "E.S."). */
const NAME_LINKS = new Set(['de', 'del', 'der', 'des', 'du', 'la', 'le', 'of', 'and', 'und', 'et', 'y', 'e', 'van', 'von', 'di', 'da', 'do']);

/**
 * The short name abbreviates the full one: each of its words is the full name's next word, or
 * the initials of the next few ("E.S. LOS OLIVOS" of "Estación de Servicio Los Olivos, S.L."), or
 * it is the first words' initials joined by ampersands ("K&B").
 */
function abbreviates(short: string, full: string): boolean {
  const fullWords = foldText(full).split(/[^a-z0-9]+/).filter((w) => w !== '' && !NAME_LINKS.has(w));
  const folded = foldText(short).trim();
  // A word mark of partners' initials: "K&B" for "Kessler & Brandt IT-Services GmbH".
  if (/^[a-z](?:\s?&\s?[a-z])+$/.test(folded)) {
    const initials = folded.replace(/[\s&]/g, '');
    return fullWords.slice(0, initials.length).map((w) => w[0]).join('') === initials;
  }
  const shortWords = folded.split(/[^a-z0-9.]+/).filter((w) => w !== '');
  if (!shortWords.some((w) => /^(?:[a-z]\.){2,}$/.test(w))) return false;
  let at = 0;
  for (const word of shortWords) {
    const initials = /^(?:[a-z]\.)+$/.test(word) ? word.replaceAll('.', '') : null;
    if (initials) {
      if (fullWords.slice(at, at + initials.length).map((w) => w[0]).join('') !== initials) return false;
      at += initials.length;
    } else {
      if (fullWords[at] !== word.replaceAll('.', '')) return false;
      at += 1;
    }
  }
  return true;
}

/** A tax or company registration number's label. */
const TAX_ID_WORDS = /^(?:gst|hst|vat|abn|acn|tva|btw|mwst|ust|uid|siret|siren|rcs|nif|cif|nip|gstin|uen|tin|ein|kvk|rfc|cuit|rut|ruc|npwp|sst|registered\s+in|reg(?:istered|istration)?\.?\s*(?:no|number)|company\s+(?:no|number|reg))\b/i;

/**
 * A name whose legal form runs straight into the address, the separator between them lost to OCR
 * ("Alder Harbourfront Hotel Ltd. 1133 West Cordova Street"): the name ends with its legal form.
 */
/** A street and its number after a name ("… S.r.l. Via Valassina 118, 20841 …", "… GmbH Hauptstraße 5"). */
const STREET_AFTER = /^\s+\p{Lu}\p{Ll}+(?:\s+\p{L}+){0,3}\s+\d{1,4}\b/u;

function endAtLegalForm(text: string): string {
  const form = LEGAL_SUFFIX.exec(text);
  if (!form) return text;
  // The form's own dot ("Ltd."), not a sentence's after it ("B.V.. KvK 6447…").
  let end = form.index + form[0].length + (text[form.index + form[0].length] === '.' && !form[0].endsWith('.') ? 1 : 0);
  // "GmbH & Co. KG": the partnership's form runs on after the first one (OCR may lose the space).
  const partnership = /^\s*(?:&\s*)?(?:Co\.?\s*)?(?:KGaA|KG|OHG)\b/.exec(text.slice(end));
  if (partnership) end += partnership[0].length;
  const after = text.slice(end).replace(/^\.(?=\s)/, '');
  return /^\s+\d/.test(after) || REGISTER_AFTER.test(after) || ID_AFTER.test(after) || STREET_AFTER.test(after) || PO_BOX_AFTER.test(after) ? text.slice(0, end).replace(/(\S)&/, '$1 &') : text;
}

/** A post-office box after the name ("… Supply Ltd PO Box 4471", the separator before it lost to OCR). */
const PO_BOX_AFTER = /^\s+(?:p\.?\s?o\.?\s*box|postfach|apartado(?:\s*de\s*correos)?|case\s*postale|bo[iî]te\s*postale|caixa\s*postal|casella\s*postale)\b/i;

/**
 * A company's registration after its name: "Sitz Köln", "Amtsgericht Köln HRA 28841", "HRB 4411",
 * and its capital ("SAS au capital de 80 000 €", "S.r.l. capitale sociale", "S.L. capital social").
 */
const REGISTER_AFTER = /^\s+(?:sitz|amtsgericht|registergericht|handelsregister|hr[ab]\b|registered\s+office|company\s+no|rcs\b|siret\b|kvk\b|au\s+capita[il1]|(?:con\s+)?capitale?\s+social[e]?|share\s+capital|stammkapital|inscrit[ae]?\b|registro\s+mercantil)/i;

/** A tax or register number after the name, its code in capitals as OCR may misread it: "SIRFT 503 228", "TVA FR 41 5…", "GST# 8123". */
const ID_AFTER = /^\s+(?:\p{Lu}[\p{Lu}.]*\s*){1,2}[#:.]?\s*\d/u;

/** "SERI MEGAMART SDN BHD (1044718-K)": the company number in brackets after the legal form. */
const BRACKETED_REGISTRATION = /\s*\((?:co\.?\s*(?:no|reg)\.?\s*:?\s*)?\d[\dA-Z-]{4,}\)\s*$/i;

function withoutBracketedRegistration(name: string): string {
  const bare = name.replace(BRACKETED_REGISTRATION, '');
  return bare !== name && LEGAL_SUFFIX.test(bare) ? bare : name;
}

function normalizeName(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '');
}

/**
 * Layout-role model gates (engine/roles), tuned on the cached OCR of TRAIN scans
 * (bench/extraction/role-section.ts --replay): the model's name replaces the rules' pick only
 * when it is sure of its own and sure the rules' pick is no vendor (a customer name whose "Bill
 * To" OCR garbled, logo debris above the name). Below these it agrees with the rules anyway.
 */
const VENDOR_ROLE_SURE = 0.9;
/** A candidate scoring this (a heading set half a line larger, or a repeated name) is no plain line. */
const PROMINENT_NAME_SCORE = 1.5;
const VENDOR_ROLE_DOUBT = 0.3;

/** Picks the vendor name from the first page of a document; `roles` (OCR pages) may re-rank. */
export function findVendor(
  page: PageRows,
  labelled: LabelledValue[],
  allRows: Row[],
  kind: 'invoice' | 'receipt' = 'invoice',
  language: string | null = null,
  roles: RoleLookup | null = null,
): VendorResult {
  const found = pickVendor(page, labelled, allRows, kind, language, roles);
  return page.source === 'ocr' && found.name !== null ? { ...found, name: accentsReadElsewhere(spacesReadElsewhere(found.name, allRows), allRows) } : found;
}

/**
 * A capitals heading OCR ran together ("CHEFMARTWHOLESALE CLUB") where the page prints its first
 * or last word on its own elsewhere ("THANK YOU FOR SHOPPING CHEFMART"): the space goes back there.
 */
function spacesReadElsewhere(name: string, allRows: readonly Row[]): string {
  if (!/\p{Lu}{10,}/u.test(name)) return name;
  const words = new Set(allRows.flatMap((row) => row.text.match(/(?<!\p{L})\p{Lu}{4,}(?!\p{L})/gu) ?? []));
  return name.replace(/\p{Lu}{10,}/gu, (run) => {
    for (const word of words) {
      if (run.length - word.length < 4 || word === run) continue;
      if (run.startsWith(word)) return `${word} ${run.slice(word.length)}`;
      if (run.endsWith(word)) return `${run.slice(0, run.length - word.length)} ${word}`;
    }
    return run;
  });
}

/**
 * OCR reads an accent on one line and drops it on another ("Voyages Ferroviaires Alize SAS" at
 * the top, "Alizé SAS au capital de …" in the footer): it seldom adds one that is not printed, so
 * a word of the name read accented anywhere in the document takes those accents.
 */
function accentsReadElsewhere(name: string, allRows: readonly Row[]): string {
  const accented = new Map<string, string>();
  for (const row of allRows) {
    for (const [word] of row.text.matchAll(/\p{L}{3,}/gu)) {
      const lower = word.toLowerCase();
      const folded = foldText(word);
      if (folded !== lower && folded.length === lower.length && !accented.has(folded)) accented.set(folded, lower);
    }
  }
  if (accented.size === 0) return name;
  return name.replace(/\p{L}{3,}/gu, (word) => {
    const found = foldText(word) === word.toLowerCase() ? accented.get(word.toLowerCase()) : undefined;
    if (found === undefined) return word;
    if (word === word.toUpperCase()) return found.toUpperCase();
    return [...found].map((ch, i) => (word[i] === word[i]!.toUpperCase() ? ch.toUpperCase() : ch)).join('');
  });
}

function pickVendor(
  page: PageRows,
  labelled: LabelledValue[],
  allRows: Row[],
  kind: 'invoice' | 'receipt',
  language: string | null,
  roles: RoleLookup | null,
): VendorResult {
  const customer = customerSegments(page, labelled);
  const heights = page.rows.map((r) => r.height);
  const typical = median(heights) || 1;
  const topLimit = page.rows.length > 0 ? page.rows[0]!.box.y + page.height * 0.4 : 0;
  // Footers and "payable to" lines repeat the vendor; only count rows low on a page or on
  // another page, so a line item printed twice does not look like a vendor.
  // Rows with money are item or totals rows; the name repeated there is a product, not a sender
  // line ("Acme GmbH · Hauptstr. 1 · Berlin") or a footer.
  const otherRows = allRows.filter((r) => !/\d[.,]\d{2}(?!\d)/.test(r.text));

  // A footer's name as OCR read it gets the same repairs as the names at the top.
  const elsewhereRaw = namedElsewhere(allRows);
  const elsewhereNames = elsewhereRaw.map((n) => (page.source === 'ocr' ? readOcrName(n, language) : n));
  const elsewhere = elsewhereNames.map(normalizeName).filter((n) => n.length >= 4);
  const namedAgain = (text: string) => {
    const norm = normalizeName(text);
    return norm.length >= 4 && elsewhere.some((n) => n.includes(norm) || norm.includes(n));
  };
  // "From:" / "Supplier:" blocks name the vendor outright.
  // On a till slip "Verkoper: Joost", "Verkäufer: Tom" name the clerk who served, not the shop;
  // so does an invoice's "Vendedor : M. Quispe", a person's short name without a legal form.
  const personNamed = (lv: LabelledValue) => lv.options.some((o) => o.place !== 'below' && !LEGAL_SUFFIX.test(o.text) && o.text.replace(/^[\s:]+/, '').trim().split(/\s+/).length <= 3);
  const clerk = (lv: LabelledValue) => CLERK_WORDS.test(foldText(lv.labelText)) && (kind === 'receipt' || personNamed(lv));
  const fromValues = labelled.filter((lv) => lv.hit.field === 'vendorFrom' && lv.row.pageIndex === page.pageIndex && lv.hit.start <= 2 && !clerk(lv));
  const sellerSections = sellerSectionRows(page, fromValues, labelled);

  interface Candidate {
    text: string;
    score: number;
    confidence: number;
    /** Weakest word: one misread letter makes the whole name wrong. */
    minWord: number;
    respaced: boolean;
    /** Layout-role model's vendor probability; null without the model. */
    role: number | null;
    /** Named after a "From:" / "Sold by" label. */
    fromLabel: boolean;
    row: Row;
  }
  // The customer named beside a "Customer" label anywhere on the pages (a payment slip's
  // "Customer | Hartley & Webb Architects Pty Ltd"): at the top too it is the addressee.
  const customerNames = new Set(labelled.filter((lv) => lv.hit.field === 'billTo' && CUSTOMER_WORD.test(foldText(lv.labelText))).flatMap((lv) => lv.options.filter((o) => o.place !== 'below').map((o) => normalizeName(o.text))).filter((n) => n.length >= 6));
  const candidates: Candidate[] = [];
  let rank = 0;
  for (const row of page.rows) {
    if (row.box.y > topLimit && candidates.length > 0) break;
    // The vendor heads the document: once money appears (line items, totals) the header is over.
    if (candidates.length > 0 && /\d[.,]\d{2}(?!\d)/.test(row.text) && findDates(row.text).length === 0) break;
    if (readHeader(row)) break;
    for (const seg of row.segments) {
      if (customer.has(seg)) continue;
      // "Sold by Acme Ltd", "Verkauft von Muster GmbH": the name is what follows the label.
      const inlineFrom = fromValues.find((lv) => lv.row === row && lv.segment === seg)?.options.find((o) => o.place === 'inline' && o.text.trim() !== '');
      // "Denominazione: Tipografia Bertolini & C. S.n.c.": a company-name field gives the name after its colon.
      const fieldValue = COMPANY_NAME_FIELD.test(foldText(seg.text)) ? seg.text.slice(seg.text.indexOf(':') + 1) : seg.text;
      const raw = cleanValue(inlineFrom ? inlineFrom.text.replace(/^[\s:]+/, '') : fieldValue.replace(FROM_LABEL, ''));
      const read = page.source === 'ocr' ? readOcrName(raw, language) : raw;
      // "Pinecrest Car Rental, Inc. · Denver International Airport (DEN)": the name ends with its
      // legal form, and what follows the dot is the branch.
      const dotted = read.split(/\s+[·•|]\s+/);
      const text = withoutBracketedRegistration(dotted.length > 1 && LEGAL_SUFFIX.test(dotted[0]!) ? endAtLegalForm(dotted[0]!) : read);
      if (vendorDisqualifier(text) !== null) continue;
      if (customerNames.has(normalizeName(text))) continue;
      let score = 0;
      score += 3 * Math.min(2, row.height / typical - 1);
      if (LEGAL_SUFFIX.test(text)) score += 3;
      score -= 0.35 * rank;
      if (text.split(/\s+/).length > 10 && !LEGAL_SUFFIX.test(text)) score -= 2;
      const norm = normalizeName(text);
      const repeats = norm.length >= 4 ? otherRows.filter((r) => r !== row && normalizeName(r.text).includes(norm)).length : 0;
      if (repeats > 0) score += 1.5;
      if (namedAgain(text)) score += 2;
      // A receipt starts with the merchant's name.
      if (kind === 'receipt' && rank === 0) score += 1.5;
      const fromLabel = fromValues.some((lv) => lv.options.some((o) => o.row === row && o.box.x <= seg.box.x + 1 && o.box.x + o.box.w >= seg.box.x))
        || fromValues.some((lv) => lv.row === row && lv.segment === seg)
        || (LEGAL_SUFFIX.test(text) && inSellerSection(seg, sellerSections.get(row)));
      // A name under "Sold by" / "From" outranks a logo: a marketplace prints its own word mark
      // big above the third-party seller it invoices for.
      if (fromLabel) score += 5;
      candidates.push({
        text,
        score,
        confidence: seg.confidence,
        minWord: Math.min(...seg.words.map((w) => w.confidence)),
        respaced: restoreNameSpaces(raw) !== raw,
        role: roles ? roles(row, seg, 'vendor') : null,
        fromLabel,
        row,
      });
      rank += 1;
    }
  }
  // The name a logo carried, named again in a payee phrase or footer: taken where the top of the
  // page offers no name that is one (none at all, or on an invoice only plain lines such as an
  // unlabelled customer block: not set larger, no legal form, no label, not repeated). A receipt's
  // trade name may differ from the company in its footer, so there only when nothing else is.
  const named = elsewhereNames.find((n) => LEGAL_SUFFIX.test(n)) ?? elsewhereNames[0];
  const fallback = named ? { name: named, confidence: 0.6 } : { name: null, confidence: 0 };
  if (candidates.length === 0) return fallback;
  candidates.sort((a, b) => b.score - a.score);
  const byRules = candidates[0]!;
  const plainTop = byRules.score < PROMINENT_NAME_SCORE && !LEGAL_SUFFIX.test(byRules.text) && !byRules.fromLabel && (byRules.role ?? 0) < VENDOR_ROLE_SURE;
  if (named && kind === 'invoice' && plainTop && !candidates.some((c) => namedAgain(c.text))) return fallback;
  const byModel = candidates.reduce((a, b) => ((b.role ?? 0) > (a.role ?? 0) ? b : a));
  // Never over a name a label gives ("Sold by"): the model learnt that the logo is the seller.
  // Nor over a company with its legal form that the footer names again ("Les Saveurs de Meuse ASBL"
  // under a festival's banner): the banner is the event, the company issues the invoice.
  const confirmedCompany = LEGAL_SUFFIX.test(byRules.text) && namedAgain(byRules.text);
  const modelOverrules = byModel !== byRules && !byRules.fromLabel && !confirmedCompany && (byModel.role ?? 0) >= VENDOR_ROLE_SURE && (byRules.role ?? 1) < VENDOR_ROLE_DOUBT;
  const best = modelOverrules ? byModel : byRules;
  const margin = modelOverrules ? 0 : candidates.length > 1 ? best.score - candidates[1]!.score : 3;
  let confidence = 0.6 + Math.min(0.37, Math.max(0, margin) * 0.12);
  if (LEGAL_SUFFIX.test(best.text)) confidence = Math.min(0.99, confidence + 0.05);
  if (page.source === 'ocr') {
    // A name has no arithmetic to check it: the weakest word's OCR confidence bounds it. OCR
    // also drops accents (Getränke → Getranke) with high confidence, which languages that use
    // them make likely, and guessed spaces may be wrong.
    confidence *= Math.pow(best.minWord, 1.5);
    if (language !== null && language !== 'en') confidence *= 0.93;
    if (best.respaced) confidence *= 0.85;
  }
  // A logo's short name ("GISLER", "lumenfold", "alizé") that the header, a footer or a sender line spells
  // out in full with its legal form ("Gisler Bürotechnik AG · Bahnhofstrasse 41 · …", "Lumenfold,
  // Inc."): the full name is the vendor.
  const short = normalizeName(best.text);
  // The short name may also stand inside the full one ("alizé" in "Voyages Ferroviaires Alizé SAS").
  const holdsWord = (n: string) => short.length >= 4 && foldText(n).split(/[^a-z0-9]+/).includes(short);
  // An Italian sole trader names its owner instead of a legal form: "Ortofrutta Bellini di Bellini Marco".
  const ownerNamed = (n: string) => OWNER_AFTER_NAME.test(n.trim()) && normalizeName(n).startsWith(short);
  // Or each of its words starts one of the full name's ("HOTEL NORDKETTE" in "Nordkette
  // Hotelbetriebs GmbH"): the trade name's words, the company's in another order.
  const shortWords = foldText(best.text).split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
  const wordsWithin = (n: string) => {
    const fullWords = foldText(n).split(/[^a-z0-9]+/);
    return shortWords.length >= 2 && shortWords.every((w) => fullWords.some((f) => f.startsWith(w)));
  };
  const spelledOut = (n: string) => (LEGAL_SUFFIX.test(n) && (normalizeName(n).startsWith(short) || holdsWord(n) || wordsWithin(n) || abbreviates(best.text, n)) || ownerNamed(n)) && normalizeName(n).length > short.length;
  // A till receipt's word mark over its company's legal name on the next line ("SERBAMART" over
  // "PT SERBA MITRA NUSANTARA TBK"): the company is the merchant in full.
  // A tagline or a district may stand between them ("ogalot tet" over "SODERMALM" over "Yogaloftet
  // i Stockholm AB"): a short line of words alone.
  const markAt = page.rows.indexOf(best.row);
  const [nextRow, afterNext] = [page.rows[markAt + 1], page.rows[markAt + 2]];
  const taglineBetween = nextRow !== undefined && nextRow.segments.length === 1 && !/\d/.test(nextRow.text) && nextRow.text.trim().split(/\s+/).length <= 4;
  const underMark = (row: Row) => row === nextRow || (taglineBetween && row === afterNext);
  const legalUnderMark = kind === 'receipt' ? candidates.find((c) => underMark(c.row) && c.row.segments.length === 1 && LEGAL_SUFFIX.test(c.text)) : undefined;
  // Two letters name nothing, but for initials joined by an ampersand ("K&B").
  const fuller = LEGAL_SUFFIX.test(best.text) || (short.length < 3 && !best.text.includes('&')) ? undefined
    // A footer name matches as OCR read it too: the repair of a logo OCR cut short may differ.
    : (candidates.find((c) => spelledOut(c.text))?.text ?? elsewhereNames.find((n, i) => spelledOut(n) || spelledOut(elsewhereRaw[i]!)) ?? legalUnderMark?.text
      ?? companyNameFields(allRows).find(spelledOut));
  if (fuller === undefined && page.source === 'ocr' && !LEGAL_SUFFIX.test(best.text)) {
    const misread = misreadFuller(best.text, candidates.map((c) => c.text), elsewhereNames);
    if (misread !== null) return { name: misread, confidence };
  }
  return { name: fuller ?? best.text, confidence };
}

/**
 * On an OCR'd page the full name with its legal form may be read with a letter or two wrong, in
 * the footer or in the name at the top ("Hadlev & Finch" over "Hadley & Finch Builders Merchants
 * Ltd", "Boulangerie-Pâtisserie Lemoine" over a small-print "Boulangnrie-Pltisserie Lemine SARL").
 * A full name that starts like the short one (startsLike) still spells it out. It is taken as read
 * where it is a line at the top or repeated word for word (two readings that agree); a single
 * footer reading only lends its tail ("SARL", "Builders Merchants Ltd") to the name at the top,
 * which is set larger and read better.
 */
function misreadFuller(name: string, topNames: readonly string[], footerNames: readonly string[]): string | null {
  const short = normalizeName(name);
  if (short.length < MISREAD_MIN_LENGTH) return null;
  const spells = (n: string) => LEGAL_SUFFIX.test(n) && normalizeName(n).length > short.length + 1 && startsLike(normalizeName(n), short);
  const top = topNames.find(spells);
  if (top !== undefined) return top;
  const footer = footerNames.find(spells);
  if (footer === undefined) return null;
  if (footerNames.filter((n) => n === footer).length >= 2) return footer;
  const tail = tailAfter(footer, short);
  return tail === null ? null : `${name}${tail}`;
}

/** Shortest name (letters and digits) that a misread full name may match. */
const MISREAD_MIN_LENGTH = 8;
/** Letters of the short name per misread letter allowed. */
const LETTERS_PER_MISREAD = 8;

/** How many letters of `short` (normalized) OCR may have misread. */
function misreadsAllowed(short: string): number {
  return Math.floor(short.length / LETTERS_PER_MISREAD);
}

/** `full` (normalized) starts with `short` (normalized) but for a misread letter in eight. */
function startsLike(full: string, short: string): boolean {
  const allowed = misreadsAllowed(short);
  if (allowed === 0) return false;
  for (let k = short.length - allowed; k <= short.length + allowed; k++) {
    if (editDistance(short, full.slice(0, k)) <= allowed) return true;
  }
  return false;
}

/**
 * What follows the words of `text` that read as `short`, with the separator before it
 * (", S.L.", " SARL"); null when no word boundary ends a close reading of `short`.
 */
function tailAfter(text: string, short: string): string | null {
  let best: { end: number; distance: number } | null = null;
  for (const word of text.matchAll(/\S+/g)) {
    const end = word.index + word[0].length;
    const distance = editDistance(short, normalizeName(text.slice(0, end)));
    if (best === null || distance < best.distance) best = { end, distance };
  }
  if (best === null || best.distance > misreadsAllowed(short)) return null;
  const tail = text.slice(best.end);
  return tail.trim() === '' ? null : tail;
}

export { normalizeName as normalizeVendorName };
