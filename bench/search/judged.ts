// Ranking quality on a small judged corpus: which blend of vector similarity and lexical match
// ranks best (server/search/rank.ts LEXICAL_WEIGHT). Each query lists the documents a person
// judged relevant, most relevant first; measured with MRR and nDCG@5 for vector-only, BM25-only
// and several blends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inTransaction, openDatabase } from '../../data/db.js';
import { insertDocument, saveInvoice, saveReceipt } from '../../data/repositories/documents.js';
import { newId, nowIso } from '../../data/repositories/ids.js';
import { createPartner } from '../../data/repositories/partners.js';
import { fullTextSearch } from '../../data/repositories/search-records.js';
import { recordInvoiceVendor } from '../../data/repositories/vendors.js';
import { createLogger } from '../../server/logger.js';
import { blendedScore, dot, ftsMatchExpression, ftsTerms, lexicalCoverage, searchTerms } from '../../server/search/rank.js';
import { SearchService, type TextEmbedder } from '../../server/search/service.js';
import { DEFAULT_HNSW_PARAMS } from '../../data/vector-index/hnsw-index.js';
import { liveCandidates } from '../../data/repositories/search-records.js';
import { queryVector } from '../../server/search/query-kind.js';

type Doc = { key: string; kind: 'invoice' | 'receipt'; name: string; items: string[]; total: number; number?: string };

export const JUDGED_DOCS: Doc[] = [
  { key: 'chicken', kind: 'invoice', name: 'Sysco Corporation', items: ['CHKN BRST BNLS SKNLS 4/10#', 'CHKN WING JMBO 1&2 JNT 40#', 'OIL FRY CLEAR 35#'], total: 812.4, number: 'INV-2041' },
  // Near-identical numbers and names: what character n-grams blur and exact words settle.
  { key: 'sysco-2014', kind: 'invoice', name: 'Sysco Corporation', items: ['LETTUCE ROMAINE 24CT', 'LEMON 115CT'], total: 120, number: 'INV-2014' },
  { key: 'sysco-2401', kind: 'invoice', name: 'Sysco Corporation', items: ['FLOUR AP BLCH 50#', 'SUGAR GRAN XTRA FINE 50#'], total: 98, number: 'INV-2401' },
  { key: 'sysco-5520', kind: 'invoice', name: 'Sysco Corporation', items: ['RICE LG GRN PARBL 50#'], total: 61, number: 'INV-5520' },
  { key: 'gfs', kind: 'invoice', name: 'Gordon Food Service', items: ['PASTA PENNE RIGATE 2/10#', 'SAUCE MARINARA 6/#10'], total: 300, number: 'G-88120' },
  { key: 'gfs-2', kind: 'invoice', name: 'Gordon Food Service', items: ['POTATO FRY 3/8 SS 6/5#'], total: 75, number: 'G-88102' },
  { key: 'produce', kind: 'invoice', name: 'Fresh Point Produce', items: ['LETTUCE ROMAINE 24CT', 'TOMATO 5X6 25#', 'ONION YLW JMBO 50#', 'AVOCADO HASS 48CT'], total: 233.1 },
  { key: 'dairy', kind: 'invoice', name: 'US Foods LLC', items: ['MILK WHL GAL 4/1GAL', 'CREAM HVY 40% 12/QT', 'CHEESE CHED SHRP SHRD 4/5#', 'BUTTER SOLID SALTED 36/1#'], total: 402 },
  { key: 'coffee', kind: 'invoice', name: 'Blue Bottle Coffee Inc', items: ['Espresso beans 5 lb', 'Decaf coffee beans', 'Oat milk barista'], total: 610 },
  { key: 'cleaning', kind: 'invoice', name: 'Ecolab Inc.', items: ['Dish machine detergent', 'Sanitizer quat', 'Floor degreaser'], total: 289.99 },
  { key: 'linen', kind: 'invoice', name: 'Cintas Corporation', items: ['Chef coats rental', 'Bar towels', 'Aprons'], total: 145 },
  { key: 'wine', kind: 'invoice', name: 'Southern Glazers Wine & Spirits', items: ['Cabernet sauvignon case', 'Prosecco case', 'Vodka 1.75 L'], total: 1290 },
  { key: 'bakery', kind: 'invoice', name: 'Boulangerie Dupont SARL', items: ['Baguettes', 'Croissants au beurre', 'Pain de campagne'], total: 96.5 },
  { key: 'packaging', kind: 'invoice', name: 'WebstaurantStore', items: ['To-go containers clamshell', 'Paper straws', 'Napkins'], total: 178.25 },
  { key: 'repair', kind: 'invoice', name: 'Hobart Service', items: ['Mixer repair labor', 'Replacement gearbox'], total: 540 },
  { key: 'seafood', kind: 'invoice', name: 'Pacific Seafood', items: ['SALMON ATL FIL SKN ON 10#', 'SHRIMP 16/20 P&D TLON 5/2#'], total: 720 },
  { key: 'meat', kind: 'invoice', name: 'Chicago Meat Co', items: ['BEEF GRND 80/20 FRSH 4/5#', 'PORK BUTT BNLS 2/8#', 'BACON LAYFLAT 14/18 15#'], total: 530 },
  { key: 'electric', kind: 'invoice', name: 'ConEdison', items: ['Electricity service March', 'Delivery charge'], total: 1320 },
  { key: 'pest', kind: 'invoice', name: 'Orkin Pest Control', items: ['Monthly pest control service', 'Rodent stations'], total: 95 },
  { key: 'r-costco', kind: 'receipt', name: 'Costco Wholesale', items: ['Paper towels', 'Eggs 5 dozen', 'Olive oil 2 L'], total: 156.2 },
  { key: 'r-uber', kind: 'receipt', name: 'Uber', items: ['Trip to supplier'], total: 23.4 },
  { key: 'r-starbucks', kind: 'receipt', name: 'Starbucks', items: ['Latte', 'Croissant'], total: 12.85 },
  { key: 'r-homedepot', kind: 'receipt', name: 'The Home Depot', items: ['Drill bits', 'Caulk', 'Light bulbs'], total: 88.1 },
  { key: 'r-shell', kind: 'receipt', name: 'Shell', items: ['Unleaded gasoline 12 gal'], total: 48.3 },
];

/** Query → relevant keys, most relevant first. Lexical, semantic and mixed queries. */
export const JUDGED_QUERIES: [string, string[]][] = [
  ['chicken breast', ['chicken']],
  ['INV-2041', ['chicken']],
  ['INV-2401', ['sysco-2401']],
  ['2014', ['sysco-2014']],
  ['G-88102', ['gfs-2']],
  ['sysco flour', ['sysco-2401']],
  ['gordon penne', ['gfs']],
  ['sysco chicken', ['chicken']],
  ['romaine lettuce', ['produce']],
  ['heavy cream', ['dairy']],
  ['espresso', ['coffee', 'r-starbucks']],
  ['dish detergent', ['cleaning']],
  ['prosecco', ['wine']],
  ['croissants', ['bakery', 'r-starbucks']],
  ['to-go containers', ['packaging']],
  ['drill bits', ['r-homedepot']],
  // meaning rather than words
  ['poultry', ['chicken']],
  ['vegetables', ['produce']],
  ['cheese and milk', ['dairy']],
  ['alcohol', ['wine']],
  ['fish', ['seafood']],
  ['salmon shrimp', ['seafood']],
  ['beef pork', ['meat']],
  ['bread', ['bakery']],
  ['cleaning chemicals', ['cleaning']],
  ['uniforms', ['linen']],
  ['fuel', ['r-shell']],
  ['taxi ride', ['r-uber']],
  ['coffee', ['coffee', 'r-starbucks']],
  ['equipment repair', ['repair']],
  ['utilities electricity', ['electric']],
  ['exterminator', ['pest']],
  ['hardware store', ['r-homedepot']],
];

export interface JudgedScore {
  method: string;
  mrr: number;
  ndcg5: number;
}

function ndcg(ranked: readonly string[], relevant: readonly string[], k = 5): number {
  const gain = (key: string) => {
    const i = relevant.indexOf(key);
    return i < 0 ? 0 : relevant.length - i;
  };
  let dcg = 0;
  ranked.slice(0, k).forEach((key, i) => (dcg += gain(key) / Math.log2(i + 2)));
  let ideal = 0;
  relevant.slice(0, k).forEach((key, i) => (ideal += gain(key) / Math.log2(i + 2)));
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Scores every method on the judged set with the given embedder. */
export async function judgeRanking(embedder: TextEmbedder): Promise<JudgedScore[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-judged-'));
  const db = openDatabase(dataDir);
  try {
    const partner = createPartner(db, { name: 'Judged', tier: 'storage' });
    const tenantId = partner.primaryTenantId;
    const search = new SearchService({ db, dataDir, embedder, log: createLogger('silent'), hnsw: DEFAULT_HNSW_PARAMS, saveDelayMs: 0 });
    const keyOf = new Map<string, string>();
    for (const doc of JUDGED_DOCS) {
      const id = newId();
      const documentId = newId();
      const now = nowIso();
      const lineItems = doc.items.map((description) => ({ description, sku: null, quantity: 1, unit: null, unitPrice: null, total: null, costCategory: 'other' }));
      inTransaction(db, () => {
        insertDocument(db, { id: documentId, tenantId, partnerId: partner.id, kind: doc.kind, surface: 'v1', filename: 'x', fileKind: 'pdf', sizeBytes: 1, sha256: documentId, pageCount: 1, storedPath: null, status: 'processed', failureReason: null });
        if (doc.kind === 'invoice') {
          saveInvoice(db, { id, documentId, tenantId, seq: 1, storeId: null, status: 'processed', failureReason: null, vendorName: doc.name, invoiceNumber: doc.number ?? null, invoiceDate: '2024-03-01', dueDate: null, subtotal: null, tax: null, total: doc.total, currency: 'USD', extractionConfidence: 90, fieldConfidences: {}, lineItems, costCategories: [], pageFirst: 1, pageLast: 1, createdAt: now, updatedAt: now });
          recordInvoiceVendor(db, { invoiceId: id });
        } else {
          saveReceipt(db, { id, documentId, tenantId, status: 'processed', failureReason: null, merchantName: doc.name, receiptDate: '2024-04-02', subtotal: null, tax: null, tip: null, total: doc.total, currency: 'USD', taxCategory: null, useType: 'business', paymentMethod: null, extractionConfidence: 90, fieldConfidences: {}, lineItems, createdAt: now, updatedAt: now });
        }
      });
      if (doc.kind === 'invoice') await search.indexInvoice(id);
      else await search.indexReceipt(id);
      keyOf.set(id, doc.key);
    }

    // Score every live document of the corpus exactly (small corpus), then rank per method.
    const allSeqs = (db.prepare("SELECT seq FROM search_records WHERE kind <> 'vendor'").pluck().all() as number[]);
    const hits = liveCandidates(db, tenantId, allSeqs);
    const methods: Record<string, (q: { vector: Float32Array; terms: string[]; bm25: Map<number, number> }, h: (typeof hits)[number]) => number> = {
      'vector only': (q, h) => dot(q.vector, h.embedding),
      'BM25 only': (q, h) => q.bm25.get(h.seq) ?? 0,
    };
    for (const w of [0.2, 0.35, 0.5, 0.65]) methods[`blend lexical ${w}`] = (q, h) => blendedScore(dot(q.vector, h.embedding), lexicalCoverage(q.terms, h.text), w);

    const totals = Object.fromEntries(Object.keys(methods).map((m) => [m, { rr: 0, ndcg: 0 }]));
    for (const [query, relevant] of JUDGED_QUERIES) {
      const vector = queryVector(query, (await embedder.embed([query]))[0]!, embedder.semanticDims);
      const terms = searchTerms(query);
      const match = ftsMatchExpression(ftsTerms(terms));
      const bm25 = new Map<number, number>();
      if (match) for (const hit of fullTextSearch(db, tenantId, ['invoice', 'receipt'], match, 100)) bm25.set(hit.seq, -hit.bm25);
      for (const [name, score] of Object.entries(methods)) {
        // Ties (e.g. every blend score clamped to 0) fall back to the raw cosine, as in the service.
        const ranked = hits
          .map((h) => ({ key: keyOf.get(h.recordId)!, s: score({ vector: vector!, terms, bm25 }, h), c: dot(vector!, h.embedding) }))
          .sort((a, b) => b.s - a.s || b.c - a.c)
          .map((r) => r.key);
        const first = ranked.findIndex((k) => relevant.includes(k));
        totals[name]!.rr += first < 0 ? 0 : 1 / (first + 1);
        totals[name]!.ndcg += ndcg(ranked, relevant);
      }
    }
    await search.close();
    return Object.entries(totals).map(([method, t]) => ({ method, mrr: t.rr / JUDGED_QUERIES.length, ndcg5: t.ndcg / JUDGED_QUERIES.length }));
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
