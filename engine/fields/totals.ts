// Stage: labelled amounts + line items → subtotal, tax, tip, total.
// A document often prints several candidates for each (a "Total" column header, "Total HT" and
// "Total TTC", two VAT rates, a "Balance Due" after a deposit). Arithmetic chooses between them:
// sum of lines = subtotal, subtotal + tax (+ tip + shipping − discount) = total. Agreement also
// repairs a single OCR-damaged digit or a dropped decimal point, and is the main evidence behind
// the confidences.
import type { LabelledValue } from '../layout/blocks.js';
import type { Row } from '../layout/rows.js';
import { readColumnSums, type ColumnSum } from '../layout/table.js';
import { pickByRole, ROLE_PICK_MIN } from './role-pick.js';
import { amountsMatch, cents, findAmounts, type DecimalSeparator } from './numbers.js';
import { findLabels, type LabelField } from './labels.js';
import type { RoleLookup } from '../roles/lookup.js';

export interface MoneyCandidate {
  field: LabelField;
  value: number;
  decimals: number;
  weakness: number;
  row: Row;
  confidence: number;
  repaired: boolean;
  /** Read from a sums row under a table or a VAT grid: already the sum of the rows above. */
  columnSum?: boolean;
}

export interface TotalsInput {
  labelled: LabelledValue[];
  /** Rows of the line-item table (its "Total" header must not count as a total). */
  tableRows: Set<Row>;
  lineTotals: number[];
  /** A sums row under the item table, read through its column headings (layout/table.ts). */
  columnSums?: readonly ColumnSum[];
  decimal: DecimalSeparator;
  /** True when the words come from OCR: allows digit repairs. */
  ocr: boolean;
  /**
   * Layout-role probabilities: a total where none adds up, and a re-rank where the one that adds
   * up only matches the line items on a row the model is sure holds no total.
   */
  roles?: RoleLookup | null;
  /** The document's rows, where the role model looks for a total. */
  rows?: readonly Row[];
}

export interface TotalsResult {
  subtotal: number | null;
  tax: number | null;
  tip: number | null;
  total: number | null;
  /** 0..1 per field. */
  confidence: { subtotal: number; tax: number; tip: number; total: number };
  /** True when subtotal/tax/total (or lines/total) add up. */
  arithmeticAgrees: boolean;
  /** Sum of line items equals the subtotal (or the total when there is no tax). */
  linesAgree: boolean;
  /** The rows the total was read on (one label may print it, the VAT summary again); none where it was summed, not read. */
  totalRows: Row[];
}

/**
 * What the net payable after a withholding gains over the gross total above it: more than being
 * the largest total (1) and coming later (under 0.5).
 */
const PAYABLE_AFTER_WITHHOLDING = 1.5;

/** The layout-role model overrules labelled totals that do not add up only this sure of its own. */
const ROLE_TOTAL_OVERRULE_MIN = 0.9;
/** Below this the model is sure a row holds no total. */
const ROLE_NOT_TOTAL_MAX = 0.1;

/** The model's total probability of a row: its likeliest segment's. */
function rowTotalRole(row: Row, roles: RoleLookup): number {
  return Math.max(0, ...row.segments.map((seg) => roles(row, seg, 'total') ?? 0));
}

const MONEY_FIELDS: LabelField[] = ['subtotal', 'tax', 'tip', 'shipping', 'discount', 'rounding', 'withholding', 'total', 'tender'];

/**
 * "TVQ 9,975 %: 1 16,49": OCR put a false space after the hundreds digit of an amount. A space
 * before fewer than three digits is no thousands separator, so the value next to a totals label
 * is joined ("116,49"); the amount is marked repaired, so no whole total is "corrected" against it.
 */
function joinSplitHundreds(text: string): string {
  return text.replace(/(?<![\d.,]\s?)(\d) (\d{2}[.,]\d{2})(?![\d])/g, '$1$2');
}

/** Score for a total that adds up to the cent, with a rounding line, over one within the sum's tolerance. */
const ROUNDED_TO_THE_CENT = 4;

/** A segment of more words than this is a sentence: a money word far into it labels nothing. */
const PROSE_WORDS = 10;
/** A number sign just before a number: what follows is an identifier. */
const NUMBER_SIGN_BEFORE = /(?:\b(?:n|no|nr|nro|num)\.?\s*[°º]?|[#№°º])\s*[.:]?\s*$/i;

/** The customer accounts for the tax: "reverse charge", "autoliquidation", "Steuerschuldnerschaft des Leistungsempfängers", "inversión del sujeto pasivo", "BTW verlegd". */
const REVERSE_CHARGE = /reverse[\s-]?charge|autoliquidation|steuerschuldnerschaft|sujeto\s+pasivo|inversione\s+contabile|verlegd|omvendt\s+betalingspligt|omvänd\s+skattskyldighet/i;

/** Words after a whole number: the number is part of a sentence ("Act 1994 Section 55A applies"), not an amount. */
const PROSE_AFTER = /^\s*\p{L}{2,}\s+\S/u;
/** Three words or more before a whole number ("per day after the first 24"), unless a colon hands it over ("El IVA de esta boleta es: $2.387"). */
function proseBefore(text: string): boolean {
  return /(?:\p{L}{2,}[^\p{L}\d]+){3,}$/u.test(text) && !/:\s*\p{Sc}?\s*$/u.test(text);
}

/** Seven or more digits with no separator: an id; money that large is printed grouped ("1,234,000"). */
const BARE_ID = /^\D*\d{7,}\D*$/;

/**
 * A number without cents, alone beside its label, read as an amount. Not an id: "VAT Reg No. 125
 * 7590 52"; not a number after a number sign ("... do Porto sob o n.º 514287098", a registry
 * entry); not a long bare digit run, a tax registration number ("TPS : 812345678 RT0001"); not a
 * number inside a sentence ("VAT Act 1994 Section 55A applies", "+ VAT per day after the first 24
 * hours"): an amount ends its text, but for a currency, after a word or two.
 */
function isLoneAmount(text: string, amount: { start: number; end: number }): boolean {
  const before = text.slice(0, amount.start);
  const after = text.slice(amount.end);
  return !NUMBER_SIGN_BEFORE.test(before) && !BARE_ID.test(text.slice(amount.start, amount.end)) && !PROSE_AFTER.test(after) && !proseBefore(before);
}

/** What a "Total" counts when it counts things rather than money. */
const COUNTED = /^\s*(?:of\s+)?(?:lines?|cases?|items?|pieces?|pcs|qty|quantity|units?|weight|cartons?|pallets?|packages?|parcels?|articles?|artikel|positionen|colis|bultos|pezzi|stuks|art\.)(?![a-z])/i;

/** A tip guide: "suggested" / "tip guide" wording, or several percentages on the tip's row. */
const TIP_GUIDE = /suggest|guide|(?:\d\s*%.*){2,}/i;
/** A tip word on the label's own row: the heading row of a tip guide table ("Tip % | Tip | Total"). */
const TIP_WORD = /\b(?:tip|gratuity|pourboire|propina|trinkgeld|mancia|fooi|dricks)\b/i;
/** A row of a tip guide table: a percentage first, then the tip and the total it would make. */
const TIP_GUIDE_ROW = /^\s*\d{1,2}(?:[.,]\d)?\s?%\s+\S*\d[.,]\d{2}\S*\s+\S*\d[.,]\d{2}/;

/**
 * Rows of a VAT summary grid, each with the grid's right edge: its "Total" row sums the grid (net,
 * tax, gross per rate), so only its tax and net columns are read, and none of its amounts is the
 * document's total.
 */
function vatGridRows(labelled: readonly LabelledValue[]): Map<Row, number> {
  const rightEdges = new Map<Row, number>();
  for (const lv of labelled) {
    if (lv.hit.field !== 'tax' || !lv.column) continue;
    const right = Math.max(lv.segment.box.x + lv.segment.box.w, ...lv.column.map((o) => o.box.x + o.box.w));
    for (const o of lv.column) rightEdges.set(o.row, Math.max(rightEdges.get(o.row) ?? 0, right));
  }
  return rightEdges;
}

/** A label inside a VAT grid's rows: not one set on those rows right of the grid ("… | 25.73 | Invoice Total | 638.90"). */
function insideGrid(lv: LabelledValue, gridRows: ReadonlyMap<Row, number>): boolean {
  const right = gridRows.get(lv.row);
  return right !== undefined && lv.segment.box.x < right;
}

/** A tax label that heads a column of rates ("%IVA", "VAT %", "MwSt.-Satz", "Taux TVA"): what is under it is no money. */
const RATE_HEADING = /^\s*%?\s*\p{L}{2,5}\.?\s*(?:-?\s*(?:%|rate|satz|taux|tasa|tarief|aliquota|sats|stawka|kulcs)\.?)?\s*$/iu;
const RATE_HEADING_WORD = /%|\b(?:rate|satz|taux|tasa|tarief|aliquota|sats|stawka|kulcs)\b/i;

function isRateHeading(lv: LabelledValue): boolean {
  const text = lv.segment.text;
  return RATE_HEADING.test(text) && RATE_HEADING_WORD.test(text);
}

/** A figure before the label on its row, in its own segment or an earlier one. */
function figureBefore(lv: LabelledValue): boolean {
  return lv.row.segments.slice(0, lv.segmentIndex).some((seg) => /\d/.test(seg.text)) || /\d/.test(lv.segment.text.slice(0, lv.hit.start));
}

/** One amount per money label: the right-most one on its row, or the one below. */
export function moneyCandidates(input: TotalsInput): MoneyCandidate[] {
  const out: MoneyCandidate[] = [];
  const gridRows = vatGridRows(input.labelled);
  const gridSums = gridTotalRows(input);
  // A VAT summary's "Summe" / "Total" row whose gross its headings read (gridSums) is no total label's.
  const gridSumRows = new Set(gridSums.filter((sum) => sum.field === 'total').map((sum) => sum.row));
  for (const lv of input.labelled) {
    if (!MONEY_FIELDS.includes(lv.hit.field)) continue;
    if (input.tableRows.has(lv.row)) continue;
    if (lv.hit.field === 'total' && (insideGrid(lv, gridRows) || gridSumRows.has(lv.row))) continue;
    // Labels well inside a sentence ("... the total of your order", "... noted on this invoice at
    // delivery. Perishable returns are not accepted after 24 hours.") are prose, not fields.
    if (lv.hit.start > 12 && (lv.hit.weakness > 0 || lv.segment.text.split(/\s+/).length > PROSE_WORDS)) continue;
    // "107,20 € + 10,80 € Trinkgeld = 118,00 €": a word inside a sum written out names the
    // figure before it; what follows the "=" is the sum's result, not the label's value.
    // (OCR may cut the sum into cells: "107,20 | + 10,80 | Trinkgeld = 118,00".)
    if (/^\s*=/.test(lv.segment.text.slice(lv.hit.end)) && figureBefore(lv)) continue;
    // "Total lines: 25", "Total cases: 60": a count, not money.
    if (COUNTED.test(lv.segment.text.slice(lv.hit.end))) continue;
    // "Suggested tip: 18% $1.58 20% $1.75 22% $1.93": a tip guide, not the tip given.
    if (lv.hit.field === 'tip' && TIP_GUIDE.test(lv.row.text)) continue;
    // A word such as "Delivery" on a row of five cells or more is part of a table line (a
    // consignment list: address, pieces, weight, charge, VAT code), not a shipping or discount line.
    if ((lv.hit.field === 'shipping' || lv.hit.field === 'discount' || lv.hit.field === 'tip') && lv.row.segments.length >= 5) continue;
    // A tip guide printed as a table ("Tip % | Tip | Total" over "15% | $9.02 | $74.13"): its rows
    // are what a tip would make, not the tip or the total.
    const tipGuide = (lv.hit.field === 'tip' || lv.hit.field === 'total') && TIP_WORD.test(lv.row.text);
    const options = tipGuide ? lv.options.filter((o) => !TIP_GUIDE_ROW.test(o.row.text)) : lv.options;
    const sameRow = options.filter((o) => o.place === 'inline' || o.place === 'right');
    const near = options.filter((o) => o.place === 'near');
    const below = options.filter((o) => o.place === 'below');
    // "Ley 37/1992 del IVA). Se adjunta copia de la factura.": a label inside a sentence that runs
    // on in words owns no figure off its row (the "Suplidos 146,30" beside the next line).
    const after = lv.segment.text.slice(lv.hit.end);
    const inSentence = lv.hit.start > 0 && !/\d/.test(after) && (after.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;
    // Under a rates heading stand rates ("22,00" under "%IVA"); its column may still hand over to the amounts (columnBelow).
    const groups = lv.hit.field === 'tax' && isRateHeading(lv) ? [] : inSentence ? [sameRow] : [sameRow, near, below];
    for (const group of groups) {
      const found = group.flatMap((o) => {
        const joined = input.ocr ? joinSplitHundreds(o.text) : o.text;
        return findAmounts(joined, input.decimal)
          .filter((a) => !a.percent)
          .map((a) => ({ a: joined === o.text ? a : { ...a, repaired: true }, o }));
      });
      if (group !== sameRow && found.length !== 1) continue;
      const money = found.filter((f) => f.a.decimals === 2);
      // A value printed under (or drifting beside) its label is money with cents; a bare
      // integer there is a house number, customer id or quantity from the next block.
      // Without cents, only a lone number is an amount (isLoneAmount).
      const lone = found.length === 1 && isLoneAmount(found[0]!.o.text, found[0]!.a) ? found : [];
      const pool = group === sameRow ? (money.length > 0 ? money : lone) : money;
      const pick = pool[pool.length - 1];
      if (!pick) continue;
      // OCR adds a speck after the cents ("505.006"): money has two decimals, the third is noise.
      const speck = input.ocr && pick.a.decimals === 3 && money.length === 0;
      out.push({
        field: lv.hit.field,
        value: speck ? Math.trunc(pick.a.value * 100) / 100 : pick.a.value,
        decimals: speck ? 2 : pick.a.decimals,
        weakness: lv.hit.weakness + (group === sameRow ? 0 : 1),
        row: pick.o.row,
        confidence: pick.o.confidence,
        repaired: pick.a.repaired || speck,
      });
      break;
    }
    // A summary grid's tax or net column: every row's amount (one per rate, perhaps a total row);
    // taxOptions and the arithmetic decide which of them, or which sum, is the document's.
    if (lv.column && (lv.hit.field === 'tax' || lv.hit.field === 'subtotal')) {
      for (const o of lv.column) {
        const money = findAmounts(o.text, input.decimal).filter((a) => !a.percent && a.decimals === 2);
        if (money.length !== 1) continue;
        out.push({ field: lv.hit.field, value: money[0]!.value, decimals: 2, weakness: lv.hit.weakness + 1, row: o.row, confidence: o.confidence, repaired: money[0]!.repaired });
      }
    }
  }
  for (const sum of input.columnSums ?? []) {
    out.push({ field: sum.field, value: sum.value, decimals: 2, weakness: 0, row: sum.row, confidence: sum.confidence, repaired: false, columnSum: true });
  }
  // A VAT summary's gross sums only what bears VAT: a labelled total may hold more (a hotel's
  // city tax, outside VAT, in its "Gesamtbetrag"), so the summary's gross ranks below it.
  for (const sum of gridSums) {
    out.push({ field: sum.field, value: sum.value, decimals: 2, weakness: sum.field === 'total' ? 1 : 0, row: sum.row, confidence: sum.confidence, repaired: false, columnSum: true });
  }
  return out;
}

/** How far up a summary grid's heading row may sit above its "Total" row. */
const GRID_HEADING_REACH = 6;

/**
 * The "Total" row of a VAT summary grid ("Total 21,35 | 2,76 | 24,11" under "HTVA/Excl. | TVA/BTW
 * | TVAC/Incl."): each amount is the field its column heading labels, as under an item table.
 */
function gridTotalRows(input: TotalsInput): ColumnSum[] {
  if (!input.rows) return [];
  const sums: ColumnSum[] = [];
  for (const lv of input.labelled) {
    if (lv.hit.field !== 'total' || input.tableRows.has(lv.row)) continue;
    const at = input.rows.indexOf(lv.row);
    // Rows are page-wide: a heading row may also hold a block beside the grid ("Total TTC
    // 572,50 €" right of "Taux | Base HTVA | TVA | TTC"). Only the grid's own width counts.
    const left = Math.min(...lv.row.segments.map((seg) => seg.box.x));
    const right = Math.max(...lv.row.segments.map((seg) => seg.box.x + seg.box.w));
    for (let i = at - 1; i >= Math.max(0, at - GRID_HEADING_REACH); i--) {
      const heading = input.rows[i]!;
      const overGrid = heading.segments.filter((seg) => seg.box.x < right && seg.box.x + seg.box.w > left);
      const labelled = overGrid.filter((seg) => findLabels(seg.text).some((h) => h.start <= 2 && (h.field === 'subtotal' || h.field === 'tax' || h.field === 'total')));
      if (labelled.length < 2 || overGrid.some((seg) => findAmounts(seg.text, input.decimal).some((a) => a.decimals === 2))) continue;
      sums.push(...readColumnSums(lv.row, heading, input.decimal));
      break;
    }
  }
  return sums;
}

function distinctValues(cands: MoneyCandidate[]): number[] {
  const values: number[] = [];
  for (const c of cands) if (!values.some((v) => amountsMatch(v, c.value))) values.push(c.value);
  return values;
}

/** Tax as printed may be one line, several rate lines, or several lines plus their sum. */
function taxOptions(taxes: MoneyCandidate[]): number[] {
  // One amount per row; where two labels read the same row (a VAT grid's first rate line beside
  // "Total VAT 51.65"), the amount beside its own label beats the one read below a heading.
  const rows = new Map<Row, MoneyCandidate>();
  for (const t of taxes) if (!rows.has(t.row) || t.weakness < rows.get(t.row)!.weakness) rows.set(t.row, t);
  const values = [...rows.values()].map((t) => t.value);
  const options = new Set<number>();
  // A grid's sums row is the tax; adding a rate line read under the heading would count it twice.
  for (const t of taxes) if (t.columnSum) options.add(t.value);
  // Rate lines and their printed sum: the sum line is the tax, ahead of adding it to itself.
  // Two equal ones: a rate line and its sum ("PTU A 23% 57,97" over "SUMA PTU 57,97").
  const sumLine = values.length >= 2 ? values.find((v, i) => amountsMatch(cents(values.reduce((s, w, j) => (j === i ? s : s + w), 0)), v, values.length)) : undefined;
  if (sumLine !== undefined) options.add(sumLine);
  if (values.length > 0) options.add(cents(values.reduce((s, v) => s + v, 0)));
  for (const v of values) options.add(v);
  for (let i = 0; i < values.length; i++) {
    const rest = cents(values.reduce((s, v, j) => (j === i ? s : s + v), 0));
    if (values.length > 2 && amountsMatch(rest, values[i]!, values.length)) options.add(values[i]!);
    if (values.length > 1) options.add(rest);
  }
  return [...options];
}

/** The amount with the decimal point OCR lost put back ("1046" for "10,46"), or null when it has cents or is too small to have lost one. */
function pointRestored(c: MoneyCandidate): number | null {
  return c.decimals === 0 && Math.abs(c.value) >= 100 ? cents(c.value / 100) : null;
}

/**
 * Values an OCR-read amount might really have been: as read, with its decimal point lost, or
 * with a speck after its cents that made the point read as a thousands separator ("606,000" for
 * "606,00": the speck the labelled-value reader drops from "505.006" when it reads three decimals).
 */
function readings(c: MoneyCandidate, ocr: boolean): number[] {
  const out = [c.value];
  const restored = ocr ? pointRestored(c) : null;
  if (restored !== null) out.push(restored);
  if (ocr && c.decimals === 0 && Math.abs(c.value) >= 1000) out.push(Math.trunc(c.value / 10) / 100);
  return out;
}

/** True when two amounts differ in exactly one digit (same digit count): an OCR misread. */
function oneDigitApart(a: number, b: number): boolean {
  const sa = Math.abs(a).toFixed(2);
  const sb = Math.abs(b).toFixed(2);
  if (sa.length !== sb.length) return false;
  let diff = 0;
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) diff += 1;
  return diff === 1;
}

/** "3569," read for "3569,55": OCR lost the cents of a same-row amount. */
function lostCents(c: { total: number; source: MoneyCandidate | null }, expected: number): boolean {
  return c.source !== null && c.source.decimals === 0 && Math.trunc(expected) === c.total && expected !== c.total;
}

/** "2099.3" read for "2099.38": OCR lost the last digit of the cents. */
function lostLastDigit(c: { total: number; source: MoneyCandidate | null }, expected: number): boolean {
  if (!c.source || c.source.decimals !== 1) return false;
  return expected.toFixed(2).startsWith(c.total.toFixed(1)) && expected.toFixed(2).length === c.total.toFixed(1).length + 1;
}

/**
 * One amount per row, summed: their sizes (a discount or shipping line printed with or without a
 * minus), or with `signed` as printed (cash rounding goes either way).
 */
function sumOf(cands: MoneyCandidate[], signed = false): number {
  const byRow = new Map<Row, number>();
  for (const c of cands) if (!byRow.has(c.row)) byRow.set(c.row, signed ? c.value : Math.abs(c.value));
  return cents([...byRow.values()].reduce((s, v) => s + v, 0));
}

/**
 * The discounts taken off a base: one read larger than the base itself lost its decimal point to
 * OCR ("-1046" for "-10,46"), since a discount never exceeds what it is taken off.
 */
function discountSum(discounts: MoneyCandidate[], base: number | null, ocr: boolean): number {
  const asRead = sumOf(discounts);
  if (!ocr || base === null || asRead <= Math.abs(base)) return asRead;
  const reread = sumOf(discounts.map((c) => ({ ...c, value: pointRestored(c) ?? c.value })));
  return reread <= Math.abs(base) ? reread : asRead;
}

interface BlockAmount {
  value: number;
  decimals: number;
}

/** The values an amount of the totals block may have had: a lost decimal point is put back. */
function blockReadings(a: BlockAmount): number[] {
  return a.decimals === 0 && a.value >= 100 ? [a.value, cents(a.value / 100)] : [a.value];
}

/** True when `part` as read can be `wanted`: equal, or equal but for a lost last cent digit. */
function partCanBe(part: BlockAmount, wanted: number): boolean {
  if (part.decimals === 1) return cents(wanted).toFixed(2).startsWith(part.value.toFixed(1));
  return blockReadings(part).some((v) => amountsMatch(v, wanted));
}

/**
 * A total whose label OCR could not read: the lowest amount (read whole, and the largest amount
 * with cents on the page) that equals the sum of the two or three amounts printed right above it
 * (subtotal + tax [+ shipping]), one of which may be damaged. The rows of the line-item table
 * count too: without readable labels the table reader takes the totals block for more lines.
 * Null when no amount adds up.
 */
function unlabelledTotal(rows: readonly Row[], decimal: DecimalSeparator): { total: number; subtotal: number | null; tax: number | null } | null {
  const block: BlockAmount[] = [];
  for (const row of rows) {
    const last = row.segments[row.segments.length - 1];
    const money = last ? findAmounts(last.text, decimal).filter((a) => !a.percent && a.value > 0) : [];
    if (money.length > 0) block.push(money[money.length - 1]!);
  }
  for (let k = block.length - 1; k >= 1; k--) {
    const total = block[k]!;
    // Postcodes and phone numbers are no money: only amounts with cents must stay below it.
    if (total.decimals !== 2 || block.some((a) => a.decimals === 2 && a.value > total.value)) continue;
    for (let n = 2; n <= Math.min(3, k); n++) {
      const parts = block.slice(k - n, k);
      // Every part but one must be read whole; the remainder must fit the damaged one.
      for (let damaged = 0; damaged < n; damaged++) {
        const whole = parts.filter((_, i) => i !== damaged);
        if (whole.some((p) => p.decimals !== 2)) continue;
        const rest = cents(total.value - whole.reduce((s, p) => s + p.value, 0));
        if (rest > 0 && partCanBe(parts[damaged]!, rest)) {
          const values = parts.map((p, i) => (i === damaged ? rest : p.value));
          return { total: total.value, subtotal: values[0]!, tax: n === 2 ? values[1]! : null };
        }
      }
    }
  }
  return null;
}

/** The amount read without a leading 5 ("51,358.86" → 1358.86), or null when it has no such digit to lose. */
function leadingFiveDropped(value: number): number | null {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  return value > 0 && whole!.length >= 2 && whole!.startsWith('5') ? Number(`${whole!.slice(1)}.${fraction}`) : null;
}

/**
 * "$" read as "5" ("Net Amount 51,255.30" for "$1,255.30"): when the line items sum to a labelled
 * subtotal without its leading 5, that 5 was the dollar sign. The subtotal is read without it,
 * and each total starting with a 5 gets that reading too, for the arithmetic to choose.
 */
function dollarSignsRead(cands: MoneyCandidate[], linesSum: number | null, lineCount: number, ocr: boolean): { cands: MoneyCandidate[]; totalReadings: Map<MoneyCandidate, number> } {
  const totalReadings = new Map<MoneyCandidate, number>();
  if (!ocr || linesSum === null || lineCount < 2) return { cands, totalReadings };
  const damaged = (c: MoneyCandidate) => c.field === 'subtotal' && !amountsMatch(c.value, linesSum) && amountsMatch(leadingFiveDropped(c.value) ?? Number.NaN, linesSum);
  if (!cands.some(damaged)) return { cands, totalReadings };
  const read = cands.map((c) => (damaged(c) ? { ...c, value: linesSum, repaired: true } : c));
  for (const c of read) {
    const dropped = c.field === 'total' ? leadingFiveDropped(c.value) : null;
    if (dropped !== null) totalReadings.set(c, dropped);
  }
  return { cands: read, totalReadings };
}

/**
 * A sums row under a table with net and VAT columns ("Total   13.632,00   186,40"): the net and
 * then the tax, the only two amounts on a row outside the item table.
 */
function printedBesideTax(input: TotalsInput, net: number, tax: number): boolean {
  return (input.rows ?? []).some((row) => {
    if (input.tableRows.has(row)) return false;
    const money = findAmounts(row.text, input.decimal).filter((a) => !a.percent && a.decimals === 2);
    // Perhaps with the gross after them ("Razem | 3 022,01 | 614,79 | 3 636,80").
    const gross = money.length === 3 && amountsMatch(money[2]!.value, cents(net + tax));
    return (money.length === 2 || gross) && amountsMatch(money[0]!.value, net) && amountsMatch(money[1]!.value, tax);
  });
}

/** An amount alone on a row outside the item table, equal to `value`. */
function printedAlone(input: TotalsInput, value: number): boolean {
  return (input.rows ?? []).some((row) => {
    if (input.tableRows.has(row) || row.segments.length !== 1) return false;
    const money = findAmounts(row.text, input.decimal).filter((a) => !a.percent && a.decimals === 2);
    return money.length === 1 && amountsMatch(money[0]!.value, value) && !/\p{L}{2}/u.test(row.text);
  });
}

export function chooseTotals(input: TotalsInput): TotalsResult {
  const linesSum = input.lineTotals.length > 0 ? cents(input.lineTotals.reduce((s, v) => s + v, 0)) : null;
  const { cands, totalReadings } = dollarSignsRead(moneyCandidates(input), linesSum, input.lineTotals.length, input.ocr);
  const of = (f: LabelField) => cands.filter((c) => c.field === f);
  // A credit note may print every amount negative; otherwise a negative "total" is a credit line
  // (or a stray dash OCR read after the amount, "1,820.00-", beside a positive subtotal).
  const positive = of('total').filter((c) => c.value > 0);
  const allNegative = [...of('subtotal'), ...of('tax')].every((c) => c.value <= 0);
  const totals = positive.length > 0 || !allNegative ? positive : of('total').filter((c) => c.value < 0);
  const subtotals = of('subtotal');
  // No tax is as large as the document's total: an id read beside a tax word ("USt-IdNr. DE 318
  // 447 205" with its "Id" misread) is no tax amount, nor the gross at the end of a VAT grid's
  // rate row ("IVA 21%  38,47  8,08  46,55").
  const ceiling = Math.max(0, ...[...totals, ...subtotals].map((c) => Math.abs(c.value)));
  const taxes = of('tax').filter((c) => ceiling === 0 || Math.abs(c.value) < ceiling);
  const tips = of('tip');
  const tip = tips.length > 0 ? Math.abs(tips[tips.length - 1]!.value) : null;
  const above = (a: Row, b: Row) => a.pageIndex < b.pageIndex || (a.pageIndex === b.pageIndex && a.box.y < b.box.y);
  // A discount printed below every total ("Votre remise fidélité de 4,00 € par mois se termine
  // le 03/04/2027", "You saved 4.00") tells what the total already holds; it is not taken off it.
  const discounts = of('discount').filter((d) => totals.length === 0 || totals.some((t) => !above(t.row, d.row)));
  const discount = discountSum(discounts, subtotals[subtotals.length - 1]?.value ?? linesSum, input.ocr);
  const shipping = sumOf(of('shipping'));
  const extras = cents((tip ?? 0) + shipping - discount + sumOf(of('rounding'), true));
  const roundingLines = of('rounding').length > 0;
  // Withholdings printed above a total are taken off it: that total is the amount payable.
  const withholdings = of('withholding');
  const withheld = sumOf(withholdings);
  const belowWithholdings = (row: Row) => withholdings.length > 0 && withholdings.every((w) => above(w.row, row));

  const subtotalOptions = distinctValues(subtotals);
  if (linesSum !== null && !subtotalOptions.some((v) => amountsMatch(v, linesSum))) subtotalOptions.push(linesSum);
  const taxChoices = [...taxOptions(taxes), 0];

  interface Choice {
    total: number;
    subtotal: number | null;
    tax: number | null;
    score: number;
    agrees: boolean;
    source: MoneyCandidate | null;
    repaired: boolean;
    /** The base the arithmetic added up from, where it did (a labelled subtotal or the lines' sum). */
    base?: number;
  }
  const choices: Choice[] = [];
  const maxTotal = Math.max(0, ...totals.map((t) => t.value));
  totals.forEach((cand, index) => {
    const dollar = totalReadings.get(cand);
    for (const value of [...readings(cand, input.ocr), ...(dollar === undefined ? [] : [dollar])]) {
      let best: Choice = {
        total: value,
        subtotal: null,
        tax: null,
        score: 0,
        agrees: false,
        source: cand,
        repaired: value !== cand.value,
      };
      for (const s of subtotalOptions) {
        for (const x of taxChoices) {
          // A net total may already hold the delivery charge printed above it ("Delivery charge
          // 7.50" over "Net total 287.70"): a labelled subtotal may add up without it.
          const labelledSub = subtotals.some((c) => amountsMatch(c.value, s));
          const gross = amountsMatch(cents(s + x + extras), value, 3) || (labelledSub && shipping !== 0 && amountsMatch(cents(s + x + extras - shipping), value, 3));
          // "Total factura 4.522.000 · Retención en la fuente -152.000 · NETO A PAGAR 4.370.000":
          // the net after the withholding is what the document asks to be paid.
          const payable = !gross && withheld !== 0 && belowWithholdings(cand.row) && amountsMatch(cents(s + x + extras - withheld), value, 3);
          if (gross || payable) {
            // A rounding line is the cent or two the sum's tolerance would forgive: with one, the
            // total that adds up to the cent is the one after it ("Summe 63.76 · Rundung -0.01 ·
            // TOTAL CHF 63.75").
            const roundedExactly = roundingLines && Math.abs(cents(s + x + extras) - value) < 0.005 ? ROUNDED_TO_THE_CENT : 0;
            const score = 10 + (labelledSub ? 1 : 0) + (x !== 0 ? 1 : 0) + (payable ? PAYABLE_AFTER_WITHHOLDING : 0) + roundedExactly;
            // Two labelled subtotals that both add up ("Varer i alt" before the fees, "Subtotal
            // ekskl. moms" after them): the later one, nearest the tax, is the net.
            const laterNet = score === best.score && best.agrees && labelledSub && best.subtotal !== null && s !== best.base;
            if (score > best.score || laterNet) best = { ...best, subtotal: labelledSub ? s : null, base: s, tax: x, score, agrees: true };
          }
        }
      }
      best.score += cand.weakness === 0 ? 2 : 0;
      best.score += amountsMatch(value, maxTotal) ? 1 : 0;
      best.score += (index / Math.max(1, totals.length)) * 0.5;
      best.score -= best.repaired ? 1.5 : 0;
      choices.push(best);
    }
  });

  // Nothing labelled as a total adds up: a total one digit away from subtotal + tax is an OCR
  // misread; no total label at all → the sum itself, with low confidence.
  // The last of the most surely labelled: a net read beside "Net total" over one read under a
  // "Net" heading.
  const surest = Math.min(...subtotals.map((c) => c.weakness));
  const labelledSubtotal = subtotals.filter((c) => c.weakness === surest).at(-1)?.value ?? null;
  const bestTax = taxes.length > 0 ? taxOptions(taxes)[0]! : null;
  const base = labelledSubtotal ?? linesSum;
  if (!choices.some((c) => c.agrees) && base !== null) {
    const computed = cents(base + (bestTax ?? 0) + extras);
    // Prices that include the tax (European receipts): the lines alone make the total.
    const computedOptions = [computed, ...(linesSum !== null ? [cents(linesSum + extras)] : [])];
    // A total read whole is only corrected by a sum whose parts were read whole, next to labels
    // read whole: a tax read as "216,0" for "216,60" would otherwise "repair" a correct total
    // down to the damaged sum.
    const partsWhole = [...subtotals.slice(-1), ...taxes].every((c) => c.decimals === 2 && !c.repaired && c.weakness === 0);
    for (const c of choices) {
      if (!input.ocr) continue;
      const totalWhole = c.source !== null && c.source.decimals === 2 && !c.source.repaired;
      // A sum of many OCR'd line amounts is no better evidence than one whole total.
      const options = totalWhole ? (partsWhole && labelledSubtotal !== null ? [computed] : []) : computedOptions;
      const match = options.find((v) => oneDigitApart(c.total, v) || lostLastDigit(c, v) || lostCents(c, v));
      if (match !== undefined) {
        c.total = match;
        c.agrees = true;
        c.repaired = true;
        c.subtotal = match === computed ? labelledSubtotal : null;
        c.tax = bestTax;
        c.score += 8;
      }
    }
    // A sum that turns a positive base negative was misread somewhere: no total beats that one.
    if (choices.length === 0 && (labelledSubtotal !== null || taxes.length > 0) && !(base > 0 && computed <= 0)) {
      choices.push({ total: computed, subtotal: labelledSubtotal, tax: bestTax, score: 0, agrees: false, source: null, repaired: true });
    }
  }

  // No total at all (the labels are unreadable): an amount in the totals block that is the sum
  // of the amounts printed just above it.
  if (choices.length === 0 && input.ocr && input.rows) {
    const found = unlabelledTotal(input.rows, input.decimal);
    if (found) choices.push({ total: found.total, subtotal: found.subtotal, tax: found.tax, score: 0, agrees: true, source: null, repaired: true });
  }

  // No total that adds up (labelled, or summed from the totals block just above): the
  // layout-role model's surest total segment, if it holds money. Where nothing was read a fair
  // guess fills the hole; labelled totals that do not add up ("Total: 205" read off a garbled
  // row) only a sure pick may overrule.
  if (input.roles && input.rows && !choices.some((c) => c.agrees)) {
    const gridRows = vatGridRows(input.labelled);
    const rows = input.rows.filter((r) => !gridRows.has(r));
    // OCR reads a decimal point as a comma ("4919,82"): two decimals read either way are cents.
    const other = input.decimal === '.' ? ',' : '.';
    const moneyIn = (text: string, decimal: DecimalSeparator) => findAmounts(text, decimal).filter((a) => !a.percent && a.decimals === 2 && a.value > 0);
    const pick = pickByRole(rows, input.roles, 'total', (text) => {
      const money = moneyIn(text, input.decimal);
      const read = money.length > 0 ? money : moneyIn(text, other);
      return read.length > 0 ? read[read.length - 1]!.value : null;
    }, choices.length === 0 ? ROLE_PICK_MIN : ROLE_TOTAL_OVERRULE_MIN);
    if (pick) {
      const same = choices.find((c) => amountsMatch(c.total, pick.value));
      const leading = Math.max(0, ...choices.map((c) => c.score));
      if (same) {
        same.score = leading + 0.5;
      } else {
        const source: MoneyCandidate = { field: 'total', value: pick.value, decimals: 2, weakness: 2, row: input.rows.find((r) => r.segments.includes(pick.segment))!, confidence: pick.segment.confidence, repaired: false };
        const agrees = base !== null && amountsMatch(cents(base + (bestTax ?? 0) + extras), pick.value, 3);
        choices.push({ total: pick.value, subtotal: labelledSubtotal, tax: bestTax, score: leading + 0.5, agrees, source, repaired: false });
      }
    }
  }

  // A total that adds up only to the line items (no labelled subtotal or tax), on a row the model
  // is sure holds no total ("renewal fee 205.00" under a misread label, the table reader having
  // taken the totals block for more lines), gives way to a total read next to a whole label on a
  // row the model is sure of.
  if (input.roles && choices.length > 1) {
    const roles = input.roles;
    const leader = choices.reduce((a, b) => (b.score > a.score ? b : a));
    if (leader.agrees && leader.subtotal === null && !leader.tax && leader.source && rowTotalRole(leader.source.row, roles) < ROLE_NOT_TOTAL_MAX) {
      const sure = choices.find((c) => c !== leader && c.source?.weakness === 0 && rowTotalRole(c.source.row, roles) >= ROLE_TOTAL_OVERRULE_MIN);
      if (sure) sure.score = leader.score + 0.5;
    }
  }

  // "TOTALE 114.66 · Arrotondamento -0.01 · TOTALE CHF 114.65": of two totals a printed cash
  // rounding apart, the rounded one is what was paid.
  const rounding = sumOf(of('rounding'), true);
  if (rounding !== 0) {
    for (const c of choices) {
      if (c.agrees && choices.some((o) => o !== c && o.agrees && amountsMatch(cents(o.total + rounding), c.total))) c.score += 2;
    }
  }
  choices.sort((a, b) => b.score - a.score);
  const chosen = choices[0] ?? null;
  const total = chosen?.total ?? null;
  // A labelled "subtotal" the sum contradicts (a tax summary's first taxable value, 24,990.00
  // under "Taxable Value") gives way to the lines' sum that made the total add up.
  const contradicted = chosen?.agrees && chosen.subtotal === null && chosen.base !== undefined && labelledSubtotal !== null && !amountsMatch(chosen.base, labelledSubtotal);
  // So does an unlabelled sum printed under the items (Tally's "1,02,230.00" over CGST and SGST), or
  // beside the tax in a sums row under net and VAT columns.
  const printedSum = chosen?.agrees && chosen.subtotal === null && labelledSubtotal === null && chosen.base !== undefined && linesSum !== null && amountsMatch(chosen.base, linesSum) && input.lineTotals.length > 1
    && (printedAlone(input, linesSum) || (!!chosen.tax && printedBesideTax(input, linesSum, chosen.tax)));
  const subtotal = chosen?.agrees ? (chosen.subtotal ?? (contradicted || printedSum ? chosen.base! : labelledSubtotal)) : labelledSubtotal;
  let tax = chosen?.agrees && chosen.tax !== null && chosen.tax !== 0 ? chosen.tax : bestTax;
  // Under a reverse charge the tax printed as 0.00 ("VAT 20% – reverse charge 0.00"), which the
  // sums agree with, is the tax, whatever VAT the page names ("VAT that would have been charged:
  // £668.67", the customer's to account for).
  // So is a 0.00 printed beside a tax label on an export or a zero-rated supply ("VAT 0 % (non
  // imponibile art. 8)   0.00") where no other tax adds up.
  if (chosen?.agrees && chosen.tax === 0 && taxes.some((c) => c.value === 0 && c.decimals === 2 && (REVERSE_CHARGE.test(c.row.text) || taxes.every((t) => t.value === 0)))) tax = 0;
  if (tax === null && chosen?.agrees && taxes.length === 0) tax = null;
  const agrees = chosen?.agrees ?? false;
  const linesAgree =
    linesSum !== null &&
    ((subtotal !== null && amountsMatch(linesSum, subtotal, input.lineTotals.length)) ||
      (total !== null && amountsMatch(linesSum + (tax ?? 0) + extras, total, input.lineTotals.length)));

  const competing = distinctValues(totals).length;
  const ocrConf = chosen?.source?.confidence ?? 0.5;
  let totalConf = 0;
  if (chosen) {
    if (agrees) totalConf = chosen.repaired ? 0.85 : 0.985;
    else if (chosen.source) totalConf = competing > 1 ? 0.55 : chosen.source.weakness === 0 ? 0.8 : 0.72;
    else totalConf = 0.35;
    if (agrees && linesAgree) totalConf = Math.max(totalConf, 0.99);
    totalConf *= 0.6 + 0.4 * ocrConf;
  }
  return {
    subtotal,
    tax,
    tip,
    total,
    confidence: {
      subtotal: subtotal === null ? 0 : agrees || linesAgree ? 0.95 : 0.7,
      tax: tax === null ? 0 : agrees ? 0.95 : 0.65,
      tip: tip === null ? 0 : agrees ? 0.95 : 0.7,
      total: totalConf,
    },
    arithmeticAgrees: agrees,
    linesAgree,
    totalRows: total === null ? [] : [...new Set([...(chosen?.source ? [chosen.source.row] : []), ...totals.filter((c) => amountsMatch(c.value, total)).map((c) => c.row)])],
  };
}
