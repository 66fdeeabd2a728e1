// Stage: rows → labelled values.
// A label's value is, in order of likelihood: the rest of its own segment ("Invoice No: 123"),
// the next segment to the right on the same row ("Total      1,234.00"), or the segment right
// below it ("Invoice Date" over "12/03/2024" in a header grid). Every place is offered to the
// field parsers, which take the first one that parses; this keeps layout and meaning apart.
import { correctLabelTypos, findFuzzyLabel, findLabels, isDocumentTitle, type LabelHit } from '../fields/labels.js';
import { foldText } from '../fields/text.js';
import type { Box } from '../types.js';
import type { PageRows, Row, Segment } from './rows.js';

export type ValuePlace = 'inline' | 'right' | 'below' | 'near';

export interface ValueOption {
  text: string;
  place: ValuePlace;
  confidence: number;
  box: Box;
  row: Row;
}

export interface LabelledValue {
  hit: LabelHit;
  /** The label as printed. */
  labelText: string;
  row: Row;
  segment: Segment;
  segmentIndex: number;
  options: ValueOption[];
  /**
   * A label heading a column of a summary grid (the "TVA" of "Taux | HT | TVA | TTC" over one row
   * per VAT rate and a total row): the values of its column, row by row. Kept apart from `options`,
   * which offer one value; only the totals reader sums a column.
   */
  column?: ValueOption[];
}

function horizontalOverlap(a: Box, b: Box): number {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
}

/** Segment in `row` that sits under `box`, if any. */
export function segmentBelow(box: Box, row: Row): Segment | null {
  let best: Segment | null = null;
  let bestOverlap = 0;
  for (const seg of row.segments) {
    const overlap = horizontalOverlap(box, seg.box);
    // Left-aligned values under a label are common, so also accept a shared left edge.
    const aligned = Math.abs(seg.box.x - box.x) < row.height * 1.5 ? Math.min(seg.box.w, box.w) * 0.5 : 0;
    const score = Math.max(overlap, aligned);
    if (score > bestOverlap) {
      best = seg;
      bestOverlap = score;
    }
  }
  return best;
}

/**
 * In a grid of labels over a row of values ("Base imponible | % IVA | Cuota IVA | TOTAL FACTURA"
 * over "1.321,60 | 21 | 277,54 | 1.599,14 €"), a cell's value is often right-aligned to the cell's
 * edge and need not overlap its left-aligned label: the cell runs from the label to the next
 * segment of the label row. Null for a label alone on its row.
 */
function cellSpan(labelRow: Row, segmentIndex: number): [number, number] | null {
  if (labelRow.segments.length < 2) return null;
  return [labelRow.segments[segmentIndex]!.box.x, labelRow.segments[segmentIndex + 1]?.box.x ?? Infinity];
}

function centreIn(seg: Segment, [from, to]: [number, number]): boolean {
  const centre = seg.box.x + seg.box.w / 2;
  return centre >= from && centre < to;
}

/** The one segment of `valueRow` whose centre is in the label's cell, when the value row is a grid row too. */
function valueInCell(labelRow: Row, segmentIndex: number, valueRow: Row): Segment | null {
  const span = cellSpan(labelRow, segmentIndex);
  if (!span || valueRow.segments.length < 2) return null;
  const inCell = valueRow.segments.filter((seg) => centreIn(seg, span));
  return inCell.length === 1 ? inCell[0]! : null;
}

/** Labels whose value is a name of several words. */
const NAME_FIELDS: ReadonlySet<LabelHit['field']> = new Set(['billTo', 'vendorFrom']);

/** How far below a row of three or more headings their values may stand, in the headings' row heights. */
const HEADING_ROW_REACH = 2.5;

/** The most rows a summary grid column runs (a VAT table: a row per rate and a total row). */
const MAX_COLUMN_ROWS = 8;

/**
 * The values under a label that heads a column of a grid, down the rows that continue the grid
 * (each within 1.6 row heights of the last, each with a value in the cell), or null. A rate column
 * ("BTW | OVER | EUR" over "9% | 6,98 | 0,63": the tax label heads the rates) hands over to the
 * right-most column when that one's heading is no label of its own.
 */
function columnBelow(page: PageRows, rowIndex: number, segmentIndex: number): ValueOption[] | null {
  const row = page.rows[rowIndex]!;
  // A grid's heading row is three headings or more and no figures ("Taux | HT | TVA | TTC"): not a
  // label and its value ("Total exkl. MWST   1'376.90"), nor a receipt's "TAX | 8.25%" whose
  // amount OCR put on the next row. The totals block may share the grid's rows on its right
  // ("Tarief | Bedrag incl. btw | Btw | Korting (HERFST10) | -€ 12,58"): the headings are the
  // cells before the first figure.
  const firstFigure = row.segments.findIndex((seg) => /\d/.test(seg.text));
  const headings = firstFigure < 0 ? row.segments.length : firstFigure;
  if (headings < 3 || segmentIndex >= headings) return null;
  const isSumLabel = (text: string) => findLabels(text).some((h) => h.start === 0 && (h.field === 'total' || h.field === 'subtotal' || h.field === 'tax'));
  // A grid cell holds a figure (an amount, a rate) or, in the first column, the total row's label.
  const isCell = (text: string) => !/\p{L}{3,}/u.test(text.replace(/\b[A-Z]{3}\b/g, '')) || isSumLabel(text);
  const collect = (index: number): ValueOption[] => {
    const out: ValueOption[] = [];
    let last = row;
    for (const next of page.rows.slice(rowIndex + 1, rowIndex + 1 + MAX_COLUMN_ROWS)) {
      if (next.box.y - (last.box.y + last.box.h) >= last.height * 1.6) break;
      const cell = valueInCell(row, index, next);
      if (!cell || !isCell(cell.text)) break;
      out.push({ text: cell.text, place: 'below', confidence: cell.confidence, box: cell.box, row: next });
      last = next;
    }
    return out;
  };
  const own = collect(segmentIndex);
  if (own.length === 0) return null;
  // Rates down the column, perhaps ending in the grid's total row ("TOTAAL").
  const isRate = (text: string) => /^\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*$/.test(text);
  const rates = own.some((o) => isRate(o.text)) && own.every((o) => isRate(o.text) || isSumLabel(o.text));
  const lastIndex = headings - 1;
  if (!rates) return own;
  if (lastIndex === segmentIndex || findLabels(row.segments[lastIndex]!.text).length > 0) return null;
  // Not where the tax column has a heading of its own ("BTW | Excl. | BTW | Incl."), nor onto a
  // gross column ("Incl.", "TTC", "Brutto").
  const field = findLabels(row.segments[segmentIndex]!.text)[0]?.field;
  if (row.segments.some((seg, i) => i !== segmentIndex && findLabels(seg.text).some((h) => h.field === field))) return null;
  if (/^(?:incl|inkl|ttc|brutto|bruto|brut|gross|lordo)\b/.test(foldText(row.segments[lastIndex]!.text).trim())) return null;
  const right = collect(lastIndex);
  return right.length === own.length ? right : null;
}

/**
 * True when `seg` is the value of a label printed on its own row in the same label column as
 * `labelBox` ("Date of issue  05/09/2022" just above "Due Date  [unreadable]"): in a stacked
 * label grid that value belongs to its own label, never to the drifting neighbour's.
 */
function ownedByLabelBeside(seg: Segment, row: Row, labelBox: Box): boolean {
  return row.segments.some(
    (other) =>
      other !== seg &&
      other.box.x + other.box.w <= seg.box.x + row.height * 0.5 &&
      horizontalOverlap(other.box, labelBox) > 0 &&
      // A label we cannot read is still a label when it ends in a colon ("Zahibar bis:").
      (/:\s*$/.test(other.text) || findLabels(correctLabelTypos(other.text)).length > 0 || findFuzzyLabel(other.text) !== null),
  );
}

/** A number sign that is all its cell holds: "N°", "No.", "#", or the word ("Numero" beside "218/FT"). */
const SIGN_ALONE = /^(?:no|nr|n\.?[°º]|#|nº|num(?:ber|mer|ero)|n[úu]mero|num[ée]ro)\.?\s*:?$/i;
/**
 * A bare number sign that starts a segment: "No. 2291", "Nr. 17", "N° A-12", "# 5521", "N° : F-12"
 * (French sets a space before the colon), "N.º FR 2026A/158" (Portuguese series and number);
 * on a scan the Czech "č." may come out as "c." or, its letter outside the recogniser's alphabet,
 * as a bare ". ", and the "º" of "N.º" may be lost ("N. FT 2026/1187").
 */
const BARE_NUMBER_SIGN = /^(?:no|nr|n\.?[°º]|#|č|[cn](?=\.)|(?=\.\s))\.?\s*:?\s*(?=(?:[A-Za-z]{1,6}[-/ ]?){0,3}\d)/i;
/**
 * A number standing alone under the title, with no sign before it ("FACTURA ELECTRÓNICA" over
 * "F001-00004521", "INVOICE" over "INV-2026-0042", "FATURA" over the Portuguese series and number
 * "FT 2026A/1187" or "FT M2026/4471"): one word of at most four letters and digits and separators
 * (the letters may stand apart), with a run of three digits or more.
 */
const BARE_IDENTIFIER = /^(?=.*\d{3})[A-Za-z]{0,4}(?:(?<=[A-Za-z]) (?=[A-Za-z]?\d))?[A-Za-z]?\d*[A-Za-z]?(?:[-/][A-Za-z0-9]+)*$/;

/**
 * A title ("Invoice", "Rechnung", "Facture") with its number on the line below, after a bare
 * number sign or alone, or across the same line after a bare number sign ("SALES INVOICE ...
 * No. 004471", "FACTURA ELECTRÓNICA DE VENTA ... No. FAN-2291"): the title (and the sign) are
 * the invoice-number label.
 */
function numberUnderTitle(page: PageRows, rowIndex: number, segment: Segment): LabelledValue | null {
  const row = page.rows[rowIndex]!;
  const at = row.segments.indexOf(segment);
  // "N°" in a cell of its own, the number in the next cell of the row ("FACTURE" over "N° | FAC-2611-08841").
  const signAlone = SIGN_ALONE.test(segment.text.trim()) ? row.segments[at + 1] : undefined;
  const sign = signAlone ? segment.text.length : BARE_NUMBER_SIGN.exec(segment.text)?.[0].length ?? null;
  const signLength = sign ?? (BARE_IDENTIFIER.test(segment.text.trim()) && segment.text.trim().length <= 24 ? 0 : null);
  if (signLength === null) return null;
  const inColumn = (s: Segment) => Math.abs(s.box.x - segment.box.x) <= row.height * 2 || horizontalOverlap(s.box, segment.box) > 0;
  // A bare identifier beside a title could be anything the header prints there; a number sign
  // before it says it is the title's number.
  const besideTitle = sign !== null && at > 0 && isDocumentTitle(row.segments[at - 1]!.text) ? row.segments[at - 1] : undefined;
  // The nearest text above in the segment's own column: rows are page-wide, so the line just
  // above may belong to the address block beside the title ("14 rue des Lilas" | "FACTURE").
  const title = besideTitle ?? page.rows.slice(Math.max(0, rowIndex - 4), rowIndex).reverse().map((r) => r.segments.find(inColumn)).find((s) => s !== undefined);
  // Up to two and a half lines of space: a large title set well above its number line.
  if (!title || (!besideTitle && row.box.y - (title.box.y + title.box.h) > row.height * 2.5)) return null;
  // A header grid's "Documento | Numero | Data" over "FATTURA | 118/2026 | 20/11/2026": the cell
  // under a bare "Number" heading, beside the document's title, is that document's number.
  // The type cell may carry its e-invoice type code ("TD01 Fattura").
  const typeCell = at > 0 ? row.segments[at - 1]!.text.replace(/^[A-Z]{1,3}\d{1,3}\s+/, '') : '';
  const underNumberHeading = !besideTitle && sign === null && SIGN_ALONE.test(title.text.trim()) && isDocumentTitle(typeCell);
  if (!underNumberHeading && (!isDocumentTitle(title.text) || findLabels(title.text).some((h) => h.field === 'invoiceNumber'))) return null;
  const option: ValueOption = signAlone
    ? { text: signAlone.text.trim(), place: 'right', confidence: signAlone.confidence, box: signAlone.box, row }
    : { text: segment.text.slice(signLength).trim(), place: 'inline', confidence: segment.confidence, box: segment.box, row };
  return {
    hit: { field: 'invoiceNumber', language: null, start: 0, end: signLength, weakness: 1 },
    labelText: `${title.text} ${segment.text.slice(0, signLength).trim()}`.trim(),
    row,
    segment,
    segmentIndex: row.segments.indexOf(segment),
    options: [option],
  };
}

/** A currency written in letters beside an amount ("-0,30 Kč", "EUR 12.00"). */
const CURRENCY_WORD = /(?<!\p{L})(?:[A-Z]{3}|Kč|zł|Ft|kr|lei|Rp)(?!\p{L})/gu;

/** The text is its labels and nothing else, bilingual ones joined by a slash ("TOTAL / TOTAAL :"). */
function namesOnly(text: string, hits: readonly LabelHit[]): boolean {
  let rest = text;
  for (const h of [...hits].reverse()) rest = rest.slice(0, h.start) + rest.slice(h.end);
  return hits.length > 0 && hits[0]!.start === 0 && /^[\s:#./|·–-]*$/u.test(rest);
}

/** The text is a label and nothing else ("DATE", "Due date:", "INVOICE #"), given its label hits. */
function labelOnly(text: string, hits: readonly LabelHit[]): boolean {
  return hits.some((h) => h.start === 0 && /^[\s:#.№°º]*$/u.test(text.slice(h.end)));
}

/** Finds every label on the pages with the places its value may be. */
export function findLabelledValues(pages: PageRows[]): LabelledValue[] {
  const out: LabelledValue[] = [];
  for (const page of pages) {
    page.rows.forEach((row, rowIndex) => {
      row.segments.forEach((segment, segmentIndex) => {
        // OCR misspells labels; a text layer spells them as printed.
        const ocr = page.source === 'ocr';
        const text = ocr ? correctLabelTypos(segment.text) : segment.text;
        const exact = findLabels(text);
        // A label too damaged for the patterns may still be near one known phrase as a whole;
        // also when a pattern only read a word of it ("Payment" of "Payment Duer", "Due" of
        // "Zotal Due").
        const labelPart = (text.includes(':') ? text.slice(0, text.indexOf(':')) : text).trim();
        // A currency after the label ("Total CHF", "Summe EUR") is no unread rest of it.
        const afterHit = exact.length === 1 ? labelPart.slice(exact[0]!.end).trim() : '';
        const partial = exact.length === 1 && exact[0]!.end - exact[0]!.start < 0.7 * labelPart.length && !/^(?:[A-Z]{3}|[€$£¥])$/.test(afterHit);
        const fuzzy = ocr && (exact.length === 0 || partial) ? findFuzzyLabel(text) : null;
        const hits = fuzzy ? [fuzzy] : exact;
        const titled = hits.length === 0 ? numberUnderTitle(page, rowIndex, segment) : null;
        if (titled) out.push(titled);
        // "Invoice date / Delivery date 15.03.2024": labels joined by a slash share the value
        // of the last one, so a label's reach runs on through the labels it is joined to.
        // So are "Date de facture / de livraison": a short link word may follow the slash.
        const joinedToNext = (i: number) => i + 1 < hits.length && /^\s*[/&|+]\s*(?:(?:de|du|la|of|der|des|di|del|da|do|van)\s+)?$/.test(text.slice(hits[i]!.end, hits[i + 1]!.start));
        hits.forEach((hit, hitIndex) => {
          const options: ValueOption[] = [];
          let owner = hitIndex;
          while (joinedToNext(owner)) owner += 1;
          const nextStart = hits[owner + 1]?.start ?? text.length;
          const inline = text.slice(hit.end, nextStart).replace(/^[\s:.]+/, '').trim();
          if (inline !== '') {
            options.push({ text: inline, place: 'inline', confidence: segment.confidence, box: segment.box, row });
          }
          // Only the last label of a segment owns what is right of it.
          if (owner === hits.length - 1) {
            for (const right of row.segments.slice(segmentIndex + 1)) {
              // A row of column headings ("INVOICE #  DATE  DUE DATE"): the next label is no value.
              const rightHits = findLabels(right.text);
              const startsWithLabel = rightHits.some((h) => h.start === 0);
              if (startsWithLabel && labelOnly(right.text, rightHits)) break;
              // "VAT 20% | VATABLE 13.90 | VAT | 2.32": a cell that starts with another field's label
              // holds that label's value.
              if (rightHits.some((h) => h.start === 0 && h.field !== hit.field)) break;
              // "… base imponible. | Tasas y cargos no sujetos a IVA | 34,67": a cell of several
              // words and no figure names another amount, one we hold no label for.
              // (A name's label owns such a cell: "Customer | Hartley & Webb Architects Pty Ltd".)
              if (!NAME_FIELDS.has(hit.field) && !/\d/.test(right.text) && (right.text.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3) break;
              options.push({ text: right.text, place: 'right', confidence: right.confidence, box: right.box, row });
              if (startsWithLabel) break;
            }
          }
          // A row holding nothing under the label is passed over: OCR split one printed line in
          // two a few pixels apart (a photo's slant), or a small line beside the value sits a
          // little higher ("IT** … 4821" right of a big "25/11/2026" under "Scadenza"). The value
          // must still be within reach of the label, below.
          const between = page.rows[rowIndex + 1];
          const passOver = between !== undefined && segmentBelow(segment.box, between) === null && valueInCell(row, segmentIndex, between) === null;
          const next = page.rows[rowIndex + (passOver ? 2 : 1)];
          // A grid's row of headings in small type may stand further above its values ("Totale
          // imponibile | Totale imposta" over "847,00 | 186,34").
          const headingRow = row.segments.length >= 3 && !/\d/.test(row.text);
          if (hits.length === 1 && next && next.box.y - (row.box.y + row.box.h) < row.height * (headingRow ? HEADING_ROW_REACH : 1.6)) {
            const overlapping = segmentBelow(segment.box, next);
            const cell = valueInCell(row, segmentIndex, next);
            // The segment the label overlaps belongs to another cell of a grid: the label's own cell's value is its.
            const below = cell && (!overlapping || !centreIn(overlapping, cellSpan(row, segmentIndex)!)) ? cell : overlapping;
            if (below && !ownedByLabelBeside(below, next, segment.box) && findLabels(below.text).every((h) => h.start > 0 || h.field === 'tender')) {
              options.push({ text: below.text, place: 'below', confidence: below.confidence, box: below.box, row: next });
            }
          }
          // A label alone at the end of its row with its value alone on the next row, further
          // right ("TOTALE COMPLESSIVO" over a right-aligned "75,50"): tills print it so, and a
          // curled slip bends the right end of a printed line down onto the next row.
          // Not on a card slip's fill-in lines, where the amount is written above each label
          // ("18.00" over "TIP", "121.93" over "TOTAL"): there the row above holds one too.
          const loneAmount = (r: Row | undefined) => (r?.segments.length === 1 && r.segments[0]!.box.x > segment.box.x + segment.box.w && /^[^\p{L}]*\d[^\p{L}]*$/u.test(r.segments[0]!.text.replace(CURRENCY_WORD, '')) ? r.segments[0]! : undefined);
          const lone = loneAmount(between);
          const above = page.rows[rowIndex - 1];
          const written = loneAmount(above);
          if (
            hits.length === 1 && lone && !written && segmentIndex === row.segments.length - 1 && labelOnly(text, hits) &&
            between!.box.y - (row.box.y + row.box.h) < row.height * 1.6 && !options.some((o) => o.box === lone.box)
          ) {
            options.push({ text: lone.text, place: 'below', confidence: lone.confidence * 0.9, box: lone.box, row: between! });
          }
          // A card slip's fill-in lines: the tip and the total written above "TIP" and "TOTAL"
          // (a currency sign may stand before the blank: "PROPINA $ ____"; a bilingual slip names
          // the field twice: "Pourboire / Fooi :").
          if (
            (hit.field === 'tip' || hit.field === 'total') && written && row.segments.length === 1 && hitIndex === hits.length - 1 &&
            hits.every((h) => h.field === hit.field) && namesOnly(text.replace(/\s*\p{Sc}\s*$/u, ''), hits) &&
            row.box.y - (above!.box.y + above!.box.h) < row.height * 1.6
          ) {
            options.push({ text: written.text, place: 'near', confidence: written.confidence * 0.9, box: written.box, row: above! });
          }
          if (hitIndex === hits.length - 1 && page.source === 'ocr') {
            // OCR boxes drift: a value printed beside its label may land on the row above or
            // below. Offer segments right of the label whose centre is within a line height.
            const labelCentre = segment.box.y + segment.box.h / 2;
            for (const neighbour of [page.rows[rowIndex - 1], page.rows[rowIndex + 1]]) {
              if (!neighbour) continue;
              for (const seg of neighbour.segments) {
                const centre = seg.box.y + seg.box.h / 2;
                if (ownedByLabelBeside(seg, neighbour, segment.box)) continue;
                // Already offered (a card slip's amount written above its label): one reading, not two.
                if (options.some((o) => o.box === seg.box)) continue;
                if (seg.box.x > segment.box.x + segment.box.w && Math.abs(centre - labelCentre) < row.height * 0.9) {
                  options.push({ text: seg.text, place: 'near', confidence: seg.confidence * 0.9, box: seg.box, row: neighbour });
                }
              }
            }
          }
          const column = row.segments.length > 1 && hits.length === 1 && labelOnly(text, hits) ? columnBelow(page, rowIndex, segmentIndex) : null;
          out.push({
            hit,
            labelText: text.slice(hit.start, hit.end),
            row,
            segment,
            segmentIndex,
            options,
            ...(column ? { column } : {}),
          });
        });
      });
    });
  }
  return out;
}
