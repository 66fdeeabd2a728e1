// `node --import tsx bench/ocr/photos.ts [--pages=N] [--verbose]`: OCR on synthetic REAL-PHOTO
// pages. Test-split receipts and invoices are rendered clean by the generator (its raster truth
// gives the text lines), then photographed in a seeded way: perspective warp onto a 3000-4000 px
// canvas with a dark textured background, a lighting gradient and a soft shadow band, reduced
// contrast, sensor noise and JPEG. Each page is read by the engine with each preprocessing set-up
// (taking turns page by page); the plain generator scan-image pages (their own scan/photo
// degradations) are read too, to show the steps do not hurt ordinary scans. Reports flexible CER
// and CPU ms/page, plus the preprocessing steps' own cost.
import sharp from 'sharp';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { Rng, deriveSeed } from '../../data/corpus/rng.js';
import { decodeImage } from '../../engine/image/decode.js';
import { flattenIllumination } from '../../engine/image/illumination.js';
import { straightenPaper } from '../../engine/image/paper.js';
import { solveHomography, warpPerspective, type Quadrilateral } from '../../engine/image/perspective.js';
import { createOcr, type Ocr, type PhotoPreprocess } from '../../engine/ocr/index.js';
import type { RgbaImage } from '../../engine/types.js';
import { flexibleCer } from '../extraction/cer.js';

interface Page {
  id: string;
  set: 'photo' | 'plain';
  image: RgbaImage;
  truth: string[];
}

const VARIANTS: Record<string, PhotoPreprocess> = {
  none: { straightenPaper: false, flattenIllumination: false },
  flatten: { straightenPaper: false, flattenIllumination: true },
  paper: { straightenPaper: true, flattenIllumination: false },
  both: { straightenPaper: true, flattenIllumination: true },
};

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Seeded phone photo of a flat page: see the file comment for the steps. */
export async function photographPage(page: RgbaImage, seed: number): Promise<RgbaImage> {
  const rng = new Rng(deriveSeed(seed, 'bench-photo'));
  const longSide = Math.round(rng.float(3000, 4000));
  const portrait = page.height >= page.width;
  const shortSide = Math.round(longSide * 0.75);
  const width = portrait ? shortSide : longSide;
  const height = portrait ? longSide : shortSide;
  // Paper fills 55-80 % of the frame's height, centred with some drift, corners jittered.
  const scale = Math.min((width * rng.float(0.55, 0.8)) / page.width, (height * rng.float(0.6, 0.8)) / page.height);
  const pw = page.width * scale;
  const ph = page.height * scale;
  const cx = width / 2 + rng.float(-0.05, 0.05) * width;
  const cy = height / 2 + rng.float(-0.04, 0.04) * height;
  const jitter = () => rng.float(-0.06, 0.06);
  const corners: Quadrilateral = [
    { x: cx - pw / 2 + jitter() * pw, y: cy - ph / 2 + jitter() * ph },
    { x: cx + pw / 2 + jitter() * pw, y: cy - ph / 2 + jitter() * ph },
    { x: cx + pw / 2 + jitter() * pw, y: cy + ph / 2 + jitter() * ph },
    { x: cx - pw / 2 + jitter() * pw, y: cy + ph / 2 + jitter() * ph },
  ];
  const pageRect: Quadrilateral = [
    { x: 0, y: 0 },
    { x: page.width, y: 0 },
    { x: page.width, y: page.height },
    { x: 0, y: page.height },
  ];
  // Dark, textured background (a wooden or cloth table): low-frequency waves plus grain.
  const base = [rng.float(30, 110), rng.float(30, 90), rng.float(25, 80)];
  const fx = rng.float(0.002, 0.01);
  const fy = rng.float(0.01, 0.04);
  const background = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const wave = 18 * Math.sin(x * fx + 3 * Math.sin(y * fy)) + ((x * 7 + y * 13) % 17) - 8;
      const o = (y * width + x) * 4;
      background[o] = base[0]! + wave;
      background[o + 1] = base[1]! + wave;
      background[o + 2] = base[2]! + wave;
      background[o + 3] = 255;
    }
  }
  const photo = warpPerspective(page, solveHomography(corners, pageRect), width, height, { width, height, data: background });
  // Lighting: linear gradient in a random direction (1 down to `dim`), a soft shadow band, lifted
  // blacks and lowered whites (a faded print under weak light), then grain.
  const angle = rng.float(0, 2 * Math.PI);
  const dim = rng.float(0.5, 0.8);
  const gx = Math.cos(angle) / Math.hypot(width, height);
  const gy = Math.sin(angle) / Math.hypot(width, height);
  const bandAngle = rng.float(0, Math.PI);
  const bx = Math.cos(bandAngle);
  const by = Math.sin(bandAngle);
  const bandCentre = rng.float(0.3, 0.7) * (Math.abs(bx) * width + Math.abs(by) * height);
  const bandHalf = rng.float(0.05, 0.15) * Math.max(width, height);
  const bandSoft = rng.float(0.02, 0.08) * Math.max(width, height);
  const bandDepth = rng.float(0.25, 0.45);
  const lift = rng.float(40, 90);
  const ceiling = rng.float(215, 245);
  const data = photo.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = 0.5 + (x - width / 2) * gx + (y - height / 2) * gy; // 0..1 across the frame
      let light = 1 - (1 - dim) * Math.min(1, Math.max(0, t));
      const d = Math.abs(x * Math.abs(bx) + y * Math.abs(by) - bandCentre) - bandHalf;
      if (d < bandSoft) light *= 1 - bandDepth * Math.min(1, (bandSoft - d) / (2 * bandSoft));
      const grain = ((x * 2654435761 + y * 40503) >>> 0) % 13 - 6;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = (lift + (data[o + c]! * (ceiling - lift)) / 255) * light + grain;
    }
  }
  const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .jpeg({ quality: Math.round(rng.float(70, 88)) })
    .toBuffer();
  return decodeImage(jpeg, { maxPixels: 60_000_000 });
}

async function loadPages(count: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; pages.length < 2 * count; i++) {
    const seed = SPLITS.test.firstSeed + i;
    const kind = i % 3 === 2 ? 'receipt' : 'invoice';
    const clean = await generateCase(seed, { variant: 'scan-image', kind, degrade: 'clean', imageFormat: 'png' });
    const cleanRaster = clean.truth.raster?.[0];
    const plain = await generateCase(seed, { variant: 'scan-image', kind });
    const plainRaster = plain.truth.raster?.[0];
    if (!cleanRaster || !plainRaster) continue;
    const flat = await decodeImage(clean.bytes, { maxPixels: 60_000_000 });
    pages.push({ id: `${kind}-${seed}`, set: 'photo', image: await photographPage(flat, seed), truth: cleanRaster.lines.map((l) => l.text) });
    pages.push({ id: `${kind}-${seed}`, set: 'plain', image: await decodeImage(plain.bytes, { maxPixels: 60_000_000 }), truth: plainRaster.lines.map((l) => l.text) });
  }
  return pages;
}

export async function main(args: string[]): Promise<void> {
  const pageCount = Number(option(args, 'pages') ?? 6);
  const names = (option(args, 'variants') ?? Object.keys(VARIANTS).join(',')).split(',');
  const pages = await loadPages(pageCount);
  console.log(`pages: ${pageCount} photographed (test split, clean render + bench photo) and the same ${pageCount} plain generator scan-image pages; variants ${names.join(', ')}, interleaved`);
  const engines: { name: string; ocr: Ocr }[] = [];
  for (const name of names) {
    const preprocess = VARIANTS[name];
    if (!preprocess) throw new RangeError(`unknown variant ${name} (known: ${Object.keys(VARIANTS).join(', ')})`);
    engines.push({ name, ocr: await createOcr({ intraOpThreads: 1, preprocess }) });
  }
  const tallies = new Map<string, { errors: number; chars: number; cpuMs: number[] }>();
  const steps = { straighten: [] as number[], flatten: [] as number[], straightened: 0 };
  try {
    for (const page of pages) {
      // The preprocessing steps alone, timed on this page.
      let started = performance.now();
      const straightened = straightenPaper(page.image);
      steps.straighten.push(performance.now() - started);
      if (straightened.paper && page.set === 'photo') steps.straightened++;
      if (straightened.paper && page.set === 'plain') console.log(`note: paper straightened on plain page ${page.id}`);
      started = performance.now();
      flattenIllumination(page.image);
      steps.flatten.push(performance.now() - started);
      for (const { name, ocr } of engines) {
        const cpu = process.cpuUsage();
        const text = await ocr.recognizePage(page.image, { pageIndex: 0 });
        const used = process.cpuUsage(cpu);
        const cer = flexibleCer(page.truth, text.lines.map((l) => l.text));
        const key = `${page.set} | ${name}`;
        const t = tallies.get(key) ?? { errors: 0, chars: 0, cpuMs: [] };
        t.errors += cer.errors;
        t.chars += cer.truthChars;
        t.cpuMs.push((used.user + used.system) / 1000);
        tallies.set(key, t);
        if (args.includes('--verbose')) console.log(key, page.id, `${page.image.width}x${page.image.height}`, cer.cer.toFixed(4), `${((used.user + used.system) / 1000).toFixed(0)} ms`);
      }
    }
  } finally {
    await Promise.all(engines.map((e) => e.ocr.close()));
  }
  console.log('\n| pages | preprocessing | flexible CER | CPU ms/page p50 |');
  console.log('|---|---|---|---|');
  for (const [key, t] of tallies) console.log(`| ${key} | ${((t.errors / t.chars) * 100).toFixed(2)}% | ${median(t.cpuMs).toFixed(0)} |`);
  console.log(`\nstep cost (wall ms p50 over all pages): straightenPaper ${median(steps.straighten).toFixed(0)}, flattenIllumination ${median(steps.flatten).toFixed(0)}; paper found on ${steps.straightened}/${pageCount} photos`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
