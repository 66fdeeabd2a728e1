// Draws a laid-out page onto a canvas at a given DPI and records each text run's pixel box,
// the raw material for scans and photos (degrade.ts) and for OCR character-error measurement.

import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Box } from '../../engine/types.js';
import type { FontFace } from './fonts.js';
import { cssFont } from './fonts.js';
import type { LaidOutPage } from './layout.js';
import { runLeft } from './layout.js';

export interface RasterLine {
  text: string;
  box: Box;
}

export interface RasterPage {
  canvas: Canvas;
  dpi: number;
  lines: RasterLine[];
}

const gray = (g: number, paper: number): string => {
  const v = Math.round(Math.max(0, Math.min(1, g)) * paper);
  return `rgb(${v},${v},${v})`;
};

/** `paper` is the background brightness (0..255): recycled or thermal paper is not pure white. */
export function renderRaster(page: LaidOutPage, font: FontFace, dpi: number, paper = 255): RasterPage {
  const scale = dpi / 72;
  const width = Math.max(1, Math.round(page.width * scale));
  const height = Math.max(1, Math.round(page.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = gray(1, paper);
  ctx.fillRect(0, 0, width, height);
  for (const r of page.rules) {
    if (r.fill !== null) {
      ctx.fillStyle = r.fillColor ?? gray(r.fill, paper);
      ctx.fillRect(r.x * scale, r.y * scale, Math.max(1, r.w * scale), Math.max(1, r.h * scale));
    }
    if (r.stroke !== null) {
      ctx.strokeStyle = gray(r.stroke, paper);
      ctx.lineWidth = Math.max(1, r.lineWidth * scale);
      if (r.h === 0) {
        ctx.beginPath();
        ctx.moveTo(r.x * scale, r.y * scale);
        ctx.lineTo((r.x + r.w) * scale, r.y * scale);
        ctx.stroke();
      } else {
        ctx.strokeRect(r.x * scale, r.y * scale, r.w * scale, r.h * scale);
      }
    }
  }
  ctx.textBaseline = 'top';
  const lines: RasterLine[] = [];
  for (const run of page.runs) {
    const sizePx = run.size * scale;
    ctx.font = cssFont(font, run.bold, sizePx);
    ctx.fillStyle = run.color ?? gray(run.gray, paper);
    const w = ctx.measureText(run.text).width;
    const left = runLeft(run, w / scale) * scale;
    const top = run.y * scale;
    ctx.fillText(run.text, left, top);
    lines.push({ text: run.text, box: { x: left, y: top, w, h: sizePx * 1.15 } });
  }
  lines.sort((a, b) => (Math.abs(a.box.y - b.box.y) < 3 ? a.box.x - b.box.x : a.box.y - b.box.y));
  return { canvas, dpi, lines };
}
