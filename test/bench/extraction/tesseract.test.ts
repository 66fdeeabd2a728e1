import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import t from 'tap';
import { flexibleCer } from '../../../bench/extraction/cer.js';
import { planLanguages, recognizeWithTesseract, rgbaToPpm } from '../../../bench/extraction/tesseract.js';

t.test('PPM keeps every pixel and drops alpha', async (t) => {
  const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 128, 255, 10]);
  const ppm = rgbaToPpm({ width: 2, height: 1, data });
  t.equal(ppm.subarray(0, 11).toString('ascii'), 'P6\n2 1\n255\n');
  t.same([...ppm.subarray(11)], [255, 0, 0, 0, 128, 255]);
});

t.test('Tesseract reads a rendered page and its CER is measured like ours', async (t) => {
  const plan = await planLanguages();
  t.ok(plan.languages.includes('eng'));
  t.same([...plan.languages, ...plan.missing].sort(), ['deu', 'eng', 'fra', 'spa']);

  const lines = ['INVOICE 2024-0042', 'Acme Foods Inc', 'Total due 1,234.56 USD'];
  const canvas = createCanvas(900, 260);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 900, 260);
  ctx.fillStyle = '#000';
  ctx.font = '36px DejaVu Sans';
  lines.forEach((line, i) => ctx.fillText(line, 40, 70 + i * 70));
  const image = ctx.getImageData(0, 0, 900, 260);

  const dir = mkdtempSync(join(tmpdir(), 'tess-test-'));
  try {
    const path = join(dir, 'page.ppm');
    writeFileSync(path, rgbaToPpm({ width: 900, height: 260, data: image.data }));
    const page = await recognizeWithTesseract(path, ['eng']);
    t.ok(page.ms > 0);
    t.ok(flexibleCer(lines, page.lines).cer < 0.1, `clean print reads almost perfectly: ${JSON.stringify(page.lines)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
