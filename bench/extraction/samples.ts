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
}

export const FULL_SIZES: SampleSizes = { textInvoices: 200, scanInvoices: 100, multiVendor: 60, textReceipts: 30, photoReceipts: 30, cerPages: 40, roleScans: 100, rolePhotoReceipts: 30 };
export const QUICK_SIZES: SampleSizes = { textInvoices: 20, scanInvoices: 6, multiVendor: 6, textReceipts: 4, photoReceipts: 4, cerPages: 4, roleScans: 6, rolePhotoReceipts: 4 };
