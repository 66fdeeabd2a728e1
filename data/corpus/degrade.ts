// Makes a clean raster look scanned or photographed: keystone warp, quarter-turn rotation plus
// skew, blur, uneven lighting, sensor noise, thermal-paper fade and streaks. Every step is drawn
// with canvas operations (no per-pixel JS loops) so a page stays well under the time budget, and
// text boxes are carried through the same geometry so the truth still points at the text.

import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Box } from '../../engine/types.js';
import type { RasterLine } from './render-raster.js';
import type { Rng } from './rng.js';

export type DegradeProfile = 'clean' | 'scan' | 'photo' | 'thermal-photo';

export interface DegradeParams {
  rotation: 0 | 90 | 180 | 270;
  skewDeg: number;
  /** Keystone: top edge narrower than the bottom by this fraction (0 = none). */
  keystone: number;
  blurPx: number;
  noise: number;
  /** 0 = even; up to ~0.45 = strong shadow on one side. */
  lighting: number;
  /** Thermal fade: 0 = crisp, up to ~0.55 = washed out. */
  fade: number;
  streaks: number;
  /** Photo background margin around the paper, as a fraction of the page. */
  margin: number;
  background: string;
}

export function pickDegradation(rng: Rng, profile: DegradeProfile, allowRotation = true): DegradeParams {
  const quarter = (): 0 | 90 | 180 | 270 => (allowRotation && rng.chance(0.3) ? rng.pick([90, 180, 270] as const) : 0);
  const skew = (max: number): number => {
    const mag = rng.chance(0.7) ? rng.float(0, 2.5) : rng.float(2.5, max);
    return Math.round((rng.chance(0.5) ? mag : -mag) * 10) / 10;
  };
  switch (profile) {
    case 'clean':
      return { rotation: 0, skewDeg: 0, keystone: 0, blurPx: 0, noise: 0, lighting: 0, fade: 0, streaks: 0, margin: 0, background: '#fff' };
    case 'scan':
      return { rotation: quarter(), skewDeg: skew(8), keystone: 0, blurPx: rng.chance(0.5) ? rng.float(0.3, 1.1) : 0, noise: rng.float(0, 0.35), lighting: rng.chance(0.3) ? rng.float(0.05, 0.2) : 0, fade: 0, streaks: rng.chance(0.15) ? rng.int(1, 3) : 0, margin: 0, background: '#fff' };
    case 'photo':
    case 'thermal-photo':
      return {
        rotation: quarter(),
        skewDeg: skew(8),
        keystone: rng.chance(0.6) ? rng.float(0.02, 0.12) : 0,
        blurPx: rng.float(0.3, 1.6),
        noise: rng.float(0.1, 0.5),
        lighting: rng.float(0.1, 0.45),
        fade: profile === 'thermal-photo' ? rng.float(0.1, 0.55) : 0,
        streaks: profile === 'thermal-photo' && rng.chance(0.5) ? rng.int(1, 6) : 0,
        margin: rng.float(0.04, 0.14),
        background: rng.pick(['#5b4636', '#2f3237', '#8a8f96', '#b9a58a', '#3d5a40', '#d8d4cc']),
      };
  }
}

export function describeDegradation(d: DegradeParams): string[] {
  const out: string[] = [];
  if (d.rotation) out.push(`rotate-${d.rotation}`);
  if (d.skewDeg) out.push(`skew-${d.skewDeg}`);
  if (d.keystone) out.push(`keystone-${d.keystone.toFixed(2)}`);
  if (d.blurPx) out.push(`blur-${d.blurPx.toFixed(1)}`);
  if (d.noise) out.push(`noise-${d.noise.toFixed(2)}`);
  if (d.lighting) out.push(`lighting-${d.lighting.toFixed(2)}`);
  if (d.fade) out.push(`thermal-fade-${d.fade.toFixed(2)}`);
  if (d.streaks) out.push(`streaks-${d.streaks}`);
  if (d.margin) out.push('photo-background');
  return out;
}

type Point = [number, number];

/** Noise tile drawn from the seeded generator, tiled over the page with an overlay blend. */
function noiseTile(rng: Rng, amount: number): Canvas {
  const size = 128;
  const tile = createCanvas(size, size);
  const ctx = tile.getContext('2d');
  const img = ctx.createImageData(size, size);
  const spread = 255 * amount;
  for (let i = 0; i < img.data.length; i += 4) {
    const v = 128 + (rng.next() - 0.5) * spread;
    img.data[i] = v;
    img.data[i + 1] = v;
    img.data[i + 2] = v;
    img.data[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return tile;
}

export interface Degraded {
  canvas: Canvas;
  lines: RasterLine[];
}

export function degrade(source: Canvas, lines: RasterLine[], d: DegradeParams, rng: Rng): Degraded {
  const W = source.width;
  const H = source.height;
  let page = source;

  // Thermal fade and streaks act on the paper itself, before the camera sees it.
  if (d.fade || d.streaks) {
    const ctx = page.getContext('2d');
    if (d.fade) {
      ctx.fillStyle = `rgba(255,255,255,${d.fade})`;
      ctx.fillRect(0, 0, W, H);
    }
    for (let i = 0; i < d.streaks; i++) {
      const x = rng.float(0, W);
      // Partial strength: a streak fades the text under it without erasing what the truth lists.
      ctx.fillStyle = `rgba(255,255,255,${rng.float(0.25, 0.6).toFixed(3)})`;
      ctx.fillRect(x, 0, rng.float(1, Math.max(2, W * 0.015)), H);
    }
  }

  // Keystone: rows are squeezed towards the centre, more at the top, like a phone held at an angle.
  const squeeze = (y: number): number => 1 - d.keystone * (1 - y / H);
  const warpPoint = ([x, y]: Point): Point => [W / 2 + (x - W / 2) * squeeze(y), y];
  if (d.keystone) page = keystoneWarp(page, squeeze, d.background);

  // Rotation about the centre onto a canvas big enough for the turned page plus a photo margin.
  const angle = ((d.rotation + d.skewDeg) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const pad = Math.round(Math.max(W, H) * d.margin);
  const outW = Math.round(Math.abs(W * cos) + Math.abs(H * sin)) + 2 * pad;
  const outH = Math.round(Math.abs(W * sin) + Math.abs(H * cos)) + 2 * pad;
  const out = createCanvas(outW, outH);
  const ctx = out.getContext('2d');
  ctx.fillStyle = d.margin ? d.background : '#fff';
  ctx.fillRect(0, 0, outW, outH);
  const rotatePoint = ([x, y]: Point): Point => {
    const dx = x - W / 2;
    const dy = y - H / 2;
    return [outW / 2 + dx * cos - dy * sin, outH / 2 + dx * sin + dy * cos];
  };
  ctx.save();
  ctx.translate(outW / 2, outH / 2);
  ctx.rotate(angle);
  if (d.blurPx) ctx.filter = `blur(${d.blurPx.toFixed(2)}px)`;
  ctx.drawImage(page, -W / 2, -H / 2);
  ctx.restore();
  ctx.filter = 'none';

  // Uneven light: a soft shadow falling from one corner, multiplied over the image.
  if (d.lighting) {
    const g = ctx.createLinearGradient(rng.float(0, outW), 0, rng.float(0, outW), outH);
    const dark = Math.round(255 * (1 - d.lighting));
    const first = rng.chance(0.5);
    g.addColorStop(0, first ? `rgb(${dark},${dark},${dark})` : '#fff');
    g.addColorStop(1, first ? '#fff' : `rgb(${dark},${dark},${dark})`);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, outW, outH);
    ctx.globalCompositeOperation = 'source-over';
  }
  if (d.noise) {
    const pattern = ctx.createPattern(noiseTile(rng, d.noise), 'repeat');
    ctx.globalCompositeOperation = 'overlay';
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, outW, outH);
    ctx.globalCompositeOperation = 'source-over';
  }

  const mapBox = (b: Box): Box => {
    const corners: Point[] = [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]];
    const pts = corners.map((p) => rotatePoint(d.keystone ? warpPoint(p) : p));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const x0 = Math.max(0, Math.min(...xs));
    const y0 = Math.max(0, Math.min(...ys));
    const x1 = Math.min(outW, Math.max(...xs));
    const y1 = Math.min(outH, Math.max(...ys));
    return { x: round1(x0), y: round1(y0), w: round1(x1 - x0), h: round1(y1 - y0) };
  };
  return { canvas: out, lines: lines.map((l) => ({ text: l.text, box: mapBox(l.box) })) };
}

/** Row-by-row horizontal squeeze on the pixels (nearest neighbour). Canvas drawImage per strip
 * was tried first and cost seconds: each call snapshots the whole source canvas. */
function keystoneWarp(source: Canvas, squeeze: (y: number) => number, background: string): Canvas {
  const W = source.width;
  const H = source.height;
  const src = new Uint32Array(source.getContext('2d').getImageData(0, 0, W, H).data.buffer);
  const out = createCanvas(W, H);
  const octx = out.getContext('2d');
  octx.fillStyle = background;
  octx.fillRect(0, 0, 1, 1);
  const bg = new Uint32Array(octx.getImageData(0, 0, 1, 1).data.buffer)[0]!;
  const img = octx.createImageData(W, H);
  const dst = new Uint32Array(img.data.buffer);
  const cx = W / 2;
  for (let y = 0; y < H; y++) {
    const inv = 1 / squeeze(y);
    const row = y * W;
    for (let x = 0; x < W; x++) {
      const sx = Math.round((x - cx) * inv + cx);
      dst[row + x] = sx >= 0 && sx < W ? src[row + sx]! : bg;
    }
  }
  octx.putImageData(img, 0, 0);
  return out;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
