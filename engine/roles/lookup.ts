// Reads layout-role probabilities back for a row segment of engine/layout/rows.
import type { Row, Segment } from '../layout/rows.js';
import { roleIndex, type LayoutRole, type PageRoles } from './roles.js';

/** Probability that a segment plays a role; null when the page was not classified. */
export type RoleLookup = (row: Row, segment: Segment, role: LayoutRole) => number | null;

export function roleLookup(pages: readonly PageRoles[]): RoleLookup {
  const byPage = new Map(pages.map((p) => [p.pageIndex, p]));
  return (row, segment, role) => {
    const probabilities = byPage.get(row.pageIndex)?.probabilities[row.index]?.[row.segments.indexOf(segment)];
    return probabilities === undefined ? null : probabilities[roleIndex(role)] ?? null;
  };
}
