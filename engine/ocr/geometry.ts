// Plane geometry for text boxes: convex hull, minimum-area rectangle (rotating calipers), and
// the oriented quadrilateral every later OCR stage works with. Image coordinates: x right,
// y down, angles in degrees clockwise from +x (so 90 points down the page).

export interface Point {
  x: number;
  y: number;
}

/** Oriented rectangle: centre, the two half-edge vectors (u along one side, v along the other). */
export interface OrientedRect {
  center: Point;
  u: Point;
  v: Point;
}

/**
 * A text box as four corners in reading order: topLeft -> topRight runs along the text,
 * topLeft -> bottomLeft runs down across it, whichever way the text lies in the image.
 */
export interface Quad {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Andrew's monotone chain; returns the hull counter-clockwise without repeated end point. */
export function convexHull(points: Point[]): Point[] {
  if (points.length < 3) return points.slice();
  const sorted = points.slice().sort((a, b) => a.x - b.x || a.y - b.y);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Smallest-area enclosing rectangle; one of its sides is collinear with a hull edge. */
export function minAreaRect(points: Point[]): OrientedRect {
  const hull = convexHull(points);
  if (hull.length === 0) throw new Error('minAreaRect needs at least one point');
  if (hull.length < 3) {
    // Degenerate (a point or a segment): a zero-width rectangle along the segment.
    const a = hull[0]!;
    const b = hull[hull.length - 1]!;
    return { center: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, u: { x: (b.x - a.x) / 2, y: (b.y - a.y) / 2 }, v: { x: 0, y: 0 } };
  }
  let best: OrientedRect | null = null;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const p = hull[i]!;
    const q = hull[(i + 1) % hull.length]!;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    if (len === 0) continue;
    const ex = (q.x - p.x) / len;
    const ey = (q.y - p.y) / len;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const h of hull) {
      const pu = h.x * ex + h.y * ey;
      const pv = -h.x * ey + h.y * ex;
      if (pu < minU) minU = pu;
      if (pu > maxU) maxU = pu;
      if (pv < minV) minV = pv;
      if (pv > maxV) maxV = pv;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = {
        center: { x: cu * ex - cv * ey, y: cu * ey + cv * ex },
        u: { x: (ex * (maxU - minU)) / 2, y: (ey * (maxU - minU)) / 2 },
        v: { x: (-ey * (maxV - minV)) / 2, y: (ex * (maxV - minV)) / 2 },
      };
    }
  }
  return best!;
}

export function length(p: Point): number {
  return Math.hypot(p.x, p.y);
}

/** Angle of a vector in degrees, in (-180, 180]. */
export function angleOf(p: Point): number {
  return (Math.atan2(p.y, p.x) * 180) / Math.PI;
}

/** Signed difference a - b folded into (-180, 180]. */
export function angleDifference(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return d;
}

/** Boxes no longer than this many times their height are "short" (one to three glyphs). */
const SHORT_BOX_ASPECT = 2;
/** A short box tilted more than this from the page's reading direction has a made-up angle. */
const MAX_SHORT_BOX_TILT_DEGREES = 12;

/**
 * Whether a detected box is a short blob whose minimum-area rectangle came out tilted against
 * the page's text. A lone digit's region is near square, so any angle encloses it about as
 * tightly and the rectangle's angle says nothing about the text: a quantity "4" came out 26
 * degrees off, was read tilted and lost (the Dutch and Portuguese probe invoices in
 * bench/layouts). `cosine` is how closely `along` runs with the reading direction.
 */
function isTiltedBlob(along: Point, across: Point, cosine: number): boolean {
  return length(along) <= SHORT_BOX_ASPECT * length(across) && cosine < Math.cos((MAX_SHORT_BOX_TILT_DEGREES * Math.PI) / 180);
}

/**
 * Corners of `rect` in reading order for text that runs along `readingAngle` (degrees):
 * the half-edge closest to that direction becomes the top edge, oriented with it. A short box
 * tilted against that direction is replaced by a box of its own area that runs with the text.
 */
export function quadForReadingAngle(rect: OrientedRect, readingAngle: number): Quad {
  const rad = (readingAngle * Math.PI) / 180;
  const dir = { x: Math.cos(rad), y: Math.sin(rad) };
  // "Down" across the text is the reading direction turned 90 degrees clockwise.
  const down = { x: -dir.y, y: dir.x };
  const alongU = Math.abs(rect.u.x * dir.x + rect.u.y * dir.y) / (length(rect.u) || 1);
  const alongV = Math.abs(rect.v.x * dir.x + rect.v.y * dir.y) / (length(rect.v) || 1);
  let along = alongU >= alongV ? rect.u : rect.v;
  let across = alongU >= alongV ? rect.v : rect.u;
  if (isTiltedBlob(along, across, Math.max(alongU, alongV))) {
    // The rectangle's own angle is noise here: a box that runs with the text, shaped like the
    // box around the rectangle but of the rectangle's own area (a blob is about as wide at any
    // angle; the whole box around a 45-degree rectangle would reach a neighbouring cell's rule).
    const extent = (axis: Point) => Math.abs(rect.u.x * axis.x + rect.u.y * axis.y) + Math.abs(rect.v.x * axis.x + rect.v.y * axis.y);
    const [alongExtent, acrossExtent] = [extent(dir), extent(down)];
    const shrink = Math.sqrt((length(rect.u) * length(rect.v)) / (alongExtent * acrossExtent || 1));
    along = { x: dir.x * alongExtent * shrink, y: dir.y * alongExtent * shrink };
    across = { x: down.x * acrossExtent * shrink, y: down.y * acrossExtent * shrink };
  }
  if (along.x * dir.x + along.y * dir.y < 0) along = { x: -along.x, y: -along.y };
  if (across.x * down.x + across.y * down.y < 0) across = { x: -across.x, y: -across.y };
  const c = rect.center;
  return {
    topLeft: { x: c.x - along.x - across.x, y: c.y - along.y - across.y },
    topRight: { x: c.x + along.x - across.x, y: c.y + along.y - across.y },
    bottomRight: { x: c.x + along.x + across.x, y: c.y + along.y + across.y },
    bottomLeft: { x: c.x - along.x + across.x, y: c.y - along.y + across.y },
  };
}

/** Rotation by `degrees` clockwise about `from`, then translation so `from` lands on `to`. */
export interface RigidTransform {
  (p: Point): Point;
}

export function rotationAbout(from: Point, to: Point, degrees: number): RigidTransform {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return (p) => {
    const dx = p.x - from.x;
    const dy = p.y - from.y;
    return { x: to.x + dx * cos - dy * sin, y: to.y + dx * sin + dy * cos };
  };
}
