import t from 'tap';
import { rotateByAngle, rotateQuarterTurns } from '../../../engine/image/transform.js';
import { createOcr } from '../../../engine/ocr/index.js';
import { estimateTextAxis } from '../../../engine/ocr/orientation.js';
import type { DetectedRegion } from '../../../engine/ocr/detect.js';
import type { PageText } from '../../../engine/types.js';
import { characterErrorRate, INVOICE_LINES, renderPage } from './fixture-page.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());

// A smaller page (the header and table of the invoice) keeps this file quick.
const lines = INVOICE_LINES.filter((l) => l.y < 300);
const page = renderPage(lines, 150, { width: 595, height: 320 });
const truth = lines.map((l) => l.text).sort().join('\n');

function cer(result: PageText): number {
  return characterErrorRate(truth, result.lines.map((l) => l.text).sort().join('\n'));
}

function lineNamed(result: PageText, text: string) {
  return result.lines.find((l) => l.text === text);
}

t.test('a page turned 90, 180 or 270 degrees is read upright', async (t) => {
  for (const turns of [1, 2, 3] as const) {
    const result = await ocr.recognizePage(rotateQuarterTurns(page.image, turns), { pageIndex: 0 });
    const rate = cer(result);
    t.ok(rate < 0.03, `${turns * 90} degrees: CER ${rate.toFixed(4)}`);
    // The upright frame is the original page size again (width and height swap back).
    t.same({ width: result.width, height: result.height }, { width: page.image.width, height: page.image.height }, `${turns * 90}: upright size`);
    const title = lineNamed(result, 'INVOICE');
    const drawn = page.drawn.find((d) => d.text === 'INVOICE')!;
    t.ok(title, `${turns * 90}: title read`);
    if (title) {
      t.ok(Math.abs(title.box.x - drawn.box.x) < 15 && Math.abs(title.box.y - drawn.box.y) < 15, `${turns * 90}: title box back at ${drawn.box.x.toFixed(0)},${drawn.box.y.toFixed(0)} (got ${title.box.x},${title.box.y})`);
      t.ok(title.box.w > 2 * title.box.h, `${turns * 90}: title box is level`);
    }
  }
});

t.test('a photographed page skewed by a few degrees is deskewed', async (t) => {
  for (const degrees of [4, -6]) {
    const result = await ocr.recognizePage(rotateByAngle(page.image, degrees), { pageIndex: 0 });
    const rate = cer(result);
    t.ok(rate < 0.03, `${degrees} degrees: CER ${rate.toFixed(4)}`);
    const line = lineNamed(result, 'Recycled copy paper A4 80gsm');
    const drawn = page.drawn.find((d) => d.text === 'Recycled copy paper A4 80gsm')!;
    t.ok(line, `${degrees}: line read`);
    // Deskewed: the reported box is about as tall as the drawn line, not inflated by the tilt.
    if (line) t.ok(line.box.h < drawn.box.h * 1.8, `${degrees}: box height ${line.box.h} vs ink ${drawn.box.h.toFixed(0)}`);
  }
});

function region(cx: number, cy: number, length: number, thickness: number, degrees: number): DetectedRegion {
  const rad = (degrees * Math.PI) / 180;
  return {
    score: 0.9,
    rect: {
      center: { x: cx, y: cy },
      u: { x: (Math.cos(rad) * length) / 2, y: (Math.sin(rad) * length) / 2 },
      v: { x: (-Math.sin(rad) * thickness) / 2, y: (Math.cos(rad) * thickness) / 2 },
    },
  };
}

t.test('estimateTextAxis: direction from elongated regions, skew as their weighted median', async (t) => {
  const level = [region(100, 100, 300, 20, 2), region(100, 140, 200, 20, 3), region(100, 180, 250, 20, 2.5)];
  const across = estimateTextAxis(level);
  t.equal(across.baseAngle, 0);
  t.ok(Math.abs(across.skew - 2.5) < 0.01, `skew ${across.skew}`);
  const down = estimateTextAxis(level.map((r) => region(r.rect.center.x, r.rect.center.y, 250, 20, 88)));
  t.equal(down.baseAngle, 90);
  t.ok(Math.abs(down.skew + 2) < 0.01, `skew ${down.skew}`);
  // Near-square regions (single glyphs) carry no direction and must not outvote lines.
  const glyphs = Array.from({ length: 20 }, (_, i) => region(i * 30, 300, 18, 22, 90));
  t.equal(estimateTextAxis([...level, ...glyphs]).baseAngle, 0);
  t.same(estimateTextAxis([]), { baseAngle: 0, skew: 0 });
});
