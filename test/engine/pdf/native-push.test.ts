// pdfjs-dist's legacy build swaps Array.prototype.push for core-js's JavaScript version on Node 20
// (and makes it print as native code); the engine puts the builtin back once pdfjs has loaded
// (engine/pdf/native-push.ts). This file loads pdfjs only through the engine, as a pool worker
// does, and after noting the builtin.
import t from 'tap';

import { buildPdf } from './build-pdf.js';

const builtinPush = Array.prototype.push;

t.test('after pdfjs has loaded and read a file, push is still the builtin', async (t) => {
  const { openPdf } = await import('../../../engine/pdf/open.js');
  const pdf = await openPdf(await buildPdf((doc) => doc.text('Invoice 42', 72, 72)), { maxPages: 5 });
  t.equal(pdf.numPages, 1);
  await pdf.destroy();
  t.equal(Array.prototype.push, builtinPush);
  t.notOk(Object.prototype.propertyIsEnumerable.call(Array.prototype, 'push'), 'push stays non-enumerable');
});
