import t from 'tap';
import { flattenIllumination } from '../../../engine/image/illumination.js';
import { toGray } from '../../../engine/image/transform.js';
import { INVOICE_LINES, renderPage } from '../ocr/fixture-page.js';
import { shade } from './photo-fixture.js';

const page = renderPage(INVOICE_LINES, 100).image;
const original = toGray(page);

/** Mean and spread of grey over the pixels that are paper (white) in the original, and mean ink. */
function measure(gray: Uint8Array): { paperMean: number; paperSpread: number; inkMean: number } {
  let paper = 0;
  let paperSq = 0;
  let paperCount = 0;
  let ink = 0;
  let inkCount = 0;
  for (let i = 0; i < gray.length; i++) {
    if (original[i]! > 250) {
      paper += gray[i]!;
      paperSq += gray[i]! ** 2;
      paperCount++;
    } else if (original[i]! < 60) {
      ink += gray[i]!;
      inkCount++;
    }
  }
  const paperMean = paper / paperCount;
  return { paperMean, paperSpread: Math.sqrt(paperSq / paperCount - paperMean ** 2), inkMean: ink / inkCount };
}

t.test('a shadowed, unevenly lit page gets a flat white background', async (t) => {
  const shadowed = shade(page, 0.55, { from: Math.round(page.height * 0.4), to: Math.round(page.height * 0.55), depth: 0.4 });
  const before = measure(toGray(shadowed));
  const after = measure(toGray(flattenIllumination(shadowed)));
  t.ok(before.paperSpread > 25, `the shading is real (paper spread ${before.paperSpread.toFixed(1)})`);
  t.ok(after.paperSpread < before.paperSpread / 3, `paper spread ${after.paperSpread.toFixed(1)} after`);
  t.ok(after.paperMean > 235, `paper is white again (${after.paperMean.toFixed(0)})`);
  t.ok(after.paperMean - after.inkMean > 150, `ink stays dark (${after.inkMean.toFixed(0)})`);
});

t.test('faded low-contrast print is stretched towards black', async (t) => {
  const faded = new Uint8ClampedArray(page.data);
  for (let i = 0; i < faded.length; i += 4) for (let c = 0; c < 3; c++) faded[i + c] = 120 + (faded[i + c]! * 100) / 255;
  const before = measure(toGray({ ...page, data: faded }));
  const after = measure(toGray(flattenIllumination({ ...page, data: faded })));
  t.ok(after.paperMean - after.inkMean > 1.5 * (before.paperMean - before.inkMean), `contrast ${(before.paperMean - before.inkMean).toFixed(0)} -> ${(after.paperMean - after.inkMean).toFixed(0)}`);
});

t.test('an evenly lit clean page is nearly unchanged', async (t) => {
  const after = toGray(flattenIllumination(page));
  let sum = 0;
  for (let i = 0; i < after.length; i++) sum += Math.abs(after[i]! - original[i]!);
  t.ok(sum / after.length < 3, `mean grey change ${(sum / after.length).toFixed(2)}`);
});
