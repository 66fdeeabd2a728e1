// `node --import tsx bench/ocr/field-compare.ts [--invoices=N] [--receipts=N] [--skip=N] [--variants=neither,current]`:
// the whole pipeline (OCR, layout-role model, field extraction) on TRAIN-split scanned invoices
// and receipts (scan-image and scan-pdf, the seeds bench/extraction/page-cache.ts caches first),
// once per OCR engine set-up (bench/ocr/run.ts presets), taking turns case by case. Reports per
// set-up the key fields it gets right (bench/extraction/compare.ts rules), the fields on which it
// disagrees with the first set-up, and the CPU per case (p50). For checking that an OCR speed
// change leaves field extraction as it was.
import { createOcr } from '../../engine/ocr/index.js';
import { runPipeline } from '../../engine/pipeline.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import { fileURLToPath } from 'node:url';
import { compareInvoiceFields, compareReceiptFields, INVOICE_KEY_FIELDS, RECEIPT_FIELDS } from '../extraction/compare.js';
import { loadCase, pickCases } from '../extraction/samples.js';
import { pipelineInvoiceView, pipelineReceiptView, truthInvoiceView, truthReceiptView } from '../extraction/views.js';
import { PRESETS } from './run.js';

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const LIMITS = { maxPages: 200, maxImagePixels: 60_000_000, rasterDpi: 200 };

async function main(args: string[]): Promise<void> {
  const names = (option(args, 'variants') ?? 'neither,current').split(',');
  const skip = Number(option(args, 'skip') ?? 0);
  const cases = [
    ...pickCases('train', skip + Number(option(args, 'invoices') ?? 20), { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] }).slice(skip),
    ...pickCases('train', skip + Number(option(args, 'receipts') ?? 8), { kinds: ['receipt'], variants: ['scan-image', 'scan-pdf'] }).slice(skip),
  ];
  const roles = await LayoutRoleModel.load(fileURLToPath(new URL('../../models/', import.meta.url)), 1);
  const engines: { name: string; ocr: Awaited<ReturnType<typeof createOcr>>; right: Map<string, number>; differs: Map<string, number>; cpu: number[] }[] = [];
  for (const name of names) {
    const preset = PRESETS[name];
    if (!preset) throw new RangeError(`unknown variant ${name} (known: ${Object.keys(PRESETS).join(', ')})`);
    engines.push({ name, ocr: await createOcr({ intraOpThreads: 1, ...preset }), right: new Map<string, number>(), differs: new Map<string, number>(), cpu: [] as number[] });
  }
  let invoices = 0;
  let receipts = 0;
  try {
    for (const d of cases) {
      const c = await loadCase(d);
      const truth = c.truth.documents[0]!;
      const views: string[][] = [];
      for (const e of engines) {
        const before = process.cpuUsage();
        const result = await runPipeline(c.bytes, { kind: truth.kind, limits: LIMITS, ocr: e.ocr, roles });
        const used = process.cpuUsage(before);
        e.cpu.push((used.user + used.system) / 1000);
        const doc = result.documents[0] ?? null;
        let verdicts: Record<string, boolean>;
        let got: Record<string, unknown>;
        if (truth.kind === 'invoice') {
          const view = doc ? pipelineInvoiceView(doc) : null;
          verdicts = compareInvoiceFields(truthInvoiceView(truth), view);
          got = (view ?? {}) as Record<string, unknown>;
        } else {
          const view = doc ? pipelineReceiptView(doc) : null;
          verdicts = compareReceiptFields(truthReceiptView(truth), view);
          got = (view ?? {}) as Record<string, unknown>;
        }
        const fields = truth.kind === 'invoice' ? INVOICE_KEY_FIELDS : RECEIPT_FIELDS;
        views.push(fields.map((f) => JSON.stringify(got[f] ?? null)));
        for (const f of fields) if (verdicts[f]) e.right.set(`${truth.kind}.${f}`, (e.right.get(`${truth.kind}.${f}`) ?? 0) + 1);
        if (views.length > 1) {
          fields.forEach((f, i) => {
            if (views[views.length - 1]![i] !== views[0]![i]) {
              e.differs.set(`${truth.kind}.${f}`, (e.differs.get(`${truth.kind}.${f}`) ?? 0) + 1);
              if (args.includes('--verbose')) console.log(`${d.id} ${f}: ${engines[0]!.name} ${views[0]![i]} vs ${e.name} ${views[views.length - 1]![i]}`);
            }
          });
        }
      }
      if (truth.kind === 'invoice') invoices++;
      else receipts++;
    }
  } finally {
    await Promise.all(engines.map((e) => e.ocr.close()));
  }
  const p50 = (v: number[]) => v.slice().sort((a, b) => a - b)[v.length >> 1] ?? 0;
  console.log(`train split: ${invoices} invoices, ${receipts} receipts (scan-image, scan-pdf), seeds after the first ${skip} of each`);
  console.log(`| set-up | CPU ms/case p50 | ${[...INVOICE_KEY_FIELDS.map((f) => `invoice ${f}`), ...RECEIPT_FIELDS.map((f) => `receipt ${f}`)].join(' | ')} | fields differing from ${engines[0]!.name} |`);
  for (const e of engines) {
    const cells = [...INVOICE_KEY_FIELDS.map((f) => `${e.right.get(`invoice.${f}`) ?? 0}/${invoices}`), ...RECEIPT_FIELDS.map((f) => `${e.right.get(`receipt.${f}`) ?? 0}/${receipts}`)];
    const differing = [...e.differs].map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
    console.log(`| ${e.name} | ${p50(e.cpu).toFixed(0)} | ${cells.join(' | ')} | ${differing} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
