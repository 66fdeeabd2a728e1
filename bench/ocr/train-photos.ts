// `node --import tsx bench/ocr/train-photos.ts [--photos=N] [--receipts=N] [--scans=N] [--variants=a,b] [--verbose]`:
// OCR set-ups side by side on TRAIN-split pages in the corpus's own degradations: phone-
// photographed invoices ("photo" profile), photographed thermal receipts ("thermal-photo") and
// flatbed scans ("scan"), the first N of each in seed order. Every page is read by every variant
// in turn (interleaved, so a busy machine slows them alike); flexible CER against the generator's
// raster truth (bench/extraction/cer.ts) and CPU ms per page. Train split only: it is what the
// OCR steps are tuned on; the test split is for the lead's final run.
import { defaultOptions, generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { createOcr, DEFAULT_ORIENTATION, type CreateOcrOptions, type Ocr } from '../../engine/ocr/index.js';
import type { RgbaImage } from '../../engine/types.js';
import { flexibleCer } from '../extraction/cer.js';

type PageSet = 'photo' | 'thermal-photo' | 'scan';

interface Page {
  id: string;
  set: PageSet;
  degradations: string;
  image: RgbaImage;
  truth: string[];
}

export const TRAIN_PHOTO_VARIANTS: Record<string, CreateOcrOptions> = {
  /** The engine before the orientation checks. */
  before: { orientation: { turnDownText: false, checkWithRecognizer: false } },
  turn: { orientation: { turnDownText: true, checkWithRecognizer: false } },
  check: { orientation: { turnDownText: false, checkWithRecognizer: true } },
  now: { orientation: DEFAULT_ORIENTATION },
  /** Stronger or finer unsharp masks on blurred pages. */
  sharp2: { sharpen: { amount: 2 } },
  sharpFine: { sharpen: { sigma: 1, amount: 1.5 } },
  /** Illumination flattening on every page. */
  flatten: { preprocess: { straightenPaper: true, flattenIllumination: true } },
  /** Detector fed a longer side. */
  det1600: { detMaxSide: 1600 },
  det960: { detMaxSide: 960 },
};

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The first `count` single-image train cases per set, in seed order (generation only). */
async function loadPages(counts: Record<PageSet, number>, onlyIds: Set<string> | null): Promise<Page[]> {
  const pages: Page[] = [];
  const found: Record<PageSet, number> = { photo: 0, 'thermal-photo': 0, scan: 0 };
  const { firstSeed, seedCount } = SPLITS.train;
  for (let seed = firstSeed; seed < firstSeed + seedCount; seed++) {
    if ((Object.keys(counts) as PageSet[]).every((s) => found[s] >= counts[s])) break;
    const id = `train-${seed}`;
    if (onlyIds && !onlyIds.has(id)) continue;
    const options = defaultOptions(seed);
    if (options.variant !== 'scan-image') continue;
    const generated = await generateCase(seed, options);
    const raster = generated.truth.raster?.[0];
    const profile = raster?.degradations[0] as PageSet | undefined;
    if (!raster || !profile || !(profile in counts) || found[profile] >= counts[profile]) continue;
    found[profile]++;
    pages.push({
      id,
      set: profile,
      degradations: raster.degradations.join(' '),
      image: await decodeImage(generated.bytes, { maxPixels: 60_000_000 }),
      truth: raster.lines.map((l) => l.text),
    });
  }
  return pages;
}

export async function main(args: string[]): Promise<void> {
  const counts: Record<PageSet, number> = {
    photo: Number(option(args, 'photos') ?? 20),
    'thermal-photo': Number(option(args, 'receipts') ?? 0),
    scan: Number(option(args, 'scans') ?? 10),
  };
  const ids = option(args, 'ids');
  const names = (option(args, 'variants') ?? 'before,now').split(',');
  const pages = await loadPages(counts, ids ? new Set(ids.split(',')) : null);
  console.log(`train pages: ${(Object.keys(counts) as PageSet[]).map((s) => `${pages.filter((p) => p.set === s).length} ${s}`).join(', ')}; variants ${names.join(', ')}, interleaved`);
  const engines: { name: string; ocr: Ocr }[] = [];
  for (const name of names) {
    const options = TRAIN_PHOTO_VARIANTS[name];
    if (!options) throw new RangeError(`unknown variant ${name} (known: ${Object.keys(TRAIN_PHOTO_VARIANTS).join(', ')})`);
    engines.push({ name, ocr: await createOcr({ intraOpThreads: 1, ...options }) });
  }
  const tallies = new Map<string, { errors: number; chars: number; cpuMs: number[]; garbled: number }>();
  try {
    for (const page of pages) {
      const row: string[] = [];
      for (const { name, ocr } of engines) {
        const cpu = process.cpuUsage();
        const text = await ocr.recognizePage(page.image, { pageIndex: 0 });
        const used = process.cpuUsage(cpu);
        const ms = (used.user + used.system) / 1000;
        const cer = flexibleCer(page.truth, text.lines.map((l) => l.text));
        const key = `${page.set} | ${name}`;
        const t = tallies.get(key) ?? { errors: 0, chars: 0, cpuMs: [], garbled: 0 };
        t.errors += cer.errors;
        t.chars += cer.truthChars;
        t.cpuMs.push(ms);
        if (cer.cer > 0.5) t.garbled++;
        tallies.set(key, t);
        row.push(`${name} ${(cer.cer * 100).toFixed(1)}% ${ms.toFixed(0)}ms`);
      }
      if (args.includes('--verbose')) console.log(`${page.id} ${page.image.width}x${page.image.height} | ${row.join(' | ')} | ${page.degradations}`);
    }
  } finally {
    await Promise.all(engines.map((e) => e.ocr.close()));
  }
  console.log('\n| pages | variant | flexible CER | pages > 50 % CER | CPU ms/page p50 | CPU ms/page mean |');
  console.log('|---|---|---|---|---|---|');
  for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const mean = t.cpuMs.reduce((s, v) => s + v, 0) / t.cpuMs.length;
    console.log(`| ${key} | ${((t.errors / t.chars) * 100).toFixed(2)}% | ${t.garbled}/${t.cpuMs.length} | ${median(t.cpuMs).toFixed(0)} | ${mean.toFixed(0)} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
