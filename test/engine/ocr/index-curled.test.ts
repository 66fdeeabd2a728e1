// recognizePage on a curled page: every line an arc whose middle sits a line and a half above
// its ends. With the page flattened (dewarp.ts, on by default) it must read far better than
// without, and a row's boxes must sit at one height.
import t from 'tap';
import { createOcr } from '../../../engine/ocr/index.js';
import { curl } from '../image/photo-fixture.js';
import { INVOICE_LINES, pageCharacterErrorRate, renderPage } from './fixture-page.js';

const page = renderPage(INVOICE_LINES, 110);
const curled = curl(page.image, 0.045 * page.image.width);

t.test('a curled page is flattened before it is read', async (t) => {
  const flattening = await createOcr({ intraOpThreads: 1 });
  const plain = await createOcr({ intraOpThreads: 1, flattenCurl: false });
  t.teardown(async () => {
    await flattening.close();
    await plain.close();
  });
  const good = await flattening.recognizePage(curled, { pageIndex: 0 });
  const bad = await plain.recognizePage(curled, { pageIndex: 0 });
  const goodCer = pageCharacterErrorRate(page, good.lines);
  const badCer = pageCharacterErrorRate(page, bad.lines);
  t.ok(goodCer < 0.03, `CER flattened ${goodCer.toFixed(4)}`);
  t.ok(goodCer < badCer / 2, `CER as curled ${badCer.toFixed(4)}`);
  // Rows are level on the flattened page: the headings "Description" near the left edge and
  // "Qty" near the middle of the table's heading row sit at one height.
  const rowGap = (lines: typeof good.lines) => {
    const at = (pattern: RegExp) => lines.find((l) => pattern.test(l.text))!.box;
    const [left, right] = [at(/^Description/), at(/^Qty/)];
    return Math.abs(left.y + left.h / 2 - (right.y + right.h / 2)) / left.h;
  };
  t.ok(rowGap(good.lines) < 0.3, `heading row flattened: centres ${rowGap(good.lines).toFixed(2)} line heights apart`);
  t.ok(good.height > curled.height, `the flattened frame is taller (${good.height} > ${curled.height})`);
});
