// `npm run bench ocr [-- --quick] [--pages=N] [--sides=960,1280,1600]`: OCR alone on generated
// scan-image pages from the fixed test split (data/corpus), one page at a time on one thread.
// For each detector resolution (the longest side fed to DB detection) it reports the character
// error rate against the generator's truth and the time per page; Tesseract reads the same
// decoded rasters (psm 3, eng, OMP_THREAD_LIMIT=1) as the baseline. CPU time is reported next to
// wall time because the bench box is shared: CPU ms is what one page costs a worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { createOcr, DEFAULT_DET_MAX_SIDE } from '../../engine/ocr/index.js';
import type { RgbaImage } from '../../engine/types.js';
import { CER_RULES, flexibleCer, readingOrderCer } from '../extraction/cer.js';
import { recognizeWithTesseract, rgbaToPpm } from '../extraction/tesseract.js';

interface Page {
  id: string;
  image: RgbaImage;
  truth: string[];
  degradations: string[];
}

interface Tally {
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

async function loadPages(count: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; pages.length < count; i++) {
    const seed = SPLITS.test.firstSeed + i;
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

export async function main(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const pageCount = Number(option(args, 'pages') ?? (quick ? 4 : 12));
  const sides = (option(args, 'sides') ?? (quick ? String(DEFAULT_DET_MAX_SIDE) : '960,1280,1600')).split(',').map(Number);
  const pages = await loadPages(pageCount);
  console.log(`pages: ${pages.length} (test split, scan-image), detector sides: ${sides.join(', ')}`);
  for (const rule of CER_RULES) console.log(`- ${rule}`);

  const results = new Map<string, Tally>();
  const tally = (name: string) => {
    if (!results.has(name)) results.set(name, { errors: 0, chars: 0, orderErrors: 0, cpuMs: [], wallMs: [] });
    return results.get(name)!;
  };

  for (const side of sides) {
    const ocr = await createOcr({ intraOpThreads: 1, detMaxSide: side });
    await ocr.recognizePage(pages[0]!.image, { pageIndex: 0 }); // warm-up, not counted
    for (const page of pages) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const text = await ocr.recognizePage(page.image, { pageIndex: 0 });
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const lines = text.lines.map((l) => l.text);
      const flexible = flexibleCer(page.truth, lines);
      const t = tally(`ours det ${side}`);
      t.errors += flexible.errors;
      t.chars += flexible.truthChars;
      t.orderErrors += readingOrderCer(page.truth, lines).errors;
      t.cpuMs.push((used.user + used.system) / 1000);
      t.wallMs.push(wall);
      if (args.includes('--verbose')) console.log(`ours ${side}`, page.id, page.degradations.join(' '), flexible.cer.toFixed(4), `${((used.user + used.system) / 1000).toFixed(0)} ms`);
    }
    await ocr.close();
  }

  const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
  try {
    for (const page of pages) {
      const path = join(dir, `${page.id}.ppm`);
      writeFileSync(path, rgbaToPpm(page.image));
      const read = await recognizeWithTesseract(path, ['eng']);
      const flexible = flexibleCer(page.truth, read.lines);
      if (args.includes('--verbose')) console.log('tesseract', page.id, flexible.cer.toFixed(4));
      const t = tally('tesseract 5 (eng, psm 3)');
      t.errors += flexible.errors;
      t.chars += flexible.truthChars;
      t.orderErrors += readingOrderCer(page.truth, read.lines).errors;
      t.wallMs.push(read.ms);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log('\n| engine | flexible CER | reading-order CER | CPU ms/page p50 / p90 | wall ms/page p50 / p90 |');
  console.log('|---|---|---|---|---|');
  for (const [name, t] of results) {
    const cpu = t.cpuMs.length ? `${percentile(t.cpuMs, 0.5).toFixed(0)} / ${percentile(t.cpuMs, 0.9).toFixed(0)}` : 'n/a (child process)';
    console.log(`| ${name} | ${(t.errors / t.chars * 100).toFixed(2)}% | ${(t.orderErrors / t.chars * 100).toFixed(2)}% | ${cpu} | ${percentile(t.wallMs, 0.5).toFixed(0)} / ${percentile(t.wallMs, 0.9).toFixed(0)} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
