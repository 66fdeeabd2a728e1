// Typefaces the generator draws with. pdfkit's standard 14 fonts are paired with the metric-
// compatible Liberation faces for raster pages, so a text PDF and its scan share one layout.
// TTF faces are embedded in PDFs and registered with @napi-rs/canvas under private family names.

import { existsSync } from 'node:fs';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';

const TTF = '/usr/share/fonts/truetype';

export interface FontFace {
  id: string;
  /** pdfkit: a standard font name or a TTF path. */
  pdf: { regular: string; bold: string };
  /** TTF files backing the raster rendering (and the width measurements). */
  files: { regular: string; bold: string };
  monospace: boolean;
}

const face = (id: string, pdfRegular: string | null, pdfBold: string | null, regular: string, bold: string, monospace = false): FontFace => ({
  id,
  pdf: { regular: pdfRegular ?? `${TTF}/${regular}`, bold: pdfBold ?? `${TTF}/${bold}` },
  files: { regular: `${TTF}/${regular}`, bold: `${TTF}/${bold}` },
  monospace,
});

export const FONT_FACES: readonly FontFace[] = [
  face('helvetica', 'Helvetica', 'Helvetica-Bold', 'liberation/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Bold.ttf'),
  face('times', 'Times-Roman', 'Times-Bold', 'liberation/LiberationSerif-Regular.ttf', 'liberation/LiberationSerif-Bold.ttf'),
  face('courier', 'Courier', 'Courier-Bold', 'liberation/LiberationMono-Regular.ttf', 'liberation/LiberationMono-Bold.ttf', true),
  face('dejavu-sans', null, null, 'dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf'),
  face('dejavu-condensed', null, null, 'dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf'),
  face('dejavu-serif', null, null, 'dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf'),
  face('dejavu-mono', null, null, 'dejavu/DejaVuSansMono.ttf', 'dejavu/DejaVuSansMono-Bold.ttf', true),
  face('liberation-narrow', null, null, 'liberation/LiberationSansNarrow-Regular.ttf', 'liberation/LiberationSansNarrow-Bold.ttf'),
  face('liberation-sans', null, null, 'liberation/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Bold.ttf'),
  face('freesans', null, null, 'freefont/FreeSans.ttf', 'freefont/FreeSansBold.ttf'),
  face('freeserif', null, null, 'freefont/FreeSerif.ttf', 'freefont/FreeSerifBold.ttf'),
  face('freemono', null, null, 'freefont/FreeMono.ttf', 'freefont/FreeMonoBold.ttf', true),
];

export function fontFace(id: string): FontFace {
  const f = FONT_FACES.find((x) => x.id === id);
  if (!f) throw new RangeError(`Unknown font face ${id}`);
  return f;
}

/** Canvas family name for a face and weight; registers the TTF on first use. */
const registered = new Map<string, string>();
export function canvasFamily(f: FontFace, bold: boolean): string {
  const file = bold ? f.files.bold : f.files.regular;
  let family = registered.get(file);
  if (family === undefined) {
    if (!existsSync(file)) {
      throw new Error(`Font file ${file} is missing: install fonts-dejavu-core, fonts-liberation and fonts-freefont-ttf`);
    }
    family = `corpus-${f.id}-${bold ? 'bold' : 'regular'}`;
    GlobalFonts.registerFromPath(file, family);
    registered.set(file, family);
  }
  return family;
}

export function cssFont(f: FontFace, bold: boolean, sizePx: number): string {
  return `${sizePx}px "${canvasFamily(f, bold)}"`;
}

let measureCtx: SKRSContext2D | null = null;
const widthCache = new Map<string, number>();

/** Width of `text` in points at `size` (the raster renderer scales the same measurement). */
export function textWidth(f: FontFace, bold: boolean, size: number, text: string): number {
  const key = `${f.id}|${bold ? 1 : 0}|${text}`;
  let unit = widthCache.get(key);
  if (unit === undefined) {
    measureCtx ??= createCanvas(8, 8).getContext('2d');
    measureCtx.font = cssFont(f, bold, 100);
    unit = measureCtx.measureText(text).width / 100;
    if (widthCache.size > 50_000) widthCache.clear();
    widthCache.set(key, unit);
  }
  return unit * size;
}
