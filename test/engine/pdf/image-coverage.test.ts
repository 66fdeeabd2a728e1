import t from 'tap';

import { CAPTION_MAX_ALPHANUMERICS, isCaptionedPicture, largestImageShare } from '../../../engine/pdf/image-coverage.js';
import { openPdf } from '../../../engine/pdf/open.js';
import { extractTextLayer } from '../../../engine/pdf/text-layer.js';
import { buildPdf, textImage, type PdfKitDocument } from './build-pdf.js';

const LETTER_AREA = 612 * 792;

/** Opens the one-page PDF `draw` makes and hands its page to `check`. */
async function withPage<T>(draw: (doc: PdfKitDocument) => void, check: (page: Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>>['getPage']>>) => Promise<T>): Promise<T> {
  const doc = await openPdf(await buildPdf(draw), { maxPages: 5 });
  try {
    return await check(await doc.getPage(1));
  } finally {
    await doc.destroy();
  }
}

let picture: Buffer;
t.before(async () => {
  picture = await textImage(['INVOICE 7', 'Total 12.00']);
});

t.test('the largest image\'s share follows the matrix it is drawn with', async (t) => {
  const share = await withPage((doc) => doc.image(picture, 36, 36, { width: 540, height: 720 }), largestImageShare);
  t.ok(Math.abs(share - (540 * 720) / LETTER_AREA) < 1e-6, `full-page picture: ${share}`);

  const scaled = await withPage((doc) => {
    doc.save().scale(0.5);
    doc.image(picture, 36, 36, { width: 540, height: 720 });
    doc.restore();
    doc.image(picture, 36, 36, { width: 100, height: 50 });
  }, largestImageShare);
  t.ok(Math.abs(scaled - (270 * 360) / LETTER_AREA) < 1e-6, `scaled by half in both directions: ${scaled}`);

  t.equal(await withPage((doc) => doc.fontSize(12).text('Only words here', 72, 72), largestImageShare), 0, 'no image');
});

t.test('a thin caption over a full-page picture is a captioned picture; a real text layer is not', async (t) => {
  const stamped = await withPage((doc) => {
    doc.image(picture, 0, 0, { width: 612, height: 792 });
    doc.fontSize(8).text('Scanned with CamScanner', 420, 700);
  }, async (page) => {
    const text = await extractTextLayer(page, 0);
    t.match(text.lines.map((line) => line.text).join(' '), /CamScanner/, 'the caption is on the page');
    return isCaptionedPicture(page, text);
  });
  t.equal(stamped, true);

  const letterhead = await withPage((doc) => {
    doc.image(picture, 0, 0, { width: 612, height: 792 });
    const words = 'Invoice INV-20931 Harbor Restaurant Supply 14 Pier Road Boston Total 1,234.50 ';
    doc.fontSize(10).text(words.repeat(Math.ceil(CAPTION_MAX_ALPHANUMERICS / 50)), 72, 72, { width: 460 });
  }, async (page) => isCaptionedPicture(page, await extractTextLayer(page, 0)));
  t.equal(letterhead, false, 'a full text layer over a background picture is trusted');

  const logo = await withPage((doc) => {
    doc.image(picture, 36, 36, { width: 120, height: 60 });
    doc.fontSize(10).text('Receipt 88 Total 4.50', 72, 200);
  }, async (page) => isCaptionedPicture(page, await extractTextLayer(page, 0)));
  t.equal(logo, false, 'a short text layer with a small logo is the document');
});
