// Stage: labelled values → invoice number.
// The value next to an invoice-number label ("Invoice No.", "Rechnungsnummer", "N° de facture",
// "Factura nº"...), cleaned of label leftovers. OCR letter/digit confusions are only undone
// where a letter sits inside a run of digits, since real numbers mix letters and digits freely.
import type { LabelledValue } from '../layout/blocks.js';
import type { Row } from '../layout/rows.js';
import type { RoleLookup } from '../roles/lookup.js';
import { findDates } from './dates.js';
import { pickByRole } from './role-pick.js';

export interface InvoiceNumberResult {
  value: string | null;
  confidence: number;
}

// A degree-like sign alone is the rest of a "N.°" or "Nº" whose letter the label took ("FacturaN.°INV-1").
const LEFTOVER = /^(?:[:#.\s°º]|no\.?\s|nr\.?\s|n[°º]\.?\s?|number\s|nummer\s|numero\s)+/i;

/** Read as the digit OCR took it for: the first digit of a run after a letter prefix. */
const PREFIX_DIGIT: Record<string, string> = { O: '0', S: '5', I: '1', l: '1', B: '8' };
/**
 * Abbreviations of "invoice" that numbers start with in the languages we read (Invoice, Bill,
 * Facture/Factura, Fattura/Fatura, Faktura, Rechnung). Three letters or more: "RE" + "S" could
 * be a prefix "RES".
 */
const INVOICE_PREFIXES = new Set(['INV', 'BILL', 'FAC', 'FACT', 'FAT', 'FAK', 'FAKT', 'RECH']);

/**
 * Fixes O/o→0, l/I→1, S→5, B→8 only when digits are on both sides (or one side at the end), or
 * when the letter starts the only digit run after an invoice abbreviation ("INVO046598",
 * "INVS226843"): "DEMO1234" or "POS1234" keep their letter, since the prefix could be theirs.
 */
export function repairIdDigits(value: string): string {
  return value
    .replace(/^([A-Z]{3,4})([OSIlB])(?=\d{4,}$)/, (whole, prefix: string, letter: string) =>
      INVOICE_PREFIXES.has(prefix) ? `${prefix}${PREFIX_DIGIT[letter]!}` : whole,
    )
    .replace(/(?<=\d)[Oo](?=[\d]|$|[-/])|(?<=^|[-/])[Oo](?=\d{2})/g, '0')
    .replace(/(?<=\d)[lI|](?=\d)/g, '1')
    .replace(/(?<=\d{2})[S](?=\d)/g, '5')
    .replace(/(?<=\d{2})[B](?=\d)/g, '8');
}

/** Extracts an identifier from the text after a label; null if it holds none. */
export function readIdentifier(text: string): string | null {
  const id = readUnrepairedIdentifier(text);
  return id === null ? null : repairIdDigits(id);
}

/** readIdentifier before its letter/digit repairs. */
function readUnrepairedIdentifier(text: string): string | null {
  const cleaned = text
    .replace(LEFTOVER, '')
    .trim()
    // OCR puts spaces around an identifier's separators ("INV -2024 -5751", "F2025 /180") and
    // splits its letter prefix ("FA C -24-8659").
    // A middle dot between parts is a hyphen read badly ("RE·32450").
    .replace(/(?<=[A-Za-z0-9])[·•](?=[A-Za-z0-9])/g, '-')
    .replace(/\s+(?=[-/]\w)|(?<=\w[-/])\s+/g, '')
    // ...or on both sides ("R2503 - 002"); only before digits, so "1234 - Net 30" stays apart.
    .replace(/(?<=[A-Za-z0-9])\s+([-/])\s+(?=\d)/g, '$1')
    // "2024. 8603": a dot between digit groups with a space after it.
    .replace(/(?<=\d\.)\s+(?=\d)/g, '')
    .replace(/^([A-Z]{1,4}) ([A-Z]{1,3})(?=[-/]\d)/, '$1$2')
    // A Romanian series and its number: "LST nr. 0447" after "Seria".
    .replace(/^([A-Z]{1,6})\s+[Nn][Rr]\.?\s*(?=\d)/, '$1 ');
  if (cleaned === '') return null;
  // "10731 1": OCR split off the last digit of an all-digit number; "RE-677 36": the last digits
  // of a prefixed one, when nothing follows them.
  const words = cleaned.replace(/^(\d{4,}) (\d)(?=\s|$)/, '$1$2').replace(/^([A-Za-z]{1,4}[-/]\d{3,}) (\d{1,3})$/, '$1$2').split(/\s+/);
  // A sentence's full stop after the number ("… quoting invoice 91044827.") is no part of it.
  let id = words[0]!.replace(/[,;:]+$/, '').replace(/^([^.]*\d)\.$/, '$1');
  // "INV 2024-001": a short letters-only prefix belongs to the number.
  if (/^[A-Za-z]{1,4}$/.test(id) && words[1] && /^[A-Za-z]{0,4}[-/]?\d/.test(words[1])) {
    // "FAC -24-0048": OCR put a space before the separator; "INV 2024-001" keeps its space.
    const next = words[1].replace(/[,;:]+$/, '');
    id = /^[-/]/.test(next) ? `${id}${next}` : `${id} ${next}`;
  }
  if (!/\d/.test(id) && !/^[A-Z]{2,}[-/]?[A-Z0-9]+$/.test(id)) return null;
  if (id.length > 30) return null;
  if (findDates(id).some((d) => d.end - d.start >= id.length - 1)) return null;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(id)) return null; // an amount
  return id;
}

/** Prose after a number: four or more words, one in lower case. */
const SENTENCE_AFTER = /^(?=(?:[\s,.;:]+[\p{L}'’-]+){4})(?=.*\s\p{Ll}{2,})/u;

/** Confidence kept by a number read through a letter OCR took for a digit. */
const REPAIRED_ID_FACTOR = 0.95;

/** Identifier-looking text: letters and digits, at least 4 characters with 3 digits. */
function readRoleIdentifier(text: string): string | null {
  const id = readIdentifier(text);
  return id !== null && id.length >= 4 && (id.match(/\d/g)?.length ?? 0) >= 3 ? id : null;
}

export function findInvoiceNumber(labelled: LabelledValue[], byRole?: { rows: readonly Row[]; roles: RoleLookup }): InvoiceNumberResult {
  const found: { value: string; weight: number; confidence: number }[] = [];
  labelled.forEach((lv, order) => {
    if (lv.hit.field !== 'invoiceNumber') return;
    for (const option of lv.options) {
      const unrepaired = readUnrepairedIdentifier(option.text);
      if (!unrepaired) continue;
      const value = repairIdDigits(unrepaired);
      // Next to its label on the same row is the normal case; under it a little less sure; a
      // title-style label ("INVOICE 1234") a little less again.
      // A number a sentence names ("Factuur 2026-0988 is vervallen. Heeft u deze …") is some other
      // document's, below any label's own value.
      const inSentence = option.place !== 'below' && SENTENCE_AFTER.test(option.text.slice(option.text.indexOf(unrepaired) + unrepaired.length));
      const placeWeight = (option.place === 'below' ? 0.97 : 0.995) * (lv.hit.weakness === 0 ? 1 : 0.92) * (inSentence ? 0.95 : 1);
      const repaired = value !== unrepaired;
      found.push({ value, weight: placeWeight - order * 0.0001, confidence: option.confidence * (repaired ? REPAIRED_ID_FACTOR : 1) });
      break;
    }
  });
  if (found.length === 0) {
    // No readable label: the layout-role model may still know where the number sits.
    const pick = byRole ? pickByRole(byRole.rows, byRole.roles, 'invoiceNumber', readRoleIdentifier) : null;
    return pick ? { value: pick.value, confidence: 0.75 * pick.probability * Math.pow(pick.segment.confidence, 1.5) } : { value: null, confidence: 0 };
  }
  found.sort((a, b) => b.weight - a.weight);
  const best = found[0]!;
  const distinct = new Set(found.map((f) => f.value.toUpperCase()));
  const agreeing = found.filter((f) => f.value.toUpperCase() === best.value.toUpperCase()).length;
  let confidence = best.weight * (distinct.size > 1 ? 0.85 : 1);
  if (agreeing > 1) confidence = Math.min(0.995, confidence + 0.01);
  // Identifiers have no arithmetic to check them: OCR doubt weighs fully.
  confidence *= Math.pow(best.confidence, 1.5);
  return { value: best.value, confidence };
}
