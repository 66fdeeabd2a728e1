// Quantity columns hold lone digits. A lone glyph's detected region is a round blob whose
// minimum-area rectangle can come out at any angle; read along that angle the digit was lost
// (geometry.ts quadForReadingAngle). Three probe invoices of bench/layouts, scanned at 200 dpi,
// lost theirs: a "4" whose rectangle came out 26 degrees off (Dutch, Portuguese) and a "1"
// at 45 degrees beside a ruled cell edge (Swedish).
import t from 'tap';
import { PROBE_DOCUMENTS } from '../../../bench/layouts/documents.js';
import { renderPdf, renderScan } from '../../../bench/layouts/render.js';
import { createOcr } from '../../../engine/ocr/index.js';
import { runPipeline } from '../../../engine/pipeline.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());
const limits = { maxPages: 1, maxImagePixels: 40_000_000, rasterDpi: 200 };

t.test('scanned invoices keep the lone digits of their quantity columns', async (t) => {
  for (const name of ['factuur-nl', 'fatura-pt', 'grid-table']) {
    const doc = PROBE_DOCUMENTS.find((d) => d.name === name)!;
    const scan = await renderScan(await renderPdf(doc));
    const result = await runPipeline(new Uint8Array(scan), { kind: 'invoice', limits, ocr });
    const quantities = result.documents[0]!.fields.lineItems.map((li) => li.quantity);
    t.same(quantities, doc.items!.map((item) => item[1]), name);
  }
});
