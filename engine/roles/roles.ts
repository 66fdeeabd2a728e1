// The layout roles a page segment can play, as the layout-role model (models/layout-role.onnx)
// predicts them. The order is the model's output order; models/layout-role.json repeats it and
// the loader refuses a model whose list differs.

export const LAYOUT_ROLES = [
  'other',
  'vendor',
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'subtotal',
  'tax',
  'total',
  'lineItem',
] as const;

export type LayoutRole = (typeof LAYOUT_ROLES)[number];

export const roleIndex = (role: LayoutRole): number => LAYOUT_ROLES.indexOf(role);

/**
 * Role probabilities of one page's segments, as `[rowIndex][segmentIndex]` of that page's
 * `buildRows` result (rows are rebuilt deterministically, so the indices line up).
 */
export interface PageRoles {
  pageIndex: number;
  /** probabilities[row][segment] has LAYOUT_ROLES.length entries summing to 1. */
  probabilities: Float32Array[][];
}
