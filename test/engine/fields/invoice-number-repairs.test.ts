// Invoice numbers whose first digit OCR read as a letter right after the prefix (issue 3, train
// split photos: "INVO046598" for INV0046598, "INVS226843" for INV5226843).
import t from 'tap';
import { findInvoiceNumber, readIdentifier } from '../../../engine/fields/invoice-number.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { grid, makePage } from './page-fixture.js';

t.test('a letter read for the first digit after an invoice abbreviation', async (t) => {
  t.equal(readIdentifier('LST nr. 0447'), 'LST 0447', 'a Romanian series and its number after "Seria"');
  t.equal(readIdentifier('INVO046598'), 'INV0046598', 'O for 0');
  t.equal(readIdentifier('INVS226843'), 'INV5226843', 'S for 5');
  t.equal(readIdentifier('FACl2345'), 'FAC12345', 'l for 1');
  t.equal(readIdentifier('RECHB0123'), 'RECH80123', 'B for 8');
});

t.test('prefixes that may end in that letter keep it', async (t) => {
  t.equal(readIdentifier('DEMO1234'), 'DEMO1234');
  t.equal(readIdentifier('POS12345'), 'POS12345');
  t.equal(readIdentifier('INVOICE1234'), 'INVOICE1234');
  t.equal(readIdentifier('INVO12'), 'INVO12', 'too few digits to be sure the letter starts them');
  t.equal(readIdentifier('INVO046598A'), 'INVO046598A', 'not when letters follow the digits');
});

t.test('a repaired number is less sure than one read as printed', async (t) => {
  const numberOf = (value: string) => {
    const rows = buildRows(makePage(grid([[100, [300, 'Invoice No.'], [440, value]]], 10, 0.95), { source: 'ocr' }));
    return findInvoiceNumber(findLabelledValues([rows]));
  };
  const repaired = numberOf('INVO046598');
  const clean = numberOf('INV0046598');
  t.equal(repaired.value, 'INV0046598');
  t.equal(clean.value, 'INV0046598');
  t.ok(repaired.confidence < clean.confidence);
});
