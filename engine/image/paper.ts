// Paper detection and perspective correction for phone photos: the page is the largest bright
// region on a darker background. On a grey thumbnail: Otsu threshold, largest 4-connected bright
// component, its four extreme corners (min/max of x+y and x-y). The result is used only when
// every check says it is a clean quadrilateral on a clearly darker background that does not run
// off the frame; otherwise null, and the photo is read as it is (never crop text on a guess).

import { otsuThreshold } from '../stats.js';
import type { RgbaImage } from '../types.js';
import { straightenQuadrilateral, type Quadrilateral } from './perspective.js';
import { workingScale } from './transform.js';
import { grayThumbnail, type GrayThumbnail } from './thumbnail.js';

export interface PaperDetection {
  /** Paper corners in image pixels: top-left, top-right, bottom-right, bottom-left. */
  corners: Quadrilateral;
  /** Share of the image the paper covers. */
  coverage: number;
}

export interface FindPaperOptions {
  /** Thumbnail long side the search runs on (default 384). */
  gridSide?: number;
}

export interface StraightenPaperOptions extends FindPaperOptions {
  /**
   * Longest side of the straightened page (default 2560: plenty for the detector and recogniser);
   * a long receipt may run longer so that its width stays readable (transform.ts workingScale).
   */
  maxSide?: number;
}

/** The paper must cover at least this share of the photo to be trusted, and at most this. */
const MIN_COVERAGE = 0.15;
const MAX_COVERAGE = 0.92;
/** The bright component must fill its corner quadrilateral this well (a clean four-sided shape). */
const MIN_FILL = 0.93;
const MAX_FILL = 1.06;
/** Paper must be this much brighter than the background around it (grey levels). */
const MIN_CONTRAST = 40;
/** Just outside each edge the mean grey must sit this far at most from background towards paper. */
const OUTSIDE_LEVEL = 0.3;
/** Across each edge (inside minus outside) the grey must drop by this share of paper minus background at least. */
const MIN_EDGE_STEP = 0.5;
/** Samples along each edge, and how far outside it (thumbnail cells) they are taken. */
const EDGE_SAMPLES = 24;
const EDGE_OFFSET = 3;
/**
 * Chroma distance (grey levels, over red - green and green - blue) between the mean colour just
 * outside an edge and the background's beyond which the outside is part of the page.
 */
const MAX_OUTSIDE_CHROMA_SHIFT = 40;
/** Thumbnail border cells the paper may touch (share of the border) before it counts as cut off. */
const MAX_BORDER_TOUCH = 0.02;

/** Labels of the largest 4-connected component of `mask` (1 = member), as a 0/1 array. */
function largestComponent(mask: Uint8Array, width: number, height: number): { members: Uint8Array; size: number } {
  const label = new Int32Array(mask.length);
  const queue = new Int32Array(mask.length);
  let bestLabel = 0;
  let bestSize = 0;
  let next = 1;
  for (let seed = 0; seed < mask.length; seed++) {
    if (!mask[seed] || label[seed]) continue;
    const id = next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    label[seed] = id;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      // Left, right, up, down; written out so the hot loop allocates nothing.
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? (x > 0 ? p - 1 : -1) : k === 1 ? (x < width - 1 ? p + 1 : -1) : k === 2 ? p - width : p + width;
        if (n < 0 || n >= mask.length || !mask[n] || label[n]) continue;
        label[n] = id;
        queue[tail++] = n;
      }
    }
    if (tail > bestSize) {
      bestSize = tail;
      bestLabel = id;
    }
  }
  const members = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (label[i] === bestLabel) members[i] = 1;
  return { members, size: bestSize };
}

/**
 * Thumbnail cells along the middle 80 % of each edge of the quadrilateral (top, right, bottom,
 * left), `offset` cells along the outward normal (negative: inside the quad); cells off the
 * thumbnail are left out.
 */
type Cell = { x: number; y: number };

/** Unit normal of edge `e` (from corner e to corner e + 1) pointing away from the quad's centre. */
function outwardNormal(quad: Quadrilateral, e: number): { nx: number; ny: number } {
  const cx = (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4;
  const cy = (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4;
  const a = quad[e]!;
  const b = quad[(e + 1) % 4]!;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = (b.y - a.y) / length;
  const ny = -(b.x - a.x) / length;
  const away = nx * ((a.x + b.x) / 2 - cx) + ny * ((a.y + b.y) / 2 - cy) >= 0;
  return away ? { nx, ny } : { nx: -nx, ny: -ny };
}

/** The cells of edge `e` only (see edgeCells). */
function edgeCellsOf(thumb: GrayThumbnail, quad: Quadrilateral, e: number, offset: number): Cell[] {
  const a = quad[e]!;
  const b = quad[(e + 1) % 4]!;
  const { nx, ny } = outwardNormal(quad, e);
  const cells: Cell[] = [];
  // Skip the corners' neighbourhoods: only the edge's middle 80 % is sampled.
  for (let k = 1; k < EDGE_SAMPLES; k++) {
    const t = 0.1 + (0.8 * k) / EDGE_SAMPLES;
    const x = Math.round(a.x + (b.x - a.x) * t + nx * offset);
    const y = Math.round(a.y + (b.y - a.y) * t + ny * offset);
    if (x < 0 || y < 0 || x >= thumb.width || y >= thumb.height) continue;
    cells.push({ x, y });
  }
  return cells;
}

function edgeCells(thumb: GrayThumbnail, quad: Quadrilateral, offset: number): Cell[][] {
  return [0, 1, 2, 3].map((e) => edgeCellsOf(thumb, quad, e, offset));
}

/** Mean thumbnail grey along each edge (edgeCells); NaN for an edge whose samples all fall off the thumbnail. */
function edgeMeans(thumb: GrayThumbnail, quad: Quadrilateral, offset: number): number[] {
  return edgeCells(thumb, quad, offset).map((cells) => (cells.length > 0 ? cells.reduce((sum, c) => sum + thumb.gray[c.y * thumb.width + c.x]!, 0) / cells.length : Number.NaN));
}

/**
 * Mean colour of the photo pixels at the cells' centres, as its two chroma differences (red -
 * green, green - blue); null for no cells.
 */
function meanChroma(image: RgbaImage, thumb: GrayThumbnail, cells: Iterable<Cell>): [number, number] | null {
  let rg = 0;
  let gb = 0;
  let count = 0;
  for (const { x, y } of cells) {
    const px = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / thumb.width));
    const py = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / thumb.height));
    const i = (py * image.width + px) * 4;
    rg += image.data[i]! - image.data[i + 1]!;
    gb += image.data[i + 1]! - image.data[i + 2]!;
    count++;
  }
  return count === 0 ? null : [rg / count, gb / count];
}

/** The thumbnail cells outside the paper component. */
function* backgroundCells(thumb: GrayThumbnail, members: Uint8Array): Generator<Cell> {
  for (let i = 0; i < members.length; i++) if (!members[i]) yield { x: i % thumb.width, y: Math.floor(i / thumb.width) };
}

/**
 * The quadrilateral grown over coloured bands printed to the paper's edge: a header band darker
 * than the paper is left out of the bright region, and cutting it off would lose the vendor's name
 * printed in it. Outside each edge, cells whose colour the background does not have (chroma far
 * from the background's mean) are page; the edge moves out over them, its corners along the
 * adjacent sides. Null when a band runs on too far to end (the read then goes on unstraightened).
 */
function growOverBands(image: RgbaImage, thumb: GrayThumbnail, quad: Quadrilateral, members: Uint8Array): Quadrilateral | null {
  const background = meanChroma(image, thumb, backgroundCells(thumb, members));
  if (background === null) return quad;
  const shiftAt = (offset: number, edge: number): number => {
    const outside = meanChroma(image, thumb, edgeCellsOf(thumb, quad, edge, offset));
    return outside === null ? 0 : Math.hypot(outside[0] - background[0], outside[1] - background[1]);
  };
  const grown = quad.map((p) => ({ ...p })) as unknown as Quadrilateral;
  const side = (i: number) => Math.hypot(quad[(i + 1) % 4]!.x - quad[i]!.x, quad[(i + 1) % 4]!.y - quad[i]!.y);
  for (let e = 0; e < 4; e++) {
    if (shiftAt(EDGE_OFFSET, e) <= MAX_OUTSIDE_CHROMA_SHIFT) continue;
    // A band is at most a fifth of the page across it.
    const reach = Math.ceil(0.2 * Math.max(side((e + 1) % 4), side((e + 3) % 4)));
    let depth = -1;
    for (let offset = 1; offset <= reach; offset++) {
      if (shiftAt(offset, e) <= MAX_OUTSIDE_CHROMA_SHIFT / 2) {
        depth = offset - 0.5;
        break;
      }
    }
    if (depth < 0) return null;
    const { nx, ny } = outwardNormal(quad, e);
    // Each corner of the edge slides out along its other side until it is `depth` off the edge.
    for (const [corner, from] of [[e, (e + 3) % 4], [(e + 1) % 4, (e + 2) % 4]] as const) {
      const ux = quad[corner]!.x - quad[from]!.x;
      const uy = quad[corner]!.y - quad[from]!.y;
      const along = (ux * nx + uy * ny) / Math.hypot(ux, uy);
      if (along < 0.5) return null;
      const step = depth / along / Math.hypot(ux, uy);
      grown[corner]!.x += ux * step;
      grown[corner]!.y += uy * step;
    }
  }
  // Grown past the photo's frame: the page runs off it, and its outline is a guess.
  if (grown.some((p) => p.x < 0 || p.y < 0 || p.x > thumb.width || p.y > thumb.height)) return null;
  return grown;
}

/**
 * True when every edge of the quadrilateral is a real paper edge:
 * - just outside it the thumbnail is background-dark (mean at most `backgroundLimit`): a page cut
 *   by a shadow also gives a clean lit quadrilateral, but beyond its shadow-side edge lies shadowed
 *   paper, brighter than the table;
 * - across it the grey steps down by at least `minStep`: uneven light that darkens one end of the
 *   page smoothly can push that end under the threshold, and the cut then runs through the paper
 *   (often right through the header) where the grey hardly changes.
 */
function edgesBorderBackground(thumb: GrayThumbnail, quad: Quadrilateral, backgroundLimit: number, minStep: number): boolean {
  const outside = edgeMeans(thumb, quad, EDGE_OFFSET);
  const inside = edgeMeans(thumb, quad, -EDGE_OFFSET);
  for (let e = 0; e < 4; e++) {
    if (Number.isNaN(outside[e]!)) continue;
    if (outside[e]! > backgroundLimit) return false;
    if (!Number.isNaN(inside[e]!) && inside[e]! - outside[e]! < minStep) return false;
  }
  return true;
}

/** A straightened long receipt may hold this many maxSide x maxSide areas (workingScale). */
const STRAIGHTENED_PIXEL_BUDGET = 1;

/** Opposite sides of a photographed page differ by perspective, but not by more than this factor. */
const MAX_SIDE_RATIO = 1.6;

function plausibleSides(q: Quadrilateral): boolean {
  const side = (i: number) => Math.hypot(q[(i + 1) % 4]!.x - q[i]!.x, q[(i + 1) % 4]!.y - q[i]!.y);
  const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(1e-9, Math.min(a, b));
  return ratio(side(0), side(2)) <= MAX_SIDE_RATIO && ratio(side(1), side(3)) <= MAX_SIDE_RATIO;
}

function polygonArea(q: Quadrilateral): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

function isConvex(q: Quadrilateral): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const c = q[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The paper's outline in a photo, or null when there is no confident one (a flat scan, a
 * cut-off page). A shadow across the page can split it at Otsu's threshold (lit paper against
 * shadowed paper plus table), so a second, lower threshold (Otsu among the darker pixels) is
 * tried too.
 */
export function findPaper(image: RgbaImage, opts: FindPaperOptions = {}): PaperDetection | null {
  const thumb = grayThumbnail(image, opts.gridSide ?? 384);
  if (thumb.width < 16 || thumb.height < 16) return null;
  const histogram = new Float64Array(256);
  for (let i = 0; i < thumb.gray.length; i++) histogram[thumb.gray[i]!]!++;
  const first = otsuThreshold(histogram, 255);
  if (first < 0) return null;
  const lit = paperAtThreshold(image, thumb, first);
  const second = otsuThreshold(histogram, first);
  const whole = second < 0 ? null : paperAtThreshold(image, thumb, second);
  // The lit part of a shadowed page can itself look like a clean quadrilateral: when both
  // thresholds give an outline, the larger one is the whole page.
  if (lit && whole) return whole.coverage > lit.coverage ? whole : lit;
  return whole ?? lit;
}

function paperAtThreshold(image: RgbaImage, thumb: GrayThumbnail, threshold: number): PaperDetection | null {
  const { width, height, gray } = thumb;
  const mask = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) if (gray[i]! > threshold) mask[i] = 1;
  const { members, size } = largestComponent(mask, width, height);
  const coverage = size / gray.length;
  if (coverage < MIN_COVERAGE || coverage > MAX_COVERAGE) return null;

  let borderTouch = 0;
  let paperSum = 0;
  let backgroundSum = 0;
  // Area with the ink holes filled: each row's span from its first to its last paper cell.
  let filledArea = 0;
  const best = new Float64Array([-Infinity, -Infinity, -Infinity, -Infinity]); // scores for TL, TR, BR, BL
  const corners = new Int32Array(4);
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!members[i]) {
        backgroundSum += gray[i]!;
        continue;
      }
      if (first < 0) first = x;
      last = x;
      paperSum += gray[i]!;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) borderTouch++;
      for (let k = 0; k < 4; k++) {
        const score = k === 0 ? -x - y : k === 1 ? x - y : k === 2 ? x + y : y - x;
        if (score > best[k]!) {
          best[k] = score;
          corners[k] = i;
        }
      }
    }
    if (first >= 0) filledArea += last - first + 1;
  }
  if (borderTouch > MAX_BORDER_TOUCH * 2 * (width + height)) return null;
  const contrast = paperSum / size - backgroundSum / (gray.length - size);
  if (contrast < MIN_CONTRAST) return null;

  // Corner cells' outer edges, in thumbnail units, then scaled to image pixels.
  const outward = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ] as const;
  const thumbQuad = Array.from(corners, (i, k) => ({ x: (i % width) + outward[k]![0], y: Math.floor(i / width) + outward[k]![1] }));
  const quadThumb = thumbQuad as unknown as Quadrilateral;
  if (!isConvex(quadThumb) || !plausibleSides(quadThumb)) return null;
  const fill = filledArea / polygonArea(quadThumb);
  if (fill < MIN_FILL || fill > MAX_FILL) return null;
  const paperLevel = paperSum / size;
  const backgroundLevel = backgroundSum / (gray.length - size);
  const spread = paperLevel - backgroundLevel;
  if (!edgesBorderBackground(thumb, quadThumb, backgroundLevel + OUTSIDE_LEVEL * spread, MIN_EDGE_STEP * spread)) return null;
  const outline = growOverBands(image, thumb, quadThumb, members);
  if (!outline) return null;
  const scaleX = image.width / width;
  const scaleY = image.height / height;
  const full = outline.map((p) => ({ x: p.x * scaleX, y: p.y * scaleY }));
  return { corners: [full[0]!, full[1]!, full[2]!, full[3]!], coverage: filledArea / gray.length };
}

/**
 * Finds the paper and returns it straightened to an upright rectangle, or the image unchanged
 * when no paper outline is confidently found.
 */
export function straightenPaper(image: RgbaImage, opts: StraightenPaperOptions = {}): { image: RgbaImage; paper: PaperDetection | null } {
  const paper = findPaper(image, opts);
  if (!paper) return { image, paper };
  const [tl, tr, br, bl] = paper.corners;
  const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
  // The nearer edge of a tilted page looks longer; the longer of each pair is the better estimate.
  let width = Math.max(dist(tl, tr), dist(bl, br));
  let height = Math.max(dist(tl, bl), dist(tr, br));
  const scale = workingScale(width, height, opts.maxSide ?? 2560, STRAIGHTENED_PIXEL_BUDGET);
  width = Math.max(1, Math.round(width * scale));
  height = Math.max(1, Math.round(height * scale));
  return { image: straightenQuadrilateral(image, paper.corners, width, height), paper };
}
