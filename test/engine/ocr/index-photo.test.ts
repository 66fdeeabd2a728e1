// recognizePage on a phone photo: a faded page as a trapezoid on a dark table, uneven light and a
// shadow band.
// The default photo preprocessing (paper straightening, illumination flattening) must read it
// much better than the raw photo, and report boxes in the straightened page's frame.
import t from 'tap';
import { createOcr } from '../../../engine/ocr/index.js';
import { fade, photograph, shade } from '../image/photo-fixture.js';
import { INVOICE_LINES, pageCharacterErrorRate, renderPage } from './fixture-page.js';

const page = renderPage(INVOICE_LINES, 80);
// A 3000 x 3600 frame (an 11 MP phone photo): the 80 DPI page covers about a third of it, seen
// from below-left, so in the raw photo the detector's 1280 px input leaves the text few pixels.
const corners = [
  { x: 780, y: 500 },
  { x: 2250, y: 570 },
  { x: 2400, y: 2850 },
  { x: 630, y: 2780 },
] as const;
const photo = shade(fade(photograph(page.image, corners, 3000, 3600), 70, 225), 0.8, { from: 1350, to: 1800, depth: 0.3 });

t.test('default preprocessing reads a shadowed, tilted phone photo far better than the raw photo', async (t) => {
  // The re-read of weak lines (reread.ts) is off on both: it rescues much of the raw photo
  // (CER 0.021 -> 0.008), which would hide what the preprocessing itself does.
  const processed = await createOcr({ intraOpThreads: 1, reread: false });
  const raw = await createOcr({ intraOpThreads: 1, reread: false, preprocess: { straightenPaper: false, flattenIllumination: false } });
  t.teardown(async () => {
    await processed.close();
    await raw.close();
  });
  const good = await processed.recognizePage(photo, { pageIndex: 0 });
  const bad = await raw.recognizePage(photo, { pageIndex: 0 });
  const goodCer = pageCharacterErrorRate(page, good.lines);
  const badCer = pageCharacterErrorRate(page, bad.lines);
  t.ok(goodCer < 0.015, `CER with preprocessing ${goodCer.toFixed(4)}`);
  t.ok(goodCer < badCer / 2, `CER on the raw photo ${badCer.toFixed(4)}`);
  // Boxes are in the straightened page's frame: about the page's shape, not the 3000 x 3600 photo.
  t.ok(Math.abs(good.width / good.height - page.image.width / page.image.height) < 0.15, `frame ${good.width}x${good.height}`);
  t.ok(bad.width >= 3000 && bad.height >= 3600, `without preprocessing the frame is the whole photo (${bad.width}x${bad.height})`);
});
