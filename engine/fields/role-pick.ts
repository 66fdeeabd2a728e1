// Picks the segment the layout-role model is surest plays a role, for the fields where the rules
// found nothing (an OCR-garbled label such as "Imoicr:" beside "INV2966613"). The model mostly
// fills gaps: a value the rules read next to a real label wins, except where the model is sure
// of its own and sure the rules' pick is wrong: labelled totals that do not add up, a total that
// only matches the line items (engine/fields/totals.ts), a vendor name (engine/fields/vendor.ts).
// On the cached OCR of TRAIN scans the model's sure picks agree with the rules' values almost
// everywhere else (invoice numbers among several references, labelled dates), so it does not
// re-rank those.
import type { Row, Segment } from '../layout/rows.js';
import { findDates, numericDate, readSlippedDateValue, type DateCandidate } from './dates.js';
import type { RoleLookup } from '../roles/lookup.js';
import type { LayoutRole } from '../roles/roles.js';

export interface RolePick<T> {
  value: T;
  probability: number;
  segment: Segment;
}

/** Below this probability the model's pick is not used at all. */
export const ROLE_PICK_MIN = 0.7;

/** `read` gets the segment's probability too: a reader may be more lenient where the model is surer. */
export function pickByRole<T>(
  rows: readonly Row[],
  roles: RoleLookup,
  role: LayoutRole,
  read: (text: string, probability: number) => T | null,
  minProbability = ROLE_PICK_MIN,
): RolePick<T> | null {
  let best: RolePick<T> | null = null;
  for (const row of rows) {
    for (const segment of row.segments) {
      const p = roles(row, segment, role);
      if (p === null || p < minProbability || (best && p <= best.probability)) continue;
      const value = read(segment.text, p);
      if (value !== null) best = { value, probability: p, segment };
    }
  }
  return best;
}

/** From this probability on, a date segment is read with the OCR repairs below. */
export const LENIENT_DATE_MIN = 0.8;

/**
 * OCR confusions inside a numeric date that only a segment the model is sure holds a date may be
 * read through ("c8/n2/2025", "01/10:22"): anywhere else they would turn codes and times into
 * dates. A c, o or O before a digit is a 0, an n, l, I, i or | is a 1, and a colon between the
 * month and a year is a separator.
 */
export function repairRoleDate(text: string): string {
  return text
    // A slash before the year read as the r, f or t it resembles ("0812r2025").
    .replace(/(?<=\d)[rft](?=(?:19|20)\d{2}$)/g, '/')
    .replace(/(?<=^|[\s/.-])[cCoO](?=\d)|(?<=\d)[cCoO](?=[/.-]|$)/g, '0')
    .replace(/(?<=^|[\s/.-])[nlIi|](?=\d)|(?<=\d)[nlIi|](?=[/.-]|$)/g, '1')
    .replace(/\b(\d{1,2})([/.-])(\d{1,2}):(\d{2}(?:\d{2})?)\b/g, '$1$2$3$2$4');
}

/** The date a role segment holds: as the rules read it, or, where the model is sure, repaired. */
export function readRoleDate(text: string, probability: number): DateCandidate | null {
  const plain = findDates(text)[0];
  if (plain || probability < LENIENT_DATE_MIN) return plain ?? null;
  const repaired = repairRoleDate(text);
  return repaired === text ? lostSeparatorDate(text) : (findDates(repaired)[0] ?? readSlippedDateValue(repaired));
}

/**
 * "278/2022" for "27/08/2022": OCR lost the separator between day and month, and the month's 0
 * with it. Read where only one split of the three digits makes a date ("128/2022" could be 12/8 or
 * 1/28, and is no date).
 */
function lostSeparatorDate(text: string): DateCandidate | null {
  const m = /^(\d)(\d)(\d)[./-]((?:19|20)\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [a, b, c, year] = [m[1]!, m[2]!, m[3]!, +m[4]!];
  const readings = [numericDate(+a, +(b + c), year), numericDate(+(a + b), +c, year)].filter((r) => r !== null);
  const only = readings.length === 1 ? readings[0]! : null;
  return only && only.forced !== 'either' ? { ...only, repaired: true, start: 0, end: text.length } : null;
}
