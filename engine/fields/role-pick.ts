// Picks the segment the layout-role model is surest plays a role, for the fields where the rules
// found nothing (an OCR-garbled label such as "Imoicr:" beside "INV2966613"). The model mostly
// fills gaps: a value the rules read next to a real label wins, except labelled totals that do
// not add up, which a sure pick overrules (engine/fields/totals.ts).
import type { Row, Segment } from '../layout/rows.js';
import type { RoleLookup } from '../roles/lookup.js';
import type { LayoutRole } from '../roles/roles.js';

export interface RolePick<T> {
  value: T;
  probability: number;
  segment: Segment;
}

/** Below this probability the model's pick is not used at all. */
export const ROLE_PICK_MIN = 0.7;

export function pickByRole<T>(
  rows: readonly Row[],
  roles: RoleLookup,
  role: LayoutRole,
  read: (text: string) => T | null,
  minProbability = ROLE_PICK_MIN,
): RolePick<T> | null {
  let best: RolePick<T> | null = null;
  for (const row of rows) {
    for (const segment of row.segments) {
      const p = roles(row, segment, role);
      if (p === null || p < minProbability || (best && p <= best.probability)) continue;
      const value = read(segment.text);
      if (value !== null) best = { value, probability: p, segment };
    }
  }
  return best;
}
