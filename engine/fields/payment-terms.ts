// Stage: row texts → payment terms as a number of days ("Net 30", "30 Tage netto", "30 jours
// net", "Transferencia a 30 días"; "Due on receipt" is 0), so that a due date OCR could not read is implied by the
// invoice date (engine/fields/doc-dates.ts). A count of days is read only where the text says it
// is a payment term: beside a "net" word, or on a row with a payment-terms label; "Returns within
// 30 days" is no term. Terms counted from the end of the month ("30 jours fin de mois") and
// early-payment discounts ("2 % Skonto 10 Tage") are not a plain count from the invoice date, so
// they are not read.
import { editDistance, foldText, oneEditApart } from './text.js';

export interface PaymentTerms {
  days: number;
  /** The row text the term was read from. */
  source: string;
}

/** Day words in the languages we read (folded); one OCR slip is forgiven in the longer ones. */
const DAY_WORDS = ['day', 'days', 'tag', 'tage', 'tagen', 'jour', 'jours', 'dia', 'dias', 'giorno', 'giorni', 'gg', 'dag', 'dagen', 'dagar', 'dni', 'dzien'];
const NET_WORDS = ['net', 'netto', 'neto', 'nett'];

const TERMS_LABEL = new RegExp(
  `(?<![a-z])(?:${[
    '(?:payment\\s*)?terms?',
    'payable\\s*within',
    'due\\s*within',
    'zahlungs\\s*-?\\s*(?:bedingungen|bedingung|ziel|frist)',
    'zahlbar\\s*(?:innerhalb|binnen)',
    'conditions?\\s*de\\s*(?:paiement|reglement)',
    'reglement',
    'condiciones\\s*de\\s*pago',
    '(?:forma|plazo)\\s*de\\s*pago',
    '(?:termini|condizioni)\\s*di\\s*pagamento',
    'betalings\\s*-?\\s*(?:termijn|voorwaarden|conditie)',
    'betalen\\s*binnen',
    '(?:condicoes|prazo)\\s*de\\s*pagamento',
    'termin\\s*p[lł]atnosci',
    'betalningsvillkor',
  ].join('|')})(?![a-z])`,
);
/** Label words of TERMS_LABEL long enough to be recognised with one OCR slip ("Conditlons"). */
const TERMS_WORDS = ['terms', 'conditions', 'paiement', 'reglement', 'zahlungsbedingungen', 'zahlungsziel', 'condiciones', 'pagamento', 'betalingstermijn', 'betalingsvoorwaarden', 'condicoes', 'betalningsvillkor'];

const MONTH_END = /fin\s*de\s*mo?is|fin\s*de\s*mes|end\s*of\s*(?:the\s*)?month|\beom\b|\bfdm\b|monatsende|ende\s*des\s*monats|fine\s*mese|\bffm\b|einde\s*(?:van\s*de\s*)?maand|fim\s*do\s*mes/;
/** Terms that say the invoice is due the day it is issued ("Due on receipt", "Sofort zahlbar"). */
const DUE_AT_ONCE = /(?<![a-z])(?:(?:due|payable)\s*(?:up)?on\s*receipt|(?:due|payable)\s*immediately|sofort\s*(?:zahlbar|fallig)|(?:zahlbar|fallig)\s*sofort|(?:payable\s*)?(?:a|des)\s*reception|pago\s*(?:inmediato|al\s*contado)|a\s*la\s*vista|pagamento\s*immediato|per\s*omgaande)(?![a-z])/;
/** ...and words that only say so on a row labelled as the payment terms ("Forma de pago: Contado"). */
const DUE_AT_ONCE_ON_TERMS_ROW = /(?<![a-z])(?:contado|comptant|immediate(?:ly)?|sofort|immediato|onmiddellijk)(?![a-z])/;
/** Words of an early-payment discount (folded text): its terms are no plain count, its deadline no due date. */
export const EARLY_PAYMENT_DISCOUNT = /%|skonto|discount|escompte|descuento|sconto|korting|desconto|rabat/;

function isDayWord(word: string): boolean {
  return DAY_WORDS.includes(word) || (word.length >= 4 && DAY_WORDS.some((d) => d.length >= 4 && oneEditApart(word, d)));
}

/** The first three letters or more of a longer day word ("jou" of "jours", "tag" is whole anyway). */
function isCutDayWord(word: string): boolean {
  return word.length >= 3 && DAY_WORDS.some((d) => d.length > word.length && d.startsWith(word));
}

function isNetWord(word: string): boolean {
  // "etto": OCR lost the n of "netto".
  return NET_WORDS.includes(word) || (word.length >= 4 && oneEditApart(word, 'netto'));
}

function hasTermsLabel(folded: string): boolean {
  if (TERMS_LABEL.test(folded)) return true;
  return folded.split(/[^\p{L}]+/u).some((w) => w.length >= 7 && TERMS_WORDS.some((t) => (w.length >= 12 ? editDistance(w, t) <= 2 : oneEditApart(w, t))));
}

/** Day counts a row gives as payment terms. */
function termDays(text: string): number[] {
  const folded = foldText(text);
  if (MONTH_END.test(folded)) return [];
  const discount = EARLY_PAYMENT_DISCOUNT.test(folded);
  const labelled = hasTermsLabel(folded);
  const days: number[] = [];
  if (!discount && (DUE_AT_ONCE.test(folded) || (labelled && DUE_AT_ONCE_ON_TERMS_ROW.test(folded)))) days.push(0);
  // Each segment of a row on its own (rows join theirs with wide gaps): "Net 30" must end its
  // segment, while "7   NET-11593   Spülmittel" in a table row is no term.
  for (const segment of folded.split(/\s{3,}/)) {
    // Words and numbers in order; "10dias", "30ours" split where digits meet letters.
    const tokens = segment.match(/\d+(?:[.,]\d+)?|\p{L}+|%/gu) ?? [];
    tokens.forEach((token, i) => {
      if (!/^\d{1,3}$/.test(token)) return;
      const n = Number(token);
      if (n < 1 || n > 120) return;
      const before = tokens[i - 1] ?? '';
      const after = tokens[i + 1] ?? '';
      const afterNext = tokens[i + 2] ?? '';
      // "Net 30", "Netto 30 Tage": a net word, the count, then its day word or nothing.
      const netFirst = isNetWord(before) && (after === '' || isDayWord(after));
      // "30 days net", "30 Tage netto".
      const netLast = isDayWord(after) && isNetWord(afterNext);
      // "Zahlungsziel: 14 Tage", "Forma de pago: Transferencia a 30 días".
      // There the day word may also be cut short by OCR ("14 jou t").
      const onTermsRow = !discount && labelled && (isDayWord(after) || isCutDayWord(after));
      if (netFirst || netLast || onTermsRow) days.push(n);
    });
  }
  return days;
}

/** The payment term of a document in days; null when none is printed or two disagree. */
export function findPaymentTerms(texts: readonly string[]): PaymentTerms | null {
  let found: PaymentTerms | null = null;
  for (const text of texts) {
    for (const days of termDays(text)) {
      if (found && found.days !== days) return null;
      found ??= { days, source: text };
    }
  }
  return found;
}

/** An ISO date plus (or minus) a number of days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
