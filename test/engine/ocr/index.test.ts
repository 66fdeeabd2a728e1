import t from 'tap';
import { createOcr } from '../../../engine/ocr/index.js';
import type { Box, PageText, TextLine } from '../../../engine/types.js';
import { characterErrorRate, INVOICE_LINES, renderPage } from './fixture-page.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());

const page = renderPage(INVOICE_LINES, 150);
const result: PageText = await ocr.recognizePage(page.image, { pageIndex: 3 });

function centre(b: Box) {
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

/** The read line for a drawn one: text within 10% CER, nearest first (amounts repeat). */
function matchLine(drawn: { text: string; box: Box }): TextLine | undefined {
  const want = centre(drawn.box);
  const distance = (l: TextLine) => Math.hypot(centre(l.box).x - want.x, centre(l.box).y - want.y);
  return result.lines
    .filter((l) => characterErrorRate(drawn.text, l.text) < 0.1)
    .sort((a, b) => distance(a) - distance(b))[0];
}

t.test('reads a 150 DPI invoice page with a low character error rate', async (t) => {
  t.equal(result.source, 'ocr');
  t.equal(result.pageIndex, 3);
  t.same({ width: result.width, height: result.height }, { width: page.image.width, height: page.image.height });
  // Compare as sorted line sets so the metric is about characters, not line order.
  const truth = page.drawn.map((d) => d.text).sort().join('\n');
  const read = result.lines.map((l) => l.text).sort().join('\n');
  const cer = characterErrorRate(truth, read);
  t.ok(cer < 0.02, `CER ${cer.toFixed(4)} under 2%`);
  const text = result.lines.map((l) => l.text).join('\n');
  for (const expected of ['INV-2024-0917', 'GBP 125.03', '104.19', 'Northwind Office Supplies Ltd', 'Invoice date: 12 March 2024']) {
    t.ok(text.includes(expected), `found "${expected}"`);
  }
});

t.test('line boxes land where the text was drawn', async (t) => {
  for (const drawn of page.drawn) {
    const line = matchLine(drawn);
    if (!line) {
      t.fail(`line "${drawn.text}" read`);
      continue;
    }
    const want = centre(drawn.box);
    const got = centre(line.box);
    t.ok(Math.abs(got.x - want.x) < Math.max(6, drawn.box.h * 0.5), `"${drawn.text}" x centre ${got.x.toFixed(0)} ~ ${want.x.toFixed(0)}`);
    t.ok(Math.abs(got.y - want.y) < Math.max(4, drawn.box.h * 0.35), `"${drawn.text}" y centre ${got.y.toFixed(0)} ~ ${want.y.toFixed(0)}`);
    t.ok(line.box.w > drawn.box.w * 0.95 && line.box.w < drawn.box.w * 1.2 + 2 * drawn.box.h, `"${drawn.text}" width ${line.box.w} ~ ${drawn.box.w.toFixed(0)}`);
  }
});

t.test('word boxes split lines on spaces and sit over their words', async (t) => {
  let checked = 0;
  for (const drawn of page.drawn) {
    const line = matchLine(drawn);
    if (!line || line.text !== drawn.text || drawn.words.length < 2) continue;
    t.same(line.words.map((w) => w.text), drawn.words.map((w) => w.text), `"${drawn.text}" words`);
    line.words.forEach((word, i) => {
      const want = centre(drawn.words[i]!.box);
      const got = centre(word.box);
      // Half a character of slack either way: positions come from CTC frame peaks.
      const slack = Math.max(8, drawn.box.h * 0.6);
      t.ok(Math.abs(got.x - want.x) < slack, `"${word.text}" x ${got.x.toFixed(0)} ~ ${want.x.toFixed(0)}`);
      t.ok(word.box.x >= line.box.x - 1 && word.box.x + word.box.w <= line.box.x + line.box.w + 1, `"${word.text}" inside its line`);
      checked++;
    });
  }
  t.ok(checked > 30, `${checked} words checked`);
});

t.test('confidences are in 0..1 and a line is the mean of its words', async (t) => {
  for (const line of result.lines) {
    t.ok(line.confidence > 0.5 && line.confidence <= 1, `"${line.text}" confidence ${line.confidence}`);
    const mean = line.words.reduce((s, w) => s + w.confidence, 0) / line.words.length;
    t.ok(Math.abs(mean - line.confidence) < 1e-9);
  }
});

t.test('lines come in reading order: rows top to bottom, left to right within a row', async (t) => {
  const texts = result.lines.map((l) => l.text);
  const at = (s: string) => texts.indexOf(s);
  t.ok(at('Northwind Office Supplies Ltd') < at('INVOICE'), 'same row: left first');
  t.ok(at('INVOICE') < at('42 Harbour Street, Bristol BS1 4QA'), 'header row before address');
  t.ok(at('Description') < at('Qty') && at('Qty') < at('Unit price') && at('Unit price') < at('Amount'), 'table header row');
  t.ok(at('Subtotal') < at('104.19') && at('104.19') < at('VAT 20%'), 'totals: label, amount, next row');
  t.ok(at('Total due') < at('Thank you for your business!'));
});

t.test('an aborted signal stops recognition with EngineError aborted', async (t) => {
  const controller = new AbortController();
  controller.abort(new Error('budget'));
  await t.rejects(ocr.recognizePage(page.image, { pageIndex: 0, signal: controller.signal }), {
    name: 'EngineError',
    code: 'aborted',
  });
  // Aborting mid-page (after detection has started) also stops it.
  const late = new AbortController();
  const pending = ocr.recognizePage(page.image, { pageIndex: 0, signal: late.signal });
  setTimeout(() => late.abort(), 50);
  await t.rejects(pending, { code: 'aborted' });
});

t.test('a blank page yields no lines; a malformed raster is refused', async (t) => {
  const blank = { width: 400, height: 300, data: new Uint8ClampedArray(400 * 300 * 4).fill(255) };
  const empty = await ocr.recognizePage(blank, { pageIndex: 0 });
  t.same(empty.lines, []);
  t.same({ width: empty.width, height: empty.height }, { width: 400, height: 300 });
  await t.rejects(ocr.recognizePage({ width: 10, height: 10, data: new Uint8ClampedArray(12) }, { pageIndex: 0 }), RangeError);
});

t.test('createOcr fails clearly when the models folder is wrong', async (t) => {
  await t.rejects(createOcr({ modelsDir: '/nonexistent/models' }), /OCR model file missing/);
  await t.rejects(createOcr({ intraOpThreads: 0 }), RangeError);
  await t.rejects(createOcr({ recTextBandShare: 1.5 }), RangeError);
  await t.rejects(createOcr({ recWidthScale: 0.3 }), /recWidthScale must be in/);
  await t.rejects(createOcr({ recWidthScale: 1.2 }), /recWidthScale must be in/);
  await t.rejects(createOcr({ recEndPad: -0.1 }), /recEndPad must be in/);
  await t.rejects(createOcr({ recInt8Pointwise: true, int8: true }), /alternatives/);
  await t.rejects(createOcr({ recInt8Pointwise: true, fuseGraphs: false }), /needs fuseGraphs/);
});

t.test('the fused graphs read the page exactly as the models as shipped', async (t) => {
  const shipped = await createOcr({ intraOpThreads: 1, fuseGraphs: false });
  t.teardown(() => shipped.close());
  const plain = await shipped.recognizePage(page.image, { pageIndex: 3 });
  t.same(result.lines.map((l) => l.text), plain.lines.map((l) => l.text));
  t.same(result.lines.map((l) => l.box), plain.lines.map((l) => l.box));
});
