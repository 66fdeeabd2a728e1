// The OCR-like training copies of the layout-role model (models/lib/layout-role-ocr-noise.ts):
// reproducible from their seed, misread at the rates the measuring script reads back off them,
// running words together only where a space was (never across a column gap), and labelled from
// the clean page so a total keeps its role when OCR garbles its label.
import t from 'tap';
import { SeededRandom } from '../../data/labels/random.js';
import { buildRows } from '../../engine/layout/rows.js';
import { roleIndex } from '../../engine/roles/roles.js';
import { ocrLikeRows, textLayerPages } from '../../models/lib/layout-role-data.js';
import { labelPage } from '../../models/lib/layout-role-labels.js';
import { alignment, measureOcrNoise } from '../../models/lib/layout-role-ocr-measure.js';
import { ocrLikePage } from '../../models/lib/layout-role-ocr-noise.js';
import { makePage } from '../engine/fields/page-fixture.js';

t.test('the same seed gives the same OCR-like copy', async (t) => {
  const [{ page }] = await textLayerPages(11, 'invoice');
  const a = ocrLikePage(page!, new SeededRandom(4));
  const b = ocrLikePage(page!, new SeededRandom(4));
  const c = ocrLikePage(page!, new SeededRandom(5));
  t.same(a, b);
  t.notSame(a.lines.map((l) => l.text), c.lines.map((l) => l.text));
  t.equal(a.source, 'ocr');
});

t.test('spaces are lost between words, never across a column gap', async (t) => {
  const page = makePage([
    { text: 'Harbor Supply Trading Company Limited', x: 40, y: 40 },
    { text: 'Invoice', x: 40, y: 80 },
    { text: '12345', x: 400, y: 80 },
  ]);
  let joined = 0;
  for (let seed = 0; seed < 60; seed++) {
    const noisy = ocrLikePage(page, new SeededRandom(seed));
    for (const line of noisy.lines) {
      t.notOk(line.words.some((w) => /\d{3}/.test(w.text) && /[a-z]{3}/i.test(w.text.replace(/\d+$/, ''))), `seed ${seed}: no word spans the gap (${line.text})`);
      if (line.words.length > 0 && line.words.length < 5 && /Harb|Supp/i.test(line.text)) joined += 1;
    }
  }
  t.ok(joined > 0, `the name ran together in ${joined} of 60 copies`);
});

t.test('the measuring script reads back rates of the order the noise was drawn at', async (t) => {
  const rng = new SeededRandom(9);
  const cases = [];
  for (const seed of [11, 12, 13, 14]) {
    const pages = await textLayerPages(seed, 'invoice');
    cases.push({
      caseId: `gen-${seed}`, kind: 'invoice' as const, variant: 'scan-image', profile: 'generated',
      documents: [pages[0]!.truth],
      pages: pages.map((p) => ocrLikePage(p.page, rng)),
    });
  }
  const n = measureOcrNoise(cases).get('generated')!;
  const errors = (n.substituted + n.deleted + n.inserted) / n.chars;
  t.ok(n.texts >= 10, `${n.texts} truth texts aligned`);
  t.ok(errors > 0.005 && errors < 0.15, `character error rate ${errors.toFixed(3)}`);
  t.ok(n.spacesLost / n.spaces > 0.03 && n.spacesLost / n.spaces < 0.5, `spaces lost ${(n.spacesLost / n.spaces).toFixed(3)}`);
  t.same(alignment('Total', 'Tota1').ops.filter(([a, b]) => a !== b), [['l', '1']], 'alignment names the misread character');
});

t.test('an OCR-like copy keeps the roles of the clean page, even where its labels are misread', async (t) => {
  let cleanTotals = 0;
  let copiedTotals = 0;
  let relabelledTotals = 0;
  for (let seed = 20; seed < 28; seed++) {
    const [{ page, truth }] = await textLayerPages(seed, 'invoice');
    const clean = labelPage(buildRows(page!), truth!);
    const { rows, labels } = ocrLikeRows(page!, truth!, new SeededRandom(seed));
    const count = (l: number[][], role: number) => l.flat().filter((x) => x === role).length;
    cleanTotals += count(clean, roleIndex('total'));
    copiedTotals += count(labels, roleIndex('total'));
    relabelledTotals += count(labelPage(rows, truth!), roleIndex('total'));
  }
  t.ok(cleanTotals >= 3, `${cleanTotals} totals on the clean pages`);
  t.ok(copiedTotals >= cleanTotals - 1, `${copiedTotals} carried over to the copies`);
  t.ok(relabelledTotals <= copiedTotals, `labelling the noisy text itself finds ${relabelledTotals}`);
});
