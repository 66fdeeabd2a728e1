// Text detection stage: RGBA page in, oriented text-line rectangles out (in the page's pixels).
// Runs the PP-OCRv4 DB (differentiable binarization) detector and its standard post-processing:
// binarize the probability map, take connected regions, score them, fit a minimum-area
// rectangle and grow it back ("unclip") by the shrink the model was trained with
// (Liao et al., "Real-time Scene Text Detection with Differentiable Binarization", AAAI 2020).

import type { RgbaImage } from '../types.js';
import { checkAborted } from '../errors.js';
import { resizeImage, workingScale } from '../image/transform.js';
import { minAreaRect, type OrientedRect, type Point } from './geometry.js';
import { runSingle, type InferenceSession } from './session.js';

export interface DetectOptions {
  /** Longest side the page is scaled down to before detection (multiples of 32 are used; long receipts keep more, see transform.ts workingScale). */
  maxSide: number;
  /** Probability above which a map pixel counts as text. */
  binaryThreshold?: number;
  /** Mean probability a region needs to be kept. */
  boxThreshold?: number;
  /** How far regions are grown back, as in PaddleOCR's unclip_ratio. */
  unclipRatio?: number;
  signal?: AbortSignal;
}

export interface DetectedRegion {
  rect: OrientedRect;
  /** Mean text probability over the region, 0..1. */
  score: number;
}

// PaddleOCR det preprocessing: ImageNet mean/std applied to BGR channel order.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
const MAX_REGIONS = 1000;
/** Regions thinner than this (map pixels) are specks, not text (PaddleOCR min_size). */
const MIN_SIDE = 3;

/** A long receipt's detector input may hold this many maxSide x maxSide areas (transform.ts workingScale). */
const NARROW_PIXEL_BUDGET = 2.5;

export function detectionSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = workingScale(width, height, maxSide, NARROW_PIXEL_BUDGET);
  const round32 = (n: number) => Math.max(32, Math.round((n * scale) / 32) * 32);
  return { width: round32(width), height: round32(height) };
}

/** The detector's input tensor: BGR planes, ImageNet-normalised. */
export function toDetectorTensor(image: RgbaImage): Float32Array {
  const { width, height, data } = image;
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  // Channel c of the tensor is BGR channel c, i.e. RGBA byte offset 2 - c.
  for (let c = 0; c < 3; c++) {
    const scale = 1 / (255 * STD[c]!);
    const shift = MEAN[c]! / STD[c]!;
    const rgbaOffset = 2 - c;
    const base = c * plane;
    for (let i = 0; i < plane; i++) out[base + i] = data[i * 4 + rgbaOffset]! * scale - shift;
  }
  return out;
}

export async function detectText(
  session: InferenceSession,
  image: RgbaImage,
  opts: DetectOptions,
): Promise<DetectedRegion[]> {
  const size = detectionSize(image.width, image.height, opts.maxSide);
  const resized = resizeImage(image, size.width, size.height);
  checkAborted(opts.signal, 'ocr-detect');
  const output = await runSingle(session, toDetectorTensor(resized), [1, 3, size.height, size.width]);
  checkAborted(opts.signal, 'ocr-detect');
  const probability = output.data as Float32Array;
  const regions = regionsFromProbabilityMap(probability, size.width, size.height, {
    binaryThreshold: opts.binaryThreshold ?? 0.3,
    boxThreshold: opts.boxThreshold ?? 0.6,
    unclipRatio: opts.unclipRatio ?? 1.5,
  });
  const sx = image.width / size.width;
  const sy = image.height / size.height;
  return regions.map(({ rect, score }) => ({
    score,
    rect: {
      center: { x: rect.center.x * sx, y: rect.center.y * sy },
      u: { x: rect.u.x * sx, y: rect.u.y * sy },
      v: { x: rect.v.x * sx, y: rect.v.y * sy },
    },
  }));
}

interface PostProcessOptions {
  binaryThreshold: number;
  boxThreshold: number;
  unclipRatio: number;
}

/** DB post-processing on a width x height probability map; rectangles are in map pixels. */
export function regionsFromProbabilityMap(
  probability: Float32Array,
  width: number,
  height: number,
  opts: PostProcessOptions,
): DetectedRegion[] {
  const plane = width * height;
  const visited = new Uint8Array(plane);
  for (let i = 0; i < plane; i++) if (probability[i]! <= opts.binaryThreshold) visited[i] = 1;
  // Flood fill with an explicit queue that also keeps every member pixel of the region.
  const queue = new Int32Array(plane);
  const regions: DetectedRegion[] = [];
  for (let seed = 0; seed < plane && regions.length < MAX_REGIONS; seed++) {
    if (visited[seed]) continue;
    visited[seed] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    let probabilitySum = 0;
    let minY = height;
    let maxY = -1;
    while (head < tail) {
      const p = queue[head++]!;
      probabilitySum += probability[p]!;
      const x = p % width;
      const y = (p - x) / width;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      // 8-connectivity, like the outer contours OpenCV's findContours traces.
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (!visited[n]) {
            visited[n] = 1;
            queue[tail++] = n;
          }
        }
      }
    }
    if (tail < MIN_SIDE * MIN_SIDE) continue;
    const score = probabilitySum / tail;
    if (score < opts.boxThreshold) continue;
    const rect = fitRect(queue.subarray(0, tail), width, minY, maxY);
    const grown = unclip(rect, opts.unclipRatio);
    if (grown) regions.push({ rect: grown, score });
  }
  return regions;
}

/** Minimum-area rectangle over pixel centres; only the row extremes can lie on the hull. */
function fitRect(members: Int32Array, width: number, minY: number, maxY: number): OrientedRect {
  const rows = maxY - minY + 1;
  const left = new Int32Array(rows).fill(width);
  const right = new Int32Array(rows).fill(-1);
  for (const p of members) {
    const x = p % width;
    const r = (p - x) / width - minY;
    if (x < left[r]!) left[r] = x;
    if (x > right[r]!) right[r] = x;
  }
  const points: Point[] = [];
  for (let r = 0; r < rows; r++) {
    if (right[r]! < 0) continue;
    points.push({ x: left[r]! + 0.5, y: minY + r + 0.5 });
    if (right[r] !== left[r]) points.push({ x: right[r]! + 0.5, y: minY + r + 0.5 });
  }
  return minAreaRect(points);
}

/**
 * Grows the shrunk text kernel back to the full text box: offset distance
 * D = area * ratio / perimeter (the inverse of DB's training-time shrink).
 */
function unclip(rect: OrientedRect, ratio: number): OrientedRect | null {
  const halfU = Math.hypot(rect.u.x, rect.u.y);
  const halfV = Math.hypot(rect.v.x, rect.v.y);
  if (2 * Math.min(halfU, halfV) < MIN_SIDE) return null;
  const w = 2 * halfU;
  const h = 2 * halfV;
  const distance = (w * h * ratio) / (2 * (w + h));
  if (Math.min(w, h) + 2 * distance < MIN_SIDE + 2) return null;
  const growU = (halfU + distance) / halfU;
  const growV = (halfV + distance) / halfV;
  return {
    center: rect.center,
    u: { x: rect.u.x * growU, y: rect.u.y * growU },
    v: { x: rect.v.x * growV, y: rect.v.y * growV },
  };
}
