// Entry points of the invoice/receipt corpus generator. One seed fixes everything: the document
// (spec stream), its look (layout stream) and how it was scanned (degrade stream), so the same
// seed and options give byte-identical files on every run.
//
// Splits: `train` uses seeds [0, 1_000_000); `test` uses seeds [1_000_000, 1_010_000) and is
// fixed: benchmarks report on it and nothing is tuned on it.

import type { DocumentKind } from '../../engine/types.js';
import { describeDegradation, degrade, pickDegradation } from './degrade.js';
import type { DegradeProfile } from './degrade.js';
import type { LaidOutDocument } from './layout.js';
import { layoutInvoice } from './layout-invoice.js';
import { layoutReceipt } from './layout-receipt.js';
import type { CurrencyCode, LocaleId } from './locale.js';
import { renderImagePdf, renderTextPdf } from './render-pdf.js';
import { renderRaster } from './render-raster.js';
import { Rng, deriveSeed } from './rng.js';
import { buildSpec } from './spec.js';
import type { DocumentSpec } from './spec.js';
import type { DocumentTruth, FileTruth, RasterPageTruth, Variant } from './truth.js';
import { documentTruth } from './truth.js';

export type { FileTruth, DocumentTruth, RasterPageTruth, Variant } from './truth.js';
export type { DocumentSpec } from './spec.js';
export type { CostCategory } from './catalogue.js';
export { COST_CATEGORIES } from './catalogue.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface CaseOptions {
  kind?: DocumentKind;
  variant?: Variant;
  locale?: LocaleId;
  currency?: CurrencyCode;
  /** Number of line items (30-80 spills an invoice over 2-3 pages). */
  lineCount?: number;
  /** Line items per page at most; forces page breaks in small tests. */
  maxRowsPerPage?: number;
  /** Raster variants: image encoding (scan-pdf always embeds JPEG). */
  imageFormat?: ImageFormat;
  /** Raster variants: clean, flatbed scan, or phone photo (thermal-photo for receipts). */
  degrade?: DegradeProfile;
  /** Raster variants: resolution before degradation. */
  dpi?: number;
  /** Multi-vendor PDFs: how many documents (2-4). */
  documents?: number;
  /** Multi-vendor PDFs: scanned (image-only) instead of a text layer. */
  imageOnly?: boolean;
}

export interface GeneratedCase {
  bytes: Buffer;
  mime: string;
  truth: FileTruth;
}

export const SPLITS = {
  train: { firstSeed: 0, seedCount: 1_000_000 },
  test: { firstSeed: 1_000_000, seedCount: 10_000 },
} as const;
export type Split = keyof typeof SPLITS;

const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The options a seed gets when the caller leaves them open: the corpus mix. */
export function defaultOptions(seed: number): Required<Pick<CaseOptions, 'kind' | 'variant'>> & CaseOptions {
  const rng = new Rng(deriveSeed(seed, 'mix'));
  const variant = rng.weighted<Variant>([['text-pdf', 3.5], ['scan-image', 3.5], ['scan-pdf', 1.5], ['multi-vendor-pdf', 1.5]]);
  const kind: DocumentKind = variant === 'multi-vendor-pdf' ? 'invoice' : rng.chance(0.3) ? 'receipt' : 'invoice';
  const options: Required<Pick<CaseOptions, 'kind' | 'variant'>> & CaseOptions = { kind, variant };
  if (kind === 'invoice' && rng.chance(0.15)) options.lineCount = rng.int(30, 80);
  return options;
}

interface Laid {
  spec: DocumentSpec;
  laid: LaidOutDocument;
}

function makeDocument(seed: number, index: number, options: CaseOptions, kind: DocumentKind, attempt = 0): Laid {
  const specRng = new Rng(deriveSeed(seed, attempt ? `spec-${index}-${attempt}` : `spec-${index}`));
  const spec = buildSpec(specRng, {
    kind,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.lineCount !== undefined && index === 0 ? { lineCount: options.lineCount } : {}),
  });
  const layoutRng = new Rng(deriveSeed(seed, `layout-${index}`));
  const laid = kind === 'receipt'
    ? layoutReceipt(spec, layoutRng)
    : layoutInvoice(spec, layoutRng, options.maxRowsPerPage !== undefined ? { maxRowsPerPage: options.maxRowsPerPage } : {});
  return { spec, laid };
}

function truthsFor(docs: Laid[]): { documents: DocumentTruth[]; pageCount: number } {
  const documents: DocumentTruth[] = [];
  let next = 1;
  for (const d of docs) {
    const first = next;
    next += d.laid.pages.length;
    documents.push(documentTruth(d.spec, d.laid, [first, next - 1]));
  }
  return { documents, pageCount: next - 1 };
}

interface RasterOut {
  bytes: Buffer;
  width: number;
  height: number;
  truth: RasterPageTruth;
}

async function rasterPage(seed: number, pageNo: number, doc: Laid, pageIndex: number, options: CaseOptions, format: ImageFormat, quality: number): Promise<RasterOut> {
  const rng = new Rng(deriveSeed(seed, `degrade-${pageNo}`));
  const receipt = doc.spec.kind === 'receipt';
  const profile: DegradeProfile = options.degrade ?? (receipt ? rng.weighted<DegradeProfile>([['thermal-photo', 6], ['photo', 1], ['scan', 2], ['clean', 0.5]]) : rng.weighted<DegradeProfile>([['scan', 6], ['photo', 3], ['clean', 1]]));
  // Receipts are tiny pages: render them finer so the narrow paper still reads as a photo would.
  // PNG and WebP encode 4-8x slower than JPEG, so full pages in those formats stay at low DPI.
  const slowFormat = format !== 'jpeg';
  const dpi = options.dpi ?? (receipt ? rng.int(slowFormat ? 150 : 170, slowFormat ? 200 : 240) : slowFormat ? rng.pick([100, 110, 120]) : rng.weighted([[100, 1], [120, 1], [150, 3], [200, 1]]));
  const paper = profile === 'clean' ? 255 : rng.int(235, 255);
  const raster = renderRaster(doc.laid.pages[pageIndex]!, doc.laid.font, dpi, paper);
  const params = pickDegradation(rng, profile);
  // Sensor noise makes PNGs several megabytes and slow to encode; lossless scans are clean ones.
  if (format === 'png') params.noise = 0;
  const out = degrade(raster.canvas, raster.lines, params, rng);
  // The async encode holds no reference to the canvas: `out` must stay referenced until it
  // resolves (it is, below), or a garbage collection frees the pixels mid-encode (SIGSEGV).
  const bytes = format === 'png' ? await out.canvas.encode('png') : await out.canvas.encode(format, quality);
  return {
    bytes,
    width: out.canvas.width,
    height: out.canvas.height,
    truth: {
      page: pageNo,
      width: out.canvas.width,
      height: out.canvas.height,
      dpi,
      rotation: params.rotation,
      skewDeg: params.skewDeg,
      degradations: [profile, ...describeDegradation(params), `${format}${format === 'png' ? '' : `-q${quality}`}`],
      lines: out.lines,
    },
  };
}

/** Generates one file and its ground truth. Same seed and options → byte-identical output. */
export async function generateCase(seed: number, options: CaseOptions = {}): Promise<GeneratedCase> {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`Seed must be an integer in [0, 2^32), got ${seed}`);
  const base = defaultOptions(seed);
  const merged: CaseOptions = { ...base, ...options };
  const variant = merged.variant!;
  const kind = variant === 'multi-vendor-pdf' ? 'invoice' : merged.kind!;
  if (options.kind === 'receipt' && variant === 'multi-vendor-pdf') throw new RangeError('multi-vendor-pdf holds invoices only');
  if (merged.documents !== undefined && (merged.documents < 2 || merged.documents > 4)) throw new RangeError('documents must be 2..4');
  const mixRng = new Rng(deriveSeed(seed, 'render'));

  const count = variant === 'multi-vendor-pdf' ? merged.documents ?? mixRng.int(2, 4) : 1;
  const docs: Laid[] = [];
  for (let i = 0; i < count; i++) {
    const docOptions: CaseOptions = { ...merged };
    // A single image is a single page: long tables belong to the PDF variants.
    if (i > 0 || variant === 'scan-image') delete docOptions.lineCount;
    let doc = makeDocument(seed, i, docOptions, kind);
    // A multi-vendor file has different vendors by definition: redraw on a name clash.
    for (let attempt = 1; attempt < 8 && docs.some((d) => d.spec.vendor.name === doc.spec.vendor.name); attempt++) {
      doc = makeDocument(seed, i, docOptions, kind, attempt);
    }
    if (variant === 'scan-image' && doc.laid.pages.length > 1) doc = makeDocument(seed, i, { ...docOptions, lineCount: 10 }, kind);
    docs.push(doc);
  }
  const { documents, pageCount } = truthsFor(docs);
  const pages = docs.flatMap((d) => d.laid.pages.map((page, pageIndex) => ({ d, page, pageIndex })));

  const imageOnly = variant === 'scan-pdf' || (variant === 'multi-vendor-pdf' && (merged.imageOnly ?? false));
  if (variant === 'text-pdf' || (variant === 'multi-vendor-pdf' && !imageOnly)) {
    const bytes = await renderTextPdf(pages.map(({ d, page }) => ({ page, font: d.laid.font })), mixRng.pick(['Invoice Generator', 'QuickBooks', 'Sage', 'Xero', 'DATEV', 'SAP']));
    return { bytes, mime: 'application/pdf', truth: { seed, variant, fileKind: 'pdf', mime: 'application/pdf', pageCount, documents, raster: null } };
  }

  const quality = mixRng.int(35, 85);
  if (imageOnly) {
    const rasters: RasterOut[] = [];
    for (let i = 0; i < pages.length; i++) {
      const { d, pageIndex } = pages[i]!;
      rasters.push(await rasterPage(seed, i + 1, d, pageIndex, { ...merged, ...(merged.degrade ? {} : { degrade: d.spec.kind === 'receipt' ? 'thermal-photo' : 'scan' }) }, 'jpeg', quality));
    }
    const bytes = await renderImagePdf(rasters.map((r) => ({ image: r.bytes, widthPx: r.width, heightPx: r.height, dpi: r.truth.dpi })));
    return { bytes, mime: 'application/pdf', truth: { seed, variant, fileKind: 'pdf', mime: 'application/pdf', pageCount, documents, raster: rasters.map((r) => r.truth) } };
  }

  // scan-image: one image per file, and the document was laid out to fit one page above.
  const format: ImageFormat = merged.imageFormat ?? mixRng.weighted<ImageFormat>([['jpeg', 6], ['png', 2], ['webp', 2]]);
  const first = pages[0]!;
  const raster = await rasterPage(seed, 1, first.d, 0, merged, format, quality);
  if (pageCount !== 1) throw new Error(`scan-image laid out ${pageCount} pages for seed ${seed}`);
  return {
    bytes: raster.bytes,
    mime: MIME[format],
    truth: { seed, variant, fileKind: format, mime: MIME[format], pageCount: 1, documents, raster: [raster.truth] },
  };
}

export interface CaseDescriptor {
  id: string;
  seed: number;
  options: CaseOptions;
}

/** The first `count` cases of a split whose options match `filter` (fields given are forced). */
export function caseDescriptors(split: Split, count: number, filter: CaseOptions = {}): CaseDescriptor[] {
  const { firstSeed, seedCount } = SPLITS[split];
  if (!Number.isInteger(count) || count < 0 || count > seedCount) throw new RangeError(`count must be 0..${seedCount}`);
  const out: CaseDescriptor[] = [];
  for (let i = 0; i < count; i++) {
    const seed = firstSeed + i;
    const options: CaseOptions = { ...defaultOptions(seed), ...filter };
    if (options.variant === 'multi-vendor-pdf') options.kind = 'invoice';
    out.push({ id: `${split}-${seed}`, seed, options });
  }
  return out;
}

/** Generates the cases of a split one by one (benchmarks hold one file in memory at a time). */
export async function* corpusCases(split: Split, count: number, filter: CaseOptions = {}): AsyncGenerator<GeneratedCase & CaseDescriptor> {
  for (const d of caseDescriptors(split, count, filter)) {
    yield { ...d, ...(await generateCase(d.seed, d.options)) };
  }
}
