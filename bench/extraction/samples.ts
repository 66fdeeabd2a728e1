// Which corpus cases each benchmark section reads. Every seed is used in the form the corpus mix
// gives it (defaultOptions), so the degradations, formats and long tables are the corpus's own:
// a section takes the first seeds of the split whose natural variant and kind it measures.
import { SPLITS, defaultOptions, generateCase, type CaseDescriptor, type GeneratedCase, type Split, type Variant } from '../../data/corpus/index.js';
import type { DocumentKind } from '../../engine/types.js';

export interface SampleFilter {
  kinds: readonly DocumentKind[];
  variants: readonly Variant[];
}

export function pickCases(split: Split, count: number, filter: SampleFilter): CaseDescriptor[] {
  const { firstSeed, seedCount } = SPLITS[split];
  const out: CaseDescriptor[] = [];
  for (let seed = firstSeed; seed < firstSeed + seedCount && out.length < count; seed++) {
    const options = defaultOptions(seed);
    if (filter.kinds.includes(options.kind) && filter.variants.includes(options.variant)) {
      out.push({ id: `${split}-${seed}`, seed, options });
    }
  }
  if (out.length < count) throw new RangeError(`the ${split} split holds only ${out.length} cases matching ${JSON.stringify(filter)}`);
  return out;
}

export type LoadedCase = GeneratedCase & CaseDescriptor;

export async function loadCase(d: CaseDescriptor): Promise<LoadedCase> {
  return { ...d, ...(await generateCase(d.seed, d.options)) };
}

/** Sample sizes per section; --quick shrinks them to a smoke run. */
export interface SampleSizes {
  textInvoices: number;
  scanInvoices: number;
  multiVendor: number;
  textReceipts: number;
  photoReceipts: number;
  /** Scan pages OCR'd in-process for CER and also given to Tesseract. */
  cerPages: number;
  /** Scanned invoices and photographed receipts (the first of those above) OCR'd in-process
   * once and extracted with and without the layout-role model. */
  roleScans: number;
  rolePhotoReceipts: number;
  /** Phone-photographed invoices past the scans above, where the layout-role model acts most. */
  rolePhotoInvoices: number;
}

export const FULL_SIZES: SampleSizes = { textInvoices: 200, scanInvoices: 100, multiVendor: 60, textReceipts: 30, photoReceipts: 30, cerPages: 40, roleScans: 100, rolePhotoReceipts: 30, rolePhotoInvoices: 60 };
export const QUICK_SIZES: SampleSizes = { textInvoices: 20, scanInvoices: 6, multiVendor: 6, textReceipts: 4, photoReceipts: 4, cerPages: 4, roleScans: 6, rolePhotoReceipts: 4, rolePhotoInvoices: 2 };

/** The first profile a case's first page was degraded with ("photo", "scan", "thermal-photo"...). */
export function profileOf(c: LoadedCase): string | null {
  return c.truth.raster?.[0]?.degradations[0] ?? null;
}

/**
 * `count` single-image cases of `kind` photographed with `profile`, taken from the seeds after the
 * first `skip` scans of that kind: only generation (no OCR) is spent on the seeds passed over.
 */
export async function* photoCases(split: Split, kind: DocumentKind, profile: string, skip: number, count: number): AsyncGenerator<LoadedCase> {
  if (count <= 0) return;
  const pool = pickCases(split, skip + count * 12, { kinds: [kind], variants: ['scan-image'] }).slice(skip);
  let found = 0;
  for (const d of pool) {
    const c = await loadCase(d);
    if (profileOf(c) !== profile) continue;
    yield c;
    if (++found >= count) return;
  }
}
