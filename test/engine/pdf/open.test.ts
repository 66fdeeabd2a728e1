import t from 'tap';

import { EngineError } from '../../../engine/errors.js';
import { openPdf } from '../../../engine/pdf/open.js';
import {
  encryptedPdf,
  manyPagePdf,
  pdfHeaderThenGarbage,
  truncatedPdf,
  zeroPagePdf,
} from '../../fixtures/hostile/index.js';
import { buildPdf } from './build-pdf.js';

async function refusal(bytes: Uint8Array, maxPages = 50): Promise<EngineError> {
  try {
    const doc = await openPdf(bytes, { maxPages });
    await doc.destroy();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('openPdf accepted a file it should refuse');
}

t.test('opens a valid PDF and leaves the caller\'s bytes intact', async (t) => {
  const bytes = await buildPdf((doc) => {
    doc.text('one');
    doc.addPage().text('two');
  });
  const before = bytes.byteLength;
  const doc = await openPdf(bytes, { maxPages: 5 });
  t.equal(doc.numPages, 2);
  t.equal(bytes.byteLength, before, 'pdfjs did not detach the buffer');
  await doc.destroy();
});

t.test('encrypted PDF → pdf_encrypted', async (t) => {
  t.equal((await refusal(await encryptedPdf())).code, 'pdf_encrypted');
});

t.test('truncated PDF → pdf_unreadable', async (t) => {
  t.equal((await refusal(await truncatedPdf(0.1))).code, 'pdf_unreadable');
});

t.test('PDF header followed by garbage → pdf_unreadable', async (t) => {
  t.equal((await refusal(pdfHeaderThenGarbage())).code, 'pdf_unreadable');
});

t.test('empty page tree → no_pages', async (t) => {
  t.equal((await refusal(await zeroPagePdf())).code, 'no_pages');
});

t.test('more pages than maxPages → too_many_pages, naming both counts', async (t) => {
  const error = await refusal(await manyPagePdf(3000), 50);
  t.equal(error.code, 'too_many_pages');
  t.match(error.message, /3000 pages.*at most 50/);
});

t.test('exactly maxPages pages is accepted', async (t) => {
  const doc = await openPdf(await manyPagePdf(4), { maxPages: 4 });
  t.equal(doc.numPages, 4);
  await doc.destroy();
});
