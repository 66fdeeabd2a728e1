// `npm run bench ocr [-- --quick] [--pages=N] [--split=test|train] [--first=SEED] [--no-tesseract] [--variants=before,fp32,int8,side:960,squeeze:0.8,pad:0.25,marks:off,cal:FILE]`: OCR alone on
// generated scan-image pages from the fixed test split (data/corpus; --split=train --first=SEED
// for tuning work, which must never look at the test split), one page at a time on one
// thread. For each engine variant (taking turns page by page) it reports the character error
// rate against the generator's truth and the time per page; Tesseract reads the same
// decoded rasters (psm 3, eng, OMP_THREAD_LIMIT=1) as the baseline. CPU time is reported next to
// wall time because the bench box is shared: CPU ms is what one page costs a worker. CER is also
// given per page type (the first degradation: clean, scan, photo, thermal-photo).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { createOcr, type CreateOcrOptions } from '../../engine/ocr/index.js';
import type { RgbaImage } from '../../engine/types.js';
import { CER_RULES, flexibleCer, readingOrderCer } from '../extraction/cer.js';
import { recognizeWithTesseract, rgbaToPpm } from '../extraction/tesseract.js';

const TESSERACT = 'tesseract 5 (eng, psm 3)';

interface Page {
  id: string;
  image: RgbaImage;
  truth: string[];
  degradations: string[];
}

interface Tally {
  /** Flexible CER errors and truth characters per page type (the first degradation: clean, scan, photo, thermal-photo). */
  byType: Map<string, { errors: number; chars: number }>;
  errors: number;
  chars: number;
  orderErrors: number;
  cpuMs: number[];
  wallMs: number[];
}

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function percentile(values: number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function loadPages(count: number, split: keyof typeof SPLITS = 'test', first = 0): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = first; pages.length < count; i++) {
    if (i >= SPLITS[split].seedCount) throw new RangeError(`the ${split} split has no seed offset ${i}`);
    const seed = SPLITS[split].firstSeed + i;
    // Two invoices per receipt, roughly the corpus mix of scanned images.
    const kind = pages.length % 3 === 2 ? 'receipt' : 'invoice';
    const generated = await generateCase(seed, { variant: 'scan-image', kind });
    const raster = generated.truth.raster?.[0];
    if (!raster) continue;
    const image = await decodeImage(generated.bytes, { maxPixels: 60_000_000 });
    pages.push({ id: `${kind}-${seed}`, image, truth: raster.lines.map((l) => l.text), degradations: raster.degradations });
  }
  return pages;
}

/**
 * Named engine set-ups; `before` is the engine as it was before graph fusion (issue 3 notes).
 * `int8*`: det and/or rec graphs quantized (engine/ocr/quantize.ts), some with parts kept fp32.
 */
export const PRESETS: Record<string, CreateOcrOptions> = {
  before: { fuseGraphs: false, detMaxSide: 1280, int8: false },
  fp32: { int8: false },
  int8: { int8: true },
  'int8-det': { int8: { recognizer: false } },
  'int8-rec': { int8: { detector: false } },
  'int8-det-neck-fp32': { int8: { quantize: { detector: { floatFrom: ['conv2d_469.tmp_0', 'conv2d_470.tmp_0', 'conv2d_471.tmp_0', 'conv2d_472.tmp_0'] } } } },
  'int8-det-head-fp32': { int8: { quantize: { detector: { floatFrom: ['p2o.Concat.1'] } } } },
  'int8-rec-last-fp32': { int8: { quantize: { recognizer: { floatFrom: ['p2o.Add.175'] } } } },
  'int8-rec-pointwise': { recInt8Pointwise: true },
  'no-reread': { reread: false },
  'no-head-fusion': { fuseDetHead: false },
  'no-slice': { recSliceHead: false },
  'neither': { fuseDetHead: false, recSliceHead: false },
  current: {},
};

/**
 * `--variants=before,current,side:960,band:0.7,squeeze:0.8,pad:0.25,marks:off`: presets, or the current engine
 * with another detector side, recogniser text-band share, strip width scale, box end padding, or
 * diacritic marks read off the ink (marks:on) or not (marks:off).
 */
function parseVariants(spec: string): { name: string; options: CreateOcrOptions }[] {
  return spec.split(',').map((name) => {
    if (name.startsWith('side:')) return { name: `det side ${name.slice(5)}`, options: { detMaxSide: Number(name.slice(5)) } };
    if (name.startsWith('cal:')) return { name: `int8 ${name.slice(4)}`, options: { int8: { calibrationFile: name.slice(4) } } };
    if (name.startsWith('squeeze:')) return { name: `rec width x${name.slice(8)}`, options: { recWidthScale: Number(name.slice(8)) } };
    if (name.startsWith('pad:')) return { name: `end pad ${name.slice(4)}`, options: { recEndPad: Number(name.slice(4)) } };
    if (name === 'marks:on' || name === 'marks:off') return { name: `diacritic marks ${name.slice(6)}`, options: { recMarks: name === 'marks:on' } };
    if (name.startsWith('accent:')) return { name: `accent ratio ${name.slice(7)}`, options: { recAccentRatio: Number(name.slice(7)) } };
    if (name.startsWith('band:')) return { name: `text band ${name.slice(5)}`, options: { recTextBandShare: Number(name.slice(5)) } };
    const preset = PRESETS[name];
    if (!preset) throw new RangeError(`unknown variant ${name} (known: ${Object.keys(PRESETS).join(', ')}, side:N, band:S, squeeze:S, pad:S, marks:on|off, accent:R, cal:FILE)`);
    return { name, options: preset };
  });
}

export async function main(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const pageCount = Number(option(args, 'pages') ?? (quick ? 4 : 12));
  const variants = parseVariants(option(args, 'variants') ?? (quick ? 'current' : 'before,current'));
  const split = option(args, 'split') ?? 'test';
  if (split !== 'test' && split !== 'train') throw new RangeError(`--split must be test or train, got ${split}`);
  const pages = await loadPages(pageCount, split, Number(option(args, 'first') ?? 0));
  console.log(`pages: ${pages.length} (${split} split, scan-image), variants: ${variants.map((v) => v.name).join(', ')} (interleaved page by page)`);
  for (const rule of CER_RULES) console.log(`- ${rule}`);

  const results = new Map<string, Tally>();
  const tally = (name: string) => {
    if (!results.has(name)) results.set(name, { byType: new Map(), errors: 0, chars: 0, orderErrors: 0, cpuMs: [], wallMs: [] });
    return results.get(name)!;
  };
  const count = (t: Tally, page: Page, flexible: { errors: number; truthChars: number }) => {
    t.errors += flexible.errors;
    t.chars += flexible.truthChars;
    const type = page.degradations[0] ?? 'unknown';
    const byType = t.byType.get(type) ?? { errors: 0, chars: 0 };
    byType.errors += flexible.errors;
    byType.chars += flexible.truthChars;
    t.byType.set(type, byType);
  };
  const withTesseract = !args.includes('--no-tesseract');

  const engines = [];
  for (const v of variants) {
    const ocr = await createOcr({ intraOpThreads: 1, ...v.options });
    await ocr.recognizePage(pages[0]!.image, { pageIndex: 0 }); // warm-up, not counted
    engines.push({ name: v.name, ocr });
  }
  // Variants (and Tesseract) take turns on each page, so load from other processes hits them alike.
  const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  try {
    for (const page of pages) {
      for (const { name, ocr } of engines) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        const text = await ocr.recognizePage(page.image, { pageIndex: 0 });
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpu);
        const lines = text.lines.map((l) => l.text);
        const flexible = flexibleCer(page.truth, lines);
        const t = tally(name);
        count(t, page, flexible);
        t.orderErrors += readingOrderCer(page.truth, lines).errors;
        t.cpuMs.push((used.user + used.system) / 1000);
        t.wallMs.push(wall);
        if (args.includes('--verbose')) console.log(name, page.id, page.degradations.join(' '), flexible.cer.toFixed(4), `${((used.user + used.system) / 1000).toFixed(0)} ms`);
      }
      if (!withTesseract) continue;
      const path = join(dir, `${page.id}.ppm`);
      writeFileSync(path, rgbaToPpm(page.image));
      const read = await recognizeWithTesseract(path, ['eng']);
      const flexible = flexibleCer(page.truth, read.lines);
      if (args.includes('--verbose')) console.log(TESSERACT, page.id, flexible.cer.toFixed(4), `${read.ms.toFixed(0)} ms wall`);
      const t = tally(TESSERACT);
      count(t, page, flexible);
      t.orderErrors += readingOrderCer(page.truth, read.lines).errors;
      t.wallMs.push(read.ms);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all(engines.map((e) => e.ocr.close()));
  }

  // Tesseract is a one-thread child process: its wall time is its CPU time on a quiet core.
  const tesseractP50 = percentile(results.get(TESSERACT)?.wallMs ?? [], 0.5);
  console.log('\n| engine | flexible CER | reading-order CER | CPU ms/page p50 / p90 | wall ms/page p50 / p90 | p50 vs Tesseract |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, t] of results) {
    const cpu = t.cpuMs.length ? `${percentile(t.cpuMs, 0.5).toFixed(0)} / ${percentile(t.cpuMs, 0.9).toFixed(0)}` : 'n/a (child process)';
    const ratio = !withTesseract ? 'n/a' : t.cpuMs.length && tesseractP50 > 0 ? `${(percentile(t.cpuMs, 0.5) / tesseractP50).toFixed(2)}x (CPU)` : '1x';
    console.log(`| ${name} | ${(t.errors / t.chars * 100).toFixed(2)}% | ${(t.orderErrors / t.chars * 100).toFixed(2)}% | ${cpu} | ${percentile(t.wallMs, 0.5).toFixed(0)} / ${percentile(t.wallMs, 0.9).toFixed(0)} | ${ratio} |`);
  }
  const types = [...new Set(pages.map((p) => p.degradations[0] ?? 'unknown'))].sort();
  const pagesOf = (type: string) => pages.filter((p) => (p.degradations[0] ?? 'unknown') === type).length;
  console.log(`\n| flexible CER by page type | ${types.map((type) => `${type} (${pagesOf(type)})`).join(' | ')} |`);
  console.log(`|---|${types.map(() => '---').join('|')}|`);
  for (const [name, t] of results) {
    const cells = types.map((type) => {
      const c = t.byType.get(type);
      return c && c.chars > 0 ? `${(c.errors / c.chars * 100).toFixed(2)}%` : 'n/a';
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
