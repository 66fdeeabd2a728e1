import t from 'tap';
import { createOcr } from '../../../engine/ocr/index.js';
import { INVOICE_LINES, renderPage, type FixtureLine } from './fixture-page.js';

// Names whose accents PP-OCR cannot give (ö, ñ, ç, ê are not in its dictionary) or reads as
// plain letters (á, é, ä), as suppliers print them, in small letters and in capitals.
const NAMES = ['Frischmarkt Köhler', 'Señor Muñoz', 'Façade Garçon', 'Pekárna U Mlýna', 'Crêperie du Château', 'Kaffeerösterei Hölzl', 'BÄCKEREI MÜLLER', 'CAFÉ DE LA GARE'];
const lines: FixtureLine[] = NAMES.map((text, i) => ({ text, x: 40, y: 60 + i * 36, sizePt: 16, font: 'Liberation Sans' }));

const withMarks = await createOcr({ intraOpThreads: 1 });
const withoutMarks = await createOcr({ intraOpThreads: 1, recMarks: false });
t.teardown(async () => {
  await withMarks.close();
  await withoutMarks.close();
});

const texts = async (ocr: typeof withMarks, page: ReturnType<typeof renderPage>) => (await ocr.recognizePage(page.image, { pageIndex: 0 })).lines.map((l) => l.text);

t.test('marks over and under plain letters are read off the ink', async (t) => {
  const page = renderPage(lines, 200);
  const plain = await texts(withoutMarks, page);
  const marked = await texts(withMarks, page);
  // Without this stage the recogniser gives most of these names unaccented.
  t.ok(NAMES.filter((name) => plain.includes(name)).length <= 2, `read plain: ${plain.join(' | ')}`);
  for (const name of NAMES) t.ok(marked.includes(name), `${name} in ${marked.join(' | ')}`);
});

// Polish ł, which the recogniser reads as l or t, the marks under capitals (Turkish company
// names end "A.Ş." or "Ltd. Şti."), and Å, whose ring touches the A in many faces.
const STRUCK_AND_UNDER = ['Wrocław Małgorzata', 'ZŁOTA ŁĄKA', 'FAÇADE GARÇON', 'ŞEKER KONAK A.Ş.', 'KSIĘGA WĄSKA', 'ÅRE ÅHUS'];

t.test('a stroke through l and marks under capitals are read off the ink', async (t) => {
  for (const font of ['Liberation Sans', 'Liberation Serif']) {
    const page = renderPage(STRUCK_AND_UNDER.map((text, i) => ({ text, x: 40, y: 60 + i * 36, sizePt: 16, font })), 200);
    const plain = await texts(withoutMarks, page);
    const marked = await texts(withMarks, page);
    t.equal(STRUCK_AND_UNDER.filter((name) => plain.includes(name)).length, 0, `${font} read plain: ${plain.join(' | ')}`);
    t.ok(STRUCK_AND_UNDER.filter((name) => marked.includes(name)).length >= 5, `${font}: ${marked.join(' | ')}`);
  }
});

t.test('an English invoice page reads the same with and without the stage', async (t) => {
  const page = renderPage(INVOICE_LINES, 150);
  t.same(await texts(withMarks, page), await texts(withoutMarks, page));
});

t.test('a dotted leader over a line gives its letters no marks', async (t) => {
  const leader: FixtureLine[] = [
    { text: '. . . . . . . . . . . . . . . . . . . . . . . .', x: 40, y: 52, sizePt: 10, font: 'Liberation Sans' },
    { text: 'Cleaning services and materials', x: 40, y: 66, sizePt: 16, font: 'Liberation Sans' },
  ];
  const page = renderPage(leader, 200);
  const marked = await texts(withMarks, page);
  t.ok(marked.includes('Cleaning services and materials'), marked.join(' | '));
});
