// Stage: per-field evidence → document confidence 0..100.
// Meant to read as "chance that every key field is right": the product of the key fields'
// confidences, each of which is built from its own evidence (label found, arithmetic agreement,
// OCR confidence of its tokens, competing candidates). A product is harsh on purpose: one weak
// key field makes the whole document doubtful, which is what a reviewer needs to know.
import type { DocumentKind, KeyField } from '../types.js';

export interface ConfidenceInput {
  kind: DocumentKind;
  fields: Record<KeyField, number>;
  /** Which key fields have a value (a missing due date is not an error in itself). */
  present: Record<KeyField, boolean>;
  /** Mean OCR confidence of all words on the document's pages (1 for text layers). */
  pageConfidence: number;
  arithmeticAgrees: boolean;
  /** A printed due date could not be read: the document is incomplete. */
  dueDateMissing: boolean;
}

const INVOICE_KEYS: KeyField[] = ['vendorName', 'invoiceNumber', 'invoiceDate', 'total', 'currency'];
const RECEIPT_KEYS: KeyField[] = ['vendorName', 'invoiceDate', 'total', 'currency'];

export function documentConfidence(input: ConfidenceInput): number {
  const keys = input.kind === 'invoice' ? INVOICE_KEYS : RECEIPT_KEYS;
  let p = 1;
  for (const key of keys) p *= input.present[key] ? input.fields[key] : 0.05;
  if (input.kind === 'invoice' && input.present.dueDate) p *= 0.5 + 0.5 * input.fields.dueDate;
  if (input.kind === 'invoice' && input.dueDateMissing) p *= 0.7;
  // Low-quality scans: the words we did not use are evidence too.
  p *= Math.min(1, 0.4 + 0.6 * input.pageConfidence + 0.02);
  if (!input.arithmeticAgrees) p = Math.min(p, 0.85);
  return Math.round(Math.max(0, Math.min(1, p)) * 100);
}
