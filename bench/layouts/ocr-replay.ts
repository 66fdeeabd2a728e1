// The layout batches' OCR'd forms (scan, photo, messenger photo, curled receipt), OCR'd once and
// cached as JSON, then re-read by field extraction in seconds: the fast loop for work on how
// extraction copes with OCR, as bench/extraction/replay.ts is for the generated corpus.
//   node --import tsx bench/layouts/ocr-replay.ts fill [--dir=D] [--batch=0,1,...]     OCR every form not yet cached (~1 s a page)
//   node --import tsx bench/layouts/ocr-replay.ts [--dir=D] [--form=scan|photo|messenger|curled] [--batch=0,1,...] [--name=part] [--keys] [--no-roles]
// The replay prints each document that misses a listed field or line item ("--keys": fields only)
// and, per form, how many read right on everything, on the fields alone, and the line-item F1 of
// bench/extraction (amounts to the cent, descriptions 80 % alike), which OCR spelling slips do not
// sink as they do the exact comparison. Roles come from the layout-role model, as in production.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocuments } from '../../engine/fields/index.js';
import { buildRows } from '../../engine/layout/rows.js';
import { createOcr } from '../../engine/ocr/index.js';
import { runPipeline } from '../../engine/pipeline.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import type { DocumentKind, ExtractedDocument, PageText } from '../../engine/types.js';
import { f1, matchLineItems, sumCounts, type ItemMatchCounts } from '../extraction/line-items.js';
import { BATCHES, probeMisses, renderForms, type Form } from './run.js';

export const DEFAULT_DIR = '/tmp/invoice-engine-layout-ocr';

/** Short names of the OCR'd forms, used in file names and --form. */
const SHORT: Partial<Record<Form, string>> = { 'scan 200 dpi': 'scan', 'photo 300 dpi': 'photo', 'messenger photo 1200x1600': 'messenger', 'curled receipt': 'curled' };

interface CachedForm {
  batch: number;
  name: string;
  kind: DocumentKind;
  form: string;
  pages: PageText[];
}

const fileOf = (dir: string, batch: number, name: string, form: string) => path.join(dir, `${batch}__${name.replace(/[^A-Za-z0-9-]+/g, '_')}__${form}.json`);

async function fill(dir: string, batches?: readonly number[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // The server's defaults (server/config.ts), so pages read as production reads them.
  const limits = { maxPages: 200, maxImagePixels: 60_000_000, rasterDpi: 200 };
  const ocr = await createOcr({ intraOpThreads: 1 });
  try {
    for (const [batch, { docs }] of BATCHES.entries()) {
      if (batches && !batches.includes(batch)) continue;
      for (const doc of docs) {
        const wanted = (doc.kind === 'receipt' ? ['scan', 'photo', 'messenger', 'curled'] : ['scan', 'photo', 'messenger']).filter((f) => !existsSync(fileOf(dir, batch, doc.name, f)));
        if (wanted.length === 0) continue;
        for (const [form, bytes] of await renderForms(doc)) {
          const short = SHORT[form];
          if (short === undefined || !wanted.includes(short)) continue;
          const pages: PageText[] = [];
          await runPipeline(bytes, { kind: doc.kind, limits, ocr, onPageText: (p) => pages.push(p) });
          const cached: CachedForm = { batch, name: doc.name, kind: doc.kind, form: short, pages };
          writeFileSync(fileOf(dir, batch, doc.name, short), JSON.stringify(cached));
          console.log(`${batch} ${doc.name} ${short}`);
        }
      }
    }
  } finally {
    await ocr.close();
  }
}

interface FormTally {
  documents: number;
  allRight: number;
  fieldsRight: number;
  items: ItemMatchCounts[];
}

async function replay(dir: string, opts: { form?: string; batches?: number[]; name?: string; keys: boolean; roles: boolean }): Promise<void> {
  const model = opts.roles ? await LayoutRoleModel.load(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../models'), 1) : null;
  const tallies = new Map<string, FormTally>();
  const misses: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  if (files.length === 0) throw new Error(`no cached forms in ${dir}: run with "fill" first`);
  for (const file of files) {
    const c = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CachedForm;
    if ((opts.form && c.form !== opts.form) || (opts.batches && !opts.batches.includes(c.batch)) || (opts.name && !c.name.includes(opts.name))) continue;
    const doc = BATCHES[c.batch]?.docs.find((d) => d.name === c.name);
    if (!doc) continue;
    let got: ExtractedDocument | undefined;
    if (c.pages.length > 0) {
      const roles = model ? await model.classify(c.pages.map((p) => buildRows(p))) : undefined;
      got = extractDocuments(c.pages, { kind: c.kind, ...(roles ? { roles } : {}) })[0];
    }
    const all = probeMisses(doc, got);
    const fields = all.filter((m) => !m.startsWith('items'));
    const tally = tallies.get(c.form) ?? { documents: 0, allRight: 0, fieldsRight: 0, items: [] };
    tally.documents += 1;
    if (all.length === 0) tally.allRight += 1;
    if (fields.length === 0) tally.fieldsRight += 1;
    if (doc.items) {
      const truth = doc.items.map(([description, , , total]) => ({ description, total }));
      tally.items.push(matchLineItems(truth, (got?.fields.lineItems ?? []).map((li) => ({ description: li.description, total: li.total }))));
    }
    tallies.set(c.form, tally);
    const shown = opts.keys ? fields : all;
    if (shown.length > 0) misses.push(`- [${c.batch}] ${c.name}, ${c.form}: ${shown.join('; ')}`);
  }
  console.log(misses.join('\n'));
  console.log();
  for (const [form, t] of tallies) {
    const items = f1(sumCounts(t.items));
    console.log(`${form}: all right ${t.allRight}/${t.documents}, fields right ${t.fieldsRight}/${t.documents}, line-item F1 ${items.f1.toFixed(3)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dir = value('dir') ?? DEFAULT_DIR;
  const batches = value('batch')?.split(',').map(Number);
  if (args[0] === 'fill') await fill(dir, batches);
  else await replay(dir, { form: value('form'), batches, name: value('name'), keys: args.includes('--keys'), roles: !args.includes('--no-roles') });
}
